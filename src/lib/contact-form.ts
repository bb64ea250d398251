/**
 * The contact form's fields and rules, in one place: the component renders them, the browser checks them
 * before sending, and the same limits go into the HTML attributes so the form still checks itself without
 * JavaScript. Messages are Italian and say how to fix the value.
 */

/** The Netlify form's name (the hidden form-name field) and its honeypot field. */
export const FORM_NAME = "contatti";
export const HONEYPOT_FIELD = "bot-field";
/** Where a sent request lands (also the form's action, for visitors without JavaScript). */
export const THANK_YOU_PATH = "/thankyou";
export const PRIVACY_PATH = "/informativa-privacy";

export type ContactFieldName =
  "nome" | "centro" | "email" | "telefono" | "citta" | "macchinario" | "messaggio" | "privacy";

export type ContactValues = Record<Exclude<ContactFieldName, "privacy">, string> & { privacy: boolean };

export type ContactErrors = Partial<Record<ContactFieldName, string>>;

interface TextRule {
  readonly required: boolean;
  readonly minLength: number;
  readonly maxLength: number;
}

/** Lengths of the text fields (HTML maxlength/minlength use the same numbers). */
export const TEXT_RULES: Record<Exclude<ContactFieldName, "privacy" | "macchinario">, TextRule> = {
  nome: { required: true, minLength: 2, maxLength: 80 },
  centro: { required: false, minLength: 2, maxLength: 100 },
  email: { required: true, minLength: 6, maxLength: 254 },
  telefono: { required: true, minLength: 6, maxLength: 20 },
  citta: { required: false, minLength: 2, maxLength: 60 },
  messaggio: { required: true, minLength: 10, maxLength: 2000 },
};

export const EMPTY_VALUES: ContactValues = {
  nome: "",
  centro: "",
  email: "",
  telefono: "",
  citta: "",
  macchinario: "",
  messaggio: "",
  privacy: false,
};

/** Same rule as the content checks: something@domain.tld. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
/** Digits, spaces, dots, dashes, slashes and brackets, an optional leading +; 6 to 15 digits in all. */
export const PHONE_PATTERN = /^\+?[0-9 ./()-]+$/;
/** PHONE_PATTERN for the input's pattern attribute (checked by the browser without JavaScript; "v" mode escapes). */
export const PHONE_HTML_PATTERN = "\\+?[0-9 .\\/\\(\\)\\-]+";
/** Markup is refused in every field: the request is plain text. */
const MARKUP = /[<>]/;

const MESSAGES = {
  required: "Questo campo è obbligatorio.",
  tooShort: (min: number) => `Scrivete almeno ${min} caratteri.`,
  tooLong: (max: number, length: number) => `Al massimo ${max} caratteri (ora sono ${length}).`,
  email: "Controllate l'indirizzo e-mail: deve essere nella forma nome@dominio.it.",
  phone: "Controllate il numero: solo cifre, spazi e il prefisso +, da 6 a 15 cifre (es. 06 1234 5678).",
  markup: "Togliete i simboli < e > e il codice HTML: scrivete solo testo.",
  machine: "Scegliete un macchinario dall'elenco.",
  privacy: "Per inviare la richiesta dovete accettare l'informativa privacy.",
};

function textError(name: keyof typeof TEXT_RULES, raw: string): string | undefined {
  const value = raw.trim();
  const rule = TEXT_RULES[name];
  if (value === "") return rule.required ? MESSAGES.required : undefined;
  if (MARKUP.test(value)) return MESSAGES.markup;
  if (value.length > rule.maxLength) return MESSAGES.tooLong(rule.maxLength, value.length);
  // E-mail and phone: the message about their form says more than one about their length.
  if (name === "email") return EMAIL_PATTERN.test(value) ? undefined : MESSAGES.email;
  if (name === "telefono") {
    const digits = value.replace(/\D/g, "").length;
    return PHONE_PATTERN.test(value) && digits >= 6 && digits <= 15 ? undefined : MESSAGES.phone;
  }
  return value.length < rule.minLength ? MESSAGES.tooShort(rule.minLength) : undefined;
}

/** The problem of one field, or undefined. `machines` are the slugs the select offers. */
export function fieldError(
  name: ContactFieldName,
  values: ContactValues,
  machines: readonly string[],
): string | undefined {
  if (name === "privacy") return values.privacy ? undefined : MESSAGES.privacy;
  if (name === "macchinario")
    return values.macchinario === "" || machines.includes(values.macchinario) ? undefined : MESSAGES.machine;
  return textError(name, values[name]);
}

export const FIELD_ORDER: readonly ContactFieldName[] = [
  "nome",
  "centro",
  "email",
  "telefono",
  "citta",
  "macchinario",
  "messaggio",
  "privacy",
];

/** Every problem of the form, by field; empty when it can be sent. */
export function validateContact(values: ContactValues, machines: readonly string[]): ContactErrors {
  const errors: ContactErrors = {};
  for (const name of FIELD_ORDER) {
    const error = fieldError(name, values, machines);
    if (error) errors[name] = error;
  }
  return errors;
}

/** The body Netlify Forms expects: urlencoded, with form-name, the honeypot as found and trimmed values. */
export function encodeSubmission(values: ContactValues, honeypot = ""): string {
  const params = new URLSearchParams();
  params.set("form-name", FORM_NAME);
  params.set(HONEYPOT_FIELD, honeypot);
  for (const name of FIELD_ORDER) {
    const value = values[name];
    params.set(name, typeof value === "boolean" ? (value ? "si" : "") : value.trim());
  }
  return params.toString();
}

/** The machine to preselect from the query string (?macchinario=<slug>), when it is one of the machines. */
export function machineFromSearch(search: string, param: string, machines: readonly string[]): string {
  const slug = new URLSearchParams(search).get(param) ?? "";
  return machines.includes(slug) ? slug : "";
}
