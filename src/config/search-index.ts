/**
 * The site search's index, shared by the build step that writes it (src/gatsby/search-index.ts) and the results
 * page that reads it (src/components/search/SearchResults.tsx).
 */

/** Where the build writes Pagefind's index and script, under public/. */
export const SEARCH_INDEX_DIR = "/pagefind/";

/**
 * What the index carries besides each page's text, written by the build (src/gatsby/search-index.ts) and read by
 * the results page: the page's section («Macchinari», «Blog»...) as metadata and as a filter, and the short name of
 * a machine, formula, service or sanitising product as metadata.
 */
export const SEARCH_FIELDS = { section: "section", name: "name" } as const;

/**
 * Pagefind's boost for a query's words found in a page's `name` (added to its score, as its default 5 for the
 * title): the page about «Pressoterapia» comes before the posts and city pages that also have the word in their
 * title. Measured on this site's index: with 10 the machine's page leads by far for its own name (17.7 against
 * 9.4 for the first city page; 10.1 against 9.4 with the default weight), and a query that names no entry is
 * unaffected.
 */
export const NAME_WEIGHT = 10;
