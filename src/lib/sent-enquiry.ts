/**
 * What the owner asked for, carried from the contact form to the thank-you page in the history entry's state
 * (Gatsby's navigate(…, { state })): never stored (no cookie, no storage), not in the address (a link cannot make the
 * page say what was not asked), kept by the browser across a reload of that page. The thank-you page says it back in
 * Italian; without JavaScript it has no state and its prebuilt text says nothing that could contradict a choice.
 */
import { DEMO_PLACES, REQUEST_TYPES } from "./contact-fields";
import type { RequestType } from "./contact-path";

import { SENT_ENQUIRY_KEY } from "./sent-enquiry-key";

export { SENT_ENQUIRY_KEY };

export interface SentEnquiry {
  readonly richiesta: RequestType;
  /** The machine's name with its article, «il laser a diodo» ("" for none in particular). */
  readonly macchinario: string;
  /** For a demonstration: showroom or centro ("" otherwise). */
  readonly luogo: (typeof DEMO_PLACES)[number] | "";
  /** For a demonstration: the days and times the owner wrote ("" otherwise). */
  readonly giorni: string;
}

const text = (value: unknown): string => (typeof value === "string" ? value.trim().slice(0, 100) : "");

/** The enquiry in a history state, or null when there is none or it is not one the form writes. */
export function sentEnquiryOf(state: unknown): SentEnquiry | null {
  const raw = (state as Record<string, unknown> | null | undefined)?.[SENT_ENQUIRY_KEY] as
    Record<string, unknown> | undefined;
  if (!raw || typeof raw !== "object") return null;
  const richiesta = REQUEST_TYPES.find((r) => r === raw.richiesta);
  if (!richiesta) return null;
  const luogo = richiesta === "dimostrazione" ? (DEMO_PLACES.find((p) => p === raw.luogo) ?? "") : "";
  const giorni = richiesta === "dimostrazione" ? text(raw.giorni) : "";
  return { richiesta, macchinario: text(raw.macchinario), luogo, giorni };
}

const PLACES: Record<SentEnquiry["luogo"], string> = {
  showroom: " nel nostro showroom di Roma",
  centro: " nel vostro centro",
  "": "",
};

/** «di» or «su» joined to the article that starts a name: «il laser» → «del laser», «l'eShape» → «sull'eShape». */
export function withPreposition(preposition: "di" | "su", named: string): string {
  const stem = preposition === "di" ? "de" : "su";
  const match = /^(il|lo|la|l'|i|gli|le) (.*)$/i.exec(named.replace(/^l['’]\s*/i, "l' "));
  if (!match) return `${preposition} ${named}`;
  const [, article, rest] = match;
  const joined: Record<string, string> = {
    il: `${stem === "de" ? "del" : "sul"} `,
    lo: `${stem}llo `,
    la: `${stem}lla `,
    "l'": `${stem}ll'`,
    i: `${stem === "de" ? "dei" : "sui"} `,
    gli: `${stem}gli `,
    le: `${stem}lle `,
  };
  return `${joined[article.toLowerCase()]}${rest}`;
}

/**
 * The thank-you page's sentence: what was asked, for which machine («del laser a diodo») and, for a demonstration,
 * where and on which days the owner would like it.
 */
export function sentEnquiryText({ richiesta, macchinario, luogo, giorni }: SentEnquiry): string {
  if (richiesta === "dimostrazione") {
    const machine = macchinario ? ` ${withPreposition("di", macchinario)}` : "";
    const days = giorni
      ? `, nei giorni che preferite («${giorni}»): ve li confermiamo quando vi richiamiamo.`
      : ": giorno e ora li fisseremo insieme.";
    return `Avete chiesto una dimostrazione${machine}${PLACES[luogo]}${days}`;
  }
  if (richiesta === "preventivo") return `Avete chiesto un preventivo${macchinario ? ` per ${macchinario}` : ""}.`;
  return `Avete chiesto informazioni${macchinario ? ` ${withPreposition("su", macchinario)}` : ""}.`;
}
