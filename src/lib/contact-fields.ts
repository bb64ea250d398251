/**
 * What the contact form renders, for the page's first load: names, lengths, order and the hidden context fields.
 * The checks of the values and the encoding of a submission are in contact-checks.ts, which the form loads when the
 * visitor starts on it; reading the enquiry's context from the address is in contact-form.ts.
 */
import { CONTEXT_PARAMS, type RequestType } from "./contact-path";

export const REQUEST_TYPES: readonly RequestType[] = ["informazioni", "preventivo", "dimostrazione"];
/** The campaign parameters an enquiry carries, from the visit's landing address (src/lib/campaign.ts). */
export const CAMPAIGN_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
] as const;

/** The Netlify form's name (the hidden form-name field) and its honeypot field. */
export const FORM_NAME = "contatti";
export const HONEYPOT_FIELD = "bot-field";
/** Where a sent request lands (also the form's action, for visitors without JavaScript). */
export const THANK_YOU_PATH = "/thankyou";
export const PRIVACY_PATH = "/informativa-privacy";

export type ContactFieldName =
  | "richiesta"
  | "luogo"
  | "giorni"
  | "nome"
  | "centro"
  | "email"
  | "telefono"
  | "citta"
  | "macchinario"
  | "messaggio"
  | "privacy";

/** Where a demonstration is given: in the showroom in Rome or at the visitor's centre. */
export const DEMO_PLACES = ["showroom", "centro"] as const;

export type ContactValues = Record<Exclude<ContactFieldName, "privacy">, string> & { privacy: boolean };

export type ContactErrors = Partial<Record<ContactFieldName, string>>;

interface TextRule {
  readonly required: boolean;
  readonly minLength: number;
  readonly maxLength: number;
}

export type TextFieldName = Exclude<ContactFieldName, "privacy" | "macchinario" | "richiesta" | "luogo">;

/** Lengths of the text fields (HTML maxlength/minlength use the same numbers). */
export const TEXT_RULES: Record<TextFieldName, TextRule> = {
  giorni: { required: false, minLength: 2, maxLength: 200 },
  nome: { required: true, minLength: 2, maxLength: 80 },
  centro: { required: false, minLength: 2, maxLength: 100 },
  email: { required: true, minLength: 6, maxLength: 254 },
  telefono: { required: true, minLength: 6, maxLength: 20 },
  citta: { required: false, minLength: 2, maxLength: 60 },
  // Required for a request for information only (messageRequired): the other requests say what they want.
  messaggio: { required: false, minLength: 10, maxLength: 2000 },
};

/**
 * Whether the message is required: for a request for information, whose question is the message. A quote or a
 * demonstration says what is wanted by its type and machine, so its message is welcome but optional.
 */
export const messageRequired = (request: string): boolean => request === "informazioni";

export const EMPTY_VALUES: ContactValues = {
  richiesta: "informazioni",
  luogo: "",
  giorni: "",
  nome: "",
  centro: "",
  email: "",
  telefono: "",
  citta: "",
  macchinario: "",
  messaggio: "",
  privacy: false,
};

/** PHONE_PATTERN for the input's pattern attribute (checked by the browser without JavaScript; "v" mode escapes). */
export const PHONE_HTML_PATTERN = "\\+?[0-9 .\\/\\(\\)\\-]+";
export const FIELD_ORDER: readonly ContactFieldName[] = [
  "richiesta",
  "luogo",
  "giorni",
  "nome",
  "centro",
  "email",
  "telefono",
  "citta",
  "macchinario",
  "messaggio",
  "privacy",
];

/**
 * The context of the enquiry, sent in hidden fields (every name is in the prebuilt form, so Netlify knows
 * them): the page it started from, that page's formula and city, the calculator's figures and the visit's
 * campaign parameters. The machine has its own visible field.
 */
export const CONTEXT_FIELDS = [
  CONTEXT_PARAMS.origin,
  CONTEXT_PARAMS.formula,
  CONTEXT_PARAMS.city,
  CONTEXT_PARAMS.figures,
  ...CAMPAIGN_PARAMS,
] as const;
export type ContextFieldName = (typeof CONTEXT_FIELDS)[number];
export type ContextValues = Partial<Record<ContextFieldName, string>>;
