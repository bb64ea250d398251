/**
 * The site search's rules, pure (unit tests in __tests__/unit/search-query.test.ts): what the visitor typed becomes
 * the query Pagefind is asked, and Pagefind's excerpt becomes text with highlights.
 *
 * - The query is trimmed, its spaces collapsed, and cut to MAX_QUERY_LENGTH characters (at a word's end when one is
 *   near): longer text is not a search, and every word costs Pagefind a fetch.
 * - Words the site writes in one way and visitors in another («presso terapia», «presso-terapia» for
 *   «pressoterapia») are rewritten into the site's spelling, from content/ricerca.json. Pagefind stems Italian
 *   (epilazioni → epilazione) and ignores accents (perche → perché) by itself, but it cannot know that two words
 *   are one: a short list, kept by the editors, is the simplest rule that is always right.
 * - Words of one or two letters («a», «di», «il», «la») are left out of a query that has longer ones: Pagefind
 *   matches each word as the start of longer ones too, so «a» would match, and highlight, most words of the site.
 * - When no word of the index starts with a word of the query, Pagefind falls back to the longest word of the
 *   index that begins it («lavatrice» finds «la», «xyzzy» finds «x»): such results are not shown (missingWords).
 * - Pagefind's excerpt is the page's text with `<` and `>` escaped and the matches in `<mark>`: it is split into
 *   pieces of text, never inserted as HTML.
 */

/**
 * The section of the city pages (src/gatsby/search-index.ts): each repeats a machine's page for one city, so the
 * results list them after every other page, where the machine's own page comes first.
 */
export const CITY_SECTION = "Città";

/** The longest query searched; the rest of a longer one is left out, and the page says so. */
export const MAX_QUERY_LENGTH = 100;

/** How far back from the limit a cut may move to end on a whole word. */
const WORD_END_WINDOW = 20;

export interface ReadQuery {
  /** The text to search, trimmed and cut ("" when there is nothing to search). */
  readonly query: string;
  /** The visitor's text was longer than MAX_QUERY_LENGTH and was cut. */
  readonly cut: boolean;
}

/** The query to search from what the visitor typed (or the address carried). */
export function readQuery(raw: string | null | undefined): ReadQuery {
  const text = (raw ?? "").replace(/\s+/g, " ").trim();
  if (text.length <= MAX_QUERY_LENGTH) return { query: text, cut: false };
  const head = text.slice(0, MAX_QUERY_LENGTH);
  const space = head.lastIndexOf(" ");
  const query = (
    text[MAX_QUERY_LENGTH] === " " || space < MAX_QUERY_LENGTH - WORD_END_WINDOW ? head : head.slice(0, space)
  ).trim();
  return { query, cut: true };
}

/** One word of the site written in more ways (content/ricerca.json). */
export interface SpellingVariant {
  /** How the site writes it: «pressoterapia». */
  readonly term: string;
  /** How a visitor may write it: «presso terapia», «presso-terapia». */
  readonly spellings: readonly string[];
}

/** The words of a text as they are compared: lower case, without accents, without punctuation. */
export function comparableWords(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

interface Token {
  readonly word: string;
  readonly start: number;
  readonly end: number;
}

function tokens(text: string): Token[] {
  return Array.from(text.matchAll(/[\p{L}\p{M}\p{N}]+/gu), (m) => ({
    word: comparableWords(m[0]).join(""),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/**
 * The query in the site's spelling: every run of words that is a listed spelling of a term (compared without case,
 * accents or punctuation, so «Presso-Terapia» is «presso terapia») becomes the term; the rest is left as it was.
 * Longer spellings are tried first.
 */
export function expandQuery(query: string, variants: readonly SpellingVariant[]): string {
  const rules = variants
    .flatMap((v) => v.spellings.map((s) => ({ words: comparableWords(s), term: v.term.trim() })))
    .filter((r) => r.words.length > 0 && r.term !== "")
    .sort((a, b) => b.words.length - a.words.length);
  const found = tokens(query);
  let out = "";
  let from = 0;
  for (let i = 0; i < found.length;) {
    const rule = rules.find(
      (r) => i + r.words.length <= found.length && r.words.every((w, k) => found[i + k].word === w),
    );
    if (!rule) {
      i += 1;
      continue;
    }
    const last = found[i + rule.words.length - 1];
    out += query.slice(from, found[i].start) + rule.term;
    from = last.end;
    i += rule.words.length;
  }
  return out + query.slice(from);
}

/** How many first letters of a query's word a page's word must share to count as found (stems, «epilazion-»). */
const SHARED_START = 4;

/**
 * The words of the query that the page's matched words do not really contain: a query's word is found when one
 * of the page's matched words (or a part of it, «l'epilazione») starts with its first four letters, or with the
 * whole word when it is shorter. Pagefind's own matches always do (the word, its stem, a longer word), except its
 * fallback to a short word that merely begins the query's («la» for «lavatrice»).
 */
export function missingWords(query: string, matched: readonly string[]): string[] {
  const parts = matched.flatMap((word) => comparableWords(word));
  return comparableWords(query).filter((word) => {
    const start = word.slice(0, SHARED_START);
    return !parts.some((part) => part.startsWith(start));
  });
}

/** The query without its words of one or two letters, unless it has no other (withoutShortWords("a") is "a"). */
export function withoutShortWords(query: string): string {
  const words = query.split(" ").filter((w) => w !== "");
  const long = words.filter((w) => comparableWords(w).join("").length > 2);
  return long.length > 0 ? long.join(" ") : query;
}

/** A piece of an excerpt: text, highlighted or not. */
export interface ExcerptPart {
  readonly text: string;
  readonly mark: boolean;
}

const decode = (text: string): string => text.replace(/&lt;/g, "<").replace(/&gt;/g, ">");

/**
 * Pagefind's excerpt as pieces of text. Only `<mark>` and `</mark>` mean something; Pagefind escapes every other
 * `<` and `>` of the page's text as `&lt;` and `&gt;`, which are turned back into the characters. Nothing of it is
 * ever parsed as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let mark = false;
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === "<mark>") mark = true;
    else if (piece === "</mark>") mark = false;
    else if (piece !== "") {
      const last = parts[parts.length - 1];
      if (last && last.mark === mark) parts[parts.length - 1] = { text: last.text + decode(piece), mark };
      else parts.push({ text: decode(piece), mark });
    }
  }
  return parts;
}

/** «1 risultato», «3 risultati». */
export const resultCount = (n: number): string => (n === 1 ? "1 risultato" : `${n} risultati`);
