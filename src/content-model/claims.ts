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

/** One error per banned phrase per field, naming the file, the field and the phrase. */
export function checkClaims(
  file: string,
  texts: ReadonlyArray<{ field: string; text: string }>,
  claims: readonly BannedClaim[],
): ContentError[] {
  return texts.flatMap(({ field, text }) =>
    findClaims(text, claims).map(({ claim, found }) => ({
      file,
      field,
      message:
        `contains "${found}", a claim the site must not make (content/claims.json: "${claim.phrase}": ` +
        `${claim.reason}). ` +
        "Rewrite it; to quote it as an example of what not to believe, put it inside «…».",
    })),
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
  return texts.flatMap(({ field, text }) =>
    findClaims(text, reserved).map(({ claim, found }) => ({
      file,
      field,
      message:
        `names "${found}", a treatment reserved to medical practice (content/trattamenti-riservati.json: ` +
        `"${claim.phrase}": ${claim.reason}). Only the page of a machine for doctors (whoMayUse: medico) may ` +
        "offer it; to name it as something a beauty centre must not do, put it inside «…».",
    })),
  );
}
