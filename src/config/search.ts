/**
 * The site search (README, "Search"): the results page's address and query parameter, shared by the header's
 * form, the results page and the build step that writes the index (src/gatsby/search-index.ts). Constants only:
 * the header imports this module, so nothing here may weigh on every page's JavaScript.
 */

/** The results page (content/pages/cerca.md gives its copy); like every page it also exists under /it. */
export const SEARCH_PATH = "/cerca";
/** The query in the results page's address: /cerca?q=laser. */
export const SEARCH_PARAM = "q";
/** Where the build writes Pagefind's index and script, under public/. */
export const SEARCH_INDEX_DIR = "/pagefind/";
