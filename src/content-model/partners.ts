/**
 * The lender (issue 29, DECISIONS-29 §6): a formula's `partner` (the bank, the rental company) is named nowhere in
 * content until the company has confirmed the agreement in writing (`partnerConfirmed`). While unconfirmed, the
 * partner's name in any text, address (slug), image name or file name fails the build, naming the file and the
 * field. Confirmed, the site may name it. Quotations «…» are checked too: a name is a name.
 */
import type { ContentError } from "./validate";

export interface UnconfirmedPartner {
  /** The partner's name as the formula writes it. */
  readonly name: string;
  /** The formula that names it. */
  readonly file: string;
}

/** Legal forms left out of the match: "Banca Esempio S.p.A." is named as soon as a text says "Banca Esempio". */
const LEGAL_FORM =
  /(?:\s+(?:s\s?p\s?a|s\s?r\s?l|s\s?r\s?l\s?s|s\s?c\s?p\s?a|s\s?a\s?p\s?a|s\s?a\s?s|s\s?n\s?c|soc\s?coop|societa per azioni|società per azioni|societa a responsabilita limitata|società a responsabilità limitata))+$/;

/** Lower case, each run of other characters than letters and digits one space: "banca-x.jpg" → "banca x jpg". */
export function nameWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The words that name a partner, without its legal form; empty when too short to be a name. */
export function partnerKey(name: string): string {
  const words = nameWords(name).replace(LEGAL_FORM, "").trim();
  return words.length >= 3 ? words : "";
}

/** The formulas' partners not yet confirmed (formulas' front matter, by file). */
export function unconfirmedPartners(
  formulas: ReadonlyArray<{ readonly file: string; readonly data: Readonly<Record<string, unknown>> }>,
): UnconfirmedPartner[] {
  return formulas.flatMap(({ file, data }) => {
    const name = typeof data.partner === "string" ? data.partner.trim() : "";
    const confirmed =
      data.partnerConfirmed !== undefined && data.partnerConfirmed !== null && data.partnerConfirmed !== "";
    return name && !confirmed && partnerKey(name) ? [{ name, file }] : [];
  });
}

/**
 * One error per unconfirmed partner per field that names it; `texts` includes the file's own path as the field
 * "(file)". The `partner` field of the formula that holds it is where the name belongs, and is not checked.
 */
export function checkPartnerNames(
  file: string,
  texts: ReadonlyArray<{ field: string; text: string }>,
  partners: readonly UnconfirmedPartner[],
): ContentError[] {
  return partners.flatMap((partner) => {
    const key = ` ${partnerKey(partner.name)} `;
    return texts
      .filter(({ field }) => field !== "partner")
      .filter(({ text }) => ` ${nameWords(text)} `.includes(key))
      .map(({ field }) => ({
        file,
        field,
        message:
          `nomina «${partner.name}», il partner di ${partner.file}, ma l'accordo non è confermato per iscritto ` +
          "(«Accordo con il partner confermato il» è vuoto): togliete il nome, anche dagli indirizzi e dai nomi dei " +
          "file, finché l'azienda non lo conferma",
      }));
  });
}
