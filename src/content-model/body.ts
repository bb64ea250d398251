/**
 * The Markdown body of an entry: which collections need one, and the least a city text must say.
 * One rule, read by the build's checks (entry-checks.ts), the CMS's checks (the same function) and the CMS's
 * configuration (src/gatsby/decap-config.ts: which bodies are required, and the hint).
 */
import type { CollectionName } from "./model";
import type { ContentError } from "./validate";

/** Collections whose page shows the body: an empty one is a page with nothing to read. City templates have none. */
export const BODY_REQUIRED: ReadonlySet<CollectionName> = new Set<CollectionName>([
  "pages",
  "machines",
  "formulas",
  "services",
  "sanitising",
  "posts",
  "cityTexts",
]);

/**
 * Words a city text's body must have at least: a page for one machine in one city must say something of its own
 * (rules of the region, the trip from Rome, training) and not be a doorway page. The texts written so far have
 * 477-588 words; 400 leaves room without letting a half-written text through.
 */
export const MIN_CITY_TEXT_WORDS = 400;

/** Words of a Markdown text: runs of letters or digits (Markdown marks and link addresses' punctuation aside). */
export function countWords(markdown: string): number {
  const text = markdown.replace(/\]\([^)]*\)/g, "]").replace(/<[^>]*>/g, " ");
  return text.match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

export function checkBody(collection: CollectionName, file: string, body: string): ContentError[] {
  if (!BODY_REQUIRED.has(collection)) return [];
  const words = countWords(body);
  if (words === 0) return [{ file, field: "body", message: "è obbligatorio ma è vuoto" }];
  if (collection === "cityTexts" && words < MIN_CITY_TEXT_WORDS) {
    return [
      {
        file,
        field: "body",
        message:
          `ha ${words} parole, ne servono almeno ${MIN_CITY_TEXT_WORDS}: una pagina per città deve dire cose ` +
          "proprie di questa città (regole della regione, trasferta, formazione), non solo il nome cambiato",
      },
    ];
  }
  return [];
}
