/**
 * The few parts of Gatsby's browser runtime the client runtime builds on. They are not public API, so
 * __tests__/unit/runtime/gatsby-internals.test.ts reads Gatsby's own sources and fails if one of them
 * changes (gatsby 5.16: cache-dir/navigation.js, cache-dir/loader.js, gatsby-link).
 *
 * - window.___navigate(to, options): every navigate() call goes through it (gatsby-plugin-catch-links' routing of a
 *   click on one of the site's links, src/components/SmartLink.tsx, included);
 * - window.___loader.loadPage(path): loads a page's data and component chunk; resolves (never rejects
 *   for a failed request) with the resources or with { status: "error", error };
 * - window.___loader.enqueue(path) / hovering(path): what Gatsby's <Link> calls when it comes into view / is hovered
 *   (unused: the site's links are plain anchors, prefetched by src/runtime/link-prefetch.ts through its own queue).
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
