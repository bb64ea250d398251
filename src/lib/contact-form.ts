/**
 * The contact form's context rules: what the enquiry carries besides the visitor's words, read from the address (the
 * calls to action's query string) and from the visit. Loaded with the form, since the form preselects the machine
 * and the request type at once. The checks and the encoding of a submission are in contact-checks.ts, loaded when
 * the visitor starts on the form.
 */
import { SECTION_PATHS } from "../config/site-structure";
import { campaignFromSearch, cleanText } from "./campaign";
import { CONTEXT_FIELDS, REQUEST_TYPES, type ContactValues, type ContextValues } from "./contact-fields";
import { CONTEXT_PARAMS } from "./contact-path";

/** The longest calculator summary kept. */
export const FIGURES_MAX_LENGTH = 600;

/**
 * The context of the enquiry, from the contact page's query string (as the calls to action write it,
 * src/lib/contact-path.ts) and, for what it lacks, from the visit (src/lib/visit.ts): the campaign parameters of
 * the landing address (`landing`, a query string) and the page shown before the form (`previous`). A formula
 * page as origin names its formula. Every value is plain text, cut to its length (markup stays text); an origin
 * that is not a path of this site is dropped.
 */
export function contextFromSearch(search: string, landing = "", previous = ""): ContextValues {
  const params = new URLSearchParams(search);
  const fallback: Record<string, string | undefined> = { ...campaignFromSearch(landing), origine: previous };
  const context: ContextValues = {};
  for (const name of CONTEXT_FIELDS) {
    const max = name === CONTEXT_PARAMS.figures ? FIGURES_MAX_LENGTH : undefined;
    const value = cleanText(params.get(name) || fallback[name] || "", max);
    if (value) context[name] = value;
  }
  const origin = context.origine;
  if (origin !== undefined && !/^\/(?!\/)/.test(origin)) delete context.origine;
  const formula = context.origine?.startsWith(`${SECTION_PATHS.formulas}/`) && context.origine.split("/")[2];
  if (!context.formula && formula) context.formula = formula;
  return context;
}

/** The request type asked for in the query string (?richiesta=preventivo), or undefined. */
export function requestFromSearch(search: string): ContactValues["richiesta"] | undefined {
  const value = new URLSearchParams(search).get(CONTEXT_PARAMS.request) ?? "";
  return (REQUEST_TYPES as readonly string[]).includes(value) ? value : undefined;
}

/**
 * The machine to preselect from the query string (?macchinario=<slug>), else from the page the visitor came from
 * when it is a machine's page, when it is one of the machines.
 */
export function machineFromSearch(search: string, param: string, machines: readonly string[], previous = ""): string {
  const fromPage = previous.startsWith(`${SECTION_PATHS.machines}/`) ? previous.split("/")[2] : "";
  const slug = new URLSearchParams(search).get(param) || fromPage;
  return machines.includes(slug) ? slug : "";
}
