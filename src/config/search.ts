/**
 * The site search: the results page's address and query parameter, shared by the header's form, the results page
 * and the build. Only these two: the header imports this module, so whatever is here weighs on every page's
 * JavaScript (the index's own settings are in src/config/search-index.ts).
 */

/** The results page (content/pages/cerca.md gives its copy); like every page it also exists under /it. */
export const SEARCH_PATH = "/cerca";
/** The query in the results page's address: /cerca?q=laser. */
export const SEARCH_PARAM = "q";
