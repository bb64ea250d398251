/**
 * content/ricerca.json, beyond its fields' types: each spelling must differ from its term and belong to one term
 * only, or the search would rewrite a query into a word that is not the site's (src/lib/search-query.ts).
 */
import { comparableWords } from "../lib/search-query";
import { isPlainObject, type ContentError } from "./validate";

export function checkSearchVariants(file: string, data: unknown): ContentError[] {
  const items = isPlainObject(data) && Array.isArray(data.variants) ? data.variants : [];
  const errors: ContentError[] = [];
  const owner = new Map<string, string>();
  items.forEach((item: unknown, i) => {
    if (!isPlainObject(item) || typeof item.term !== "string" || !Array.isArray(item.spellings)) return;
    const termText = item.term;
    const term = comparableWords(termText).join(" ");
    item.spellings.forEach((spelling: unknown, k) => {
      if (typeof spelling !== "string") return;
      const field = `variants[${i}].spellings[${k}]`;
      const words = comparableWords(spelling).join(" ");
      if (words === "") return;
      if (words === term) {
        errors.push({ file, field, message: `«${spelling}» è già la parola del sito: toglietela dalle varianti` });
      } else if (owner.has(words) && owner.get(words) !== termText) {
        errors.push({
          file,
          field,
          message: `«${spelling}» è già una variante di «${owner.get(words)}»: una variante vale per una parola sola`,
        });
      } else owner.set(words, termText);
    });
  });
  return errors;
}
