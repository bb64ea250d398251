/**
 * One fact, written once (issue 29, "A guard for contradictions that recur"): the facts the site states on many
 * pages (the operator's presence during pressotherapy, the travel costs, where a demonstration happens, what a
 * rental costs up front) are written in content/fatti.json and shown with the placeholder {{fatto:<key>}}. Each
 * fact lists the phrases that would restate it differently; one of them anywhere else fails the build, naming
 * the file, the field and the phrase. The phrase syntax is the claims guard's (claims.ts): whole words, `*` for
 * any ending, text between «…» is a quotation and is not checked.
 */
import { findClaims, type BannedClaim } from "./claims";
import { FACT_PREFIX } from "./placeholders";
import type { ContentError } from "./validate";

export interface SiteFact {
  readonly key: string;
  readonly text: string;
  readonly phrases: readonly string[];
}

/** The facts of content/fatti.json with a key and a text (malformed items are reported by the file's own check). */
export function readFacts(items: ReadonlyArray<Record<string, unknown>>): SiteFact[] {
  return items.flatMap((item) =>
    typeof item.key === "string" && typeof item.text === "string"
      ? [
          {
            key: item.key,
            text: item.text,
            phrases: Array.isArray(item.phrases)
              ? item.phrases.filter((p): p is string => typeof p === "string" && p.trim() !== "")
              : [],
          },
        ]
      : [],
  );
}

/** One error per restating phrase per field, naming the file, the field, the phrase and the placeholder to use. */
export function checkFacts(
  file: string,
  texts: ReadonlyArray<{ field: string; text: string }>,
  facts: readonly SiteFact[],
): ContentError[] {
  return facts.flatMap((fact) => {
    const list: BannedClaim[] = fact.phrases.map((phrase) => ({ phrase, reason: fact.key }));
    return texts.flatMap(({ field, text }) => {
      // One error per fact and field: overlapping phrases («o subito accanto», «subito accanto a lei») say one thing.
      const found = findClaims(text, list)[0];
      if (!found) return [];
      return [
        {
          file,
          field,
          message:
            `contiene «${found.found}», che dice in modo diverso un fatto scritto una volta sola ` +
            `(«${fact.key}» in content/fatti.json: «${fact.text}»). Usate il segnaposto ` +
            `{{${FACT_PREFIX}${fact.key}}} al posto della frase, o riscrivetela senza contraddirlo`,
        },
      ];
    });
  });
}
