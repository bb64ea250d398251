/**
 * The contact form's checks: the browser checks the values before sending (the same limits are in the HTML
 * attributes, from contact-fields.ts, so the form still checks itself without JavaScript) and encodes the
 * submission. Messages are Italian and say how to fix the value. Loaded when the visitor starts on the form (a
 * focus or an input in it) or sends it: a page left untouched never loads them.
 */
import {
  CONTEXT_FIELDS,
  DEMO_PLACES,
  FIELD_ORDER,
  FORM_NAME,
  HONEYPOT_FIELD,
  REQUEST_TYPES,
  TEXT_RULES,
  messageRequired,
  type ContactErrors,
  type ContactFieldName,
  type ContactValues,
  type ContextValues,
} from "./contact-fields";

/** Same rule as the content checks: something@domain.tld. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
/** Digits, spaces, dots, dashes, slashes and brackets, an optional leading +; 6 to 15 digits in all. */
export const PHONE_PATTERN = /^\+?[0-9 ./()-]+$/;
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
  privacy: "Per inviare la richiesta confermate di aver letto l'informativa privacy.",
  request: "Scegliete che cosa vi serve: informazioni, un preventivo o una dimostrazione.",
  place: "Scegliete dove volete la dimostrazione: nel nostro showroom di Roma o nel vostro centro.",
};

const isDemo = (values: ContactValues): boolean => values.richiesta === "dimostrazione";

function textError(name: keyof typeof TEXT_RULES, raw: string, required: boolean): string | undefined {
  const value = raw.trim();
  const rule = TEXT_RULES[name];
  if (value === "") return required ? MESSAGES.required : undefined;
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
  if (name === "richiesta")
    return (REQUEST_TYPES as readonly string[]).includes(values.richiesta) ? undefined : MESSAGES.request;
  // Place and days belong to a demonstration only.
  if (name === "luogo")
    return !isDemo(values) || (DEMO_PLACES as readonly string[]).includes(values.luogo) ? undefined : MESSAGES.place;
  if (name === "giorni" && !isDemo(values)) return undefined;
  if (name === "macchinario")
    return values.macchinario === "" || machines.includes(values.macchinario) ? undefined : MESSAGES.machine;
  return textError(
    name,
    values[name],
    name === "messaggio" ? messageRequired(values.richiesta) : TEXT_RULES[name].required,
  );
}

/** Every problem of the form, by field; empty when it can be sent. */
export function validateContact(values: ContactValues, machines: readonly string[]): ContactErrors {
  const errors: ContactErrors = {};
  for (const name of FIELD_ORDER) {
    const error = fieldError(name, values, machines);
    if (error) errors[name] = error;
  }
  return errors;
}

/**
 * The draft of the form, kept for the visit in sessionStorage (this tab only, never sent anywhere, cleared once the
 * request is sent): what was typed comes back after Back, a reload or a link followed from the form. The request
 * type and the machine are not kept: the address says them again.
 */
export const DRAFT_KEY = "venere-contatto-bozza";
const DRAFTED = ["luogo", "giorni", "nome", "centro", "email", "telefono", "citta", "messaggio", "privacy"] as const;

export function saveDraft(values: ContactValues): void {
  try {
    const kept = Object.fromEntries(DRAFTED.map((name) => [name, values[name]]));
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(kept));
  } catch {
    // Storage refused (a private window's quota): the form works without a draft.
  }
}

/** The draft's values that are of the right kind, or an empty object. */
export function readDraft(): Partial<ContactValues> {
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? "{}") as Record<string, unknown>;
    return Object.fromEntries(
      DRAFTED.filter((name) => typeof raw[name] === (name === "privacy" ? "boolean" : "string")).map((name) => [
        name,
        raw[name],
      ]),
    ) as Partial<ContactValues>;
  } catch {
    return {};
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was stored.
  }
}

/** The body Netlify Forms expects: urlencoded, with form-name, the honeypot as found and trimmed values. */
export function encodeSubmission(values: ContactValues, honeypot = "", context: ContextValues = {}): string {
  const params = new URLSearchParams();
  params.set("form-name", FORM_NAME);
  params.set(HONEYPOT_FIELD, honeypot);
  for (const name of FIELD_ORDER) {
    const value = values[name];
    const kept = (name === "luogo" || name === "giorni") && !isDemo(values) ? "" : value;
    params.set(name, typeof kept === "boolean" ? (kept ? "si" : "") : kept.trim());
  }
  for (const name of CONTEXT_FIELDS) params.set(name, context[name] ?? "");
  return params.toString();
}
