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
  /** The machine's name as the form's list shows it ("" for none in particular). */
  readonly macchinario: string;
  /** For a demonstration: showroom or centro ("" otherwise). */
  readonly luogo: (typeof DEMO_PLACES)[number] | "";
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
  return { richiesta, macchinario: text(raw.macchinario), luogo };
}

const PLACES: Record<SentEnquiry["luogo"], string> = {
  showroom: " nel nostro showroom di Roma",
  centro: " nel vostro centro",
  "": "",
};

/** The thank-you page's sentence: what was asked, for which machine and, for a demonstration, where. */
export function sentEnquiryText({ richiesta, macchinario, luogo }: SentEnquiry): string {
  if (richiesta === "dimostrazione") {
    const machine = macchinario ? ` di ${macchinario}` : "";
    return `Avete chiesto una dimostrazione${machine}${PLACES[luogo]}: giorno e ora li fisseremo insieme.`;
  }
  if (richiesta === "preventivo") return `Avete chiesto un preventivo${macchinario ? ` per ${macchinario}` : ""}.`;
  return `Avete chiesto informazioni${macchinario ? ` su ${macchinario}` : ""}.`;
}
