/**
 * The claims guard: phrases the company must never publish (absolute or medical promises, endorsements it
 * cannot prove), listed in content/claims.json so the company can extend the list without a developer.
 *
 * A phrase matches whole words, ignoring case, Markdown emphasis and line breaks; `*` at the end of a word
 * stands for any ending (garantit* = garantito, garantita, garantiti...). Text between the Italian quotation
 * marks « and » is a quotation, not a claim: it is how a page warns against a promise ("diffidate di chi vi
 * promette «risultati garantiti»"), and it is skipped.
 */
import type { ContentError } from "./validate";

export interface BannedClaim {
  readonly phrase: string;
  readonly reason: string;
}

const LETTER = "[\\p{L}\\p{N}]";

/** The regular expression of one phrase of the list. */
export function claimPattern(phrase: string): RegExp {
  const words = phrase.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const body = words
    .map((word) => word.replace(/'/g, "’").split("*").map(escapeRegExp).join(`${LETTER}*`))
    .join("[\\s]+");
  return new RegExp(`(?<!${LETTER})${body}(?!${LETTER})`, "iu");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The text a reader sees, with quotations «…» blanked out, emphasis markers removed and apostrophes unified. */
export function claimableText(text: string): string {
  return text
    .replace(/«[^»]*»/g, " ")
    .replace(/[*_`]/g, "")
    .replace(/['ʼ]/g, "’");
}

/** The phrases of `claims` found in `text`, in the order of the list. */
export function findClaims(text: string, claims: readonly BannedClaim[]): Array<{ claim: BannedClaim; found: string }> {
  const readable = claimableText(text);
  return claims.flatMap((claim) => {
    const match = claimPattern(claim.phrase).exec(readable);
    return match ? [{ claim, found: match[0] }] : [];
  });
}

/** Every string of a frontmatter or data value, with the dotted path of its field (faq[2].answer). */
export function textFields(value: unknown, prefix: string): Array<{ field: string; text: string }> {
  if (typeof value === "string") return [{ field: prefix, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => textFields(item, `${prefix}[${i}]`));
  if (typeof value === "object" && value !== null && !(value instanceof Date)) {
    return Object.entries(value).flatMap(([key, item]) => textFields(item, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}

/** One error per phrase of `list` per field, naming the file, the field and the phrase; `message` words it. */
function phraseErrors(
  file: string,
  texts: ReadonlyArray<{ field: string; text: string }>,
  list: readonly BannedClaim[],
  message: (found: string, entry: BannedClaim) => string,
): ContentError[] {
  return texts.flatMap(({ field, text }) =>
    findClaims(text, list).map(({ claim, found }) => ({ file, field, message: message(found, claim) })),
  );
}

/** One error per banned phrase per field, naming the file, the field and the phrase. */
export function checkClaims(
  file: string,
  texts: ReadonlyArray<{ field: string; text: string }>,
  claims: readonly BannedClaim[],
): ContentError[] {
  return phraseErrors(
    file,
    texts,
    claims,
    (found, claim) =>
      `contiene «${found}», un'affermazione che il sito non può fare («${claim.phrase}» in Affermazioni ` +
      `vietate: ${claim.reason}). Riscrivete la frase; per citarla come esempio di ciò a cui non credere, ` +
      "mettetela tra «…».",
  );
}

/**
 * The regulatory guard: treatments reserved to medical practice (content/trattamenti-riservati.json, same phrase
 * syntax as the banned claims). One error per phrase per field, naming the file, the field and the phrase.
 */
export function checkReservedTreatments(
  file: string,
  texts: ReadonlyArray<{ field: string; text: string }>,
  reserved: readonly BannedClaim[],
): ContentError[] {
  return phraseErrors(
    file,
    texts,
    reserved,
    (found, claim) =>
      `nomina «${found}», un trattamento riservato al medico («${claim.phrase}» in Trattamenti riservati al ` +
      `medico: ${claim.reason}). Solo la pagina di un macchinario per medici («Chi può usarlo»: medico) può ` +
      "proporlo; per nominarlo come qualcosa che un centro estetico non può fare, mettetelo tra «…».",
  );
}
