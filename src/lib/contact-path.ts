/**
 * The contact page's address with the context of the enquiry in its query string: the page the visitor came
 * from, that page's machine, formula or city, the request type, the calculator's figures. The links are written
 * into the prebuilt HTML, so the context travels without JavaScript too; the form reads the same names back
 * (src/lib/contact-form.ts). Kept small: the templates that link to the form load it.
 */
export const CONTACT_PATH = "/contatti";
export const MACHINE_PARAM = "macchinario";
/** The payback calculator's page (content/pages/calcolo-rientro.md gives its copy). */
export const CALCULATOR_PATH = "/calcolo-rientro";

export type RequestType = "informazioni" | "preventivo" | "dimostrazione";

/** The query-string names of the context (Italian, as the stored submission names its fields). */
export const CONTEXT_PARAMS = {
  origin: "origine",
  machine: MACHINE_PARAM,
  formula: "formula",
  city: "citta_pagina",
  request: "richiesta",
  figures: "calcolo",
} as const;

/** What a call to action knows about the enquiry it starts; empty parts are left out of the address. */
export type EnquiryContext = {
  /** origin: the page's canonical path; city: the city's name (city pages); figures: the calculator's, as text. */
  readonly [K in keyof typeof CONTEXT_PARAMS]?: K extends "request" ? RequestType : string | null;
};

/** The calculator's address, with a machine preselected. */
export const calculatorHref = (machine?: string | null): string =>
  machine ? `${CALCULATOR_PATH}?${MACHINE_PARAM}=${encodeURIComponent(machine)}` : CALCULATOR_PATH;

/** /contatti?origine=…&macchinario=…&richiesta=… */
export function contactHref(context: EnquiryContext): string {
  const params = new URLSearchParams();
  for (const [key, name] of Object.entries(CONTEXT_PARAMS)) {
    const value = context[key as keyof EnquiryContext];
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `${CONTACT_PATH}?${query}` : CONTACT_PATH;
}
