/**
 * Every part of Gatsby that the site uses and that is not public API, in one list. Each has a test that reads
 * Gatsby's installed source (__tests__/unit/runtime/gatsby-internals.test.ts), so an upgrade that changes one fails
 * there, not in production. Gatsby 5.16.
 *
 * In the browser:
 * 1. window.___navigate(to, options) is wrapped (src/runtime/navigation.ts): every navigate() call and
 *    gatsby-plugin-catch-links' routing of a click on one of the site's links go through it. Why: the seed's loading
 *    overlay can be cancelled with Escape, the old page fades out while the new one loads, and after a new deploy a
 *    link is a full page load. Gatsby's public hooks (onPreRouteUpdate, onRouteUpdateDelayed) cannot hold or cancel a
 *    navigation.
 * 2. window.___loader.loadPage(path) loads a page's data and template before the wrapped navigate hands it to Gatsby
 *    (resolves, never rejects, with { status: "error" } on failure). Why: the same; it is also how a failed chunk
 *    reaches the seed's reload guard (src/runtime/chunk-reload.ts) instead of Gatsby's unguarded reload.
 * 3. Gatsby's own `unhandledrejection` listener (cache-dir/navigation.js) reloads on a chunk error without a guard:
 *    src/runtime/error-handling.tsx listens first (capture) and stops it. Why: the seed's "at most once per 10 s".
 * 4. gatsby-plugin-catch-links/catch-links.js, the plugin's routing function (routeThroughBrowserOrApp), is imported by
 *    src/runtime/waiting-links.ts for links in a part still waiting to hydrate (React stops their clicks before the
 *    plugin's listener on the window sees them). Why: the same rules as the plugin, not a copy of them.
 *
 * In the build:
 * 5. Four of Gatsby's browser modules are replaced by empty ones (BROWSER_REPLACEMENTS in src/gatsby/webpack.ts, by
 *    their paths: register-service-worker, head/head-export-handler-for-browser, the internal Partytown plugin's and
 *    gatsby-plugin-manifest's gatsby-browser.js). Why: code every page would load for nothing (no service worker, no
 *    Head export, no Partytown, one manifest).
 * 6. Gatsby's webpack configuration, read with getConfig() (public) but shaped by Gatsby: its "styles" cache group
 *    (page-only stylesheets kept out of the shared CSS) and the HTML stages' ProvidePlugin of node-fetch (Node's own
 *    fetch instead). Why: no option for either.
 * 7. The HTML Gatsby writes (src/gatsby/scripts-after-paint.ts): its script tags, the chunk mapping it writes as a
 *    JSON string nothing reads, its compilation hash, its slice markers. Why: the first response must fit 14.6 KB.
 * 8. cache-dir/static-entry.js awaits replaceRenderer before each page's render and renders the page itself when the
 *    hook writes no HTML (src/gatsby/parts-ready.ts waits there for the parts' code). Why: the render must not
 *    suspend (react-helmet's global state), and no public hook before the render may be async.
 */
export type NavigateFn = (to: string | number, options?: { replace?: boolean; state?: unknown }) => void;

export interface LoadPageResult {
  readonly status?: string;
  readonly error?: unknown;
}

export interface GatsbyLoader {
  loadPage(path: string): Promise<LoadPageResult | undefined>;
  enqueue(path: string): { abort(): void } | undefined;
  hovering(path: string): void;
}

/** Gatsby's PageResourceStatus.Error. */
export const LOAD_ERROR = "error";

declare global {
  interface Window {
    ___navigate?: NavigateFn;
    ___loader?: GatsbyLoader;
  }
}

/** "/a/b?x=1#y" -> { pathname: "/a/b", search: "?x=1", hash: "#y" } (same split as gatsby-link's parsePath). */
export function splitPath(to: string): { pathname: string; search: string; hash: string } {
  const hashAt = to.indexOf("#");
  const hash = hashAt >= 0 ? to.slice(hashAt) : "";
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const searchAt = rest.indexOf("?");
  return {
    pathname: searchAt >= 0 ? rest.slice(0, searchAt) : rest,
    search: searchAt >= 0 ? rest.slice(searchAt) : "",
    hash,
  };
}
