/**
 * Content Security Policy, pure: which inline scripts a page has, their sha256 sources, and the policies of
 * the site (public pages, the 404 fallback in a <meta>, the editors' CMS at /admin).
 *
 * Public pages allow no 'unsafe-inline' and no 'unsafe-eval' for scripts: every inline script Gatsby writes
 * (page path, chunk map, compilation hash, gatsby-plugin-image's loaders) is allowed by its hash, and each page
 * gets the hashes of its own scripts only. The site search's results page alone may also compile WebAssembly
 * (Pagefind's engine): 'wasm-unsafe-eval', which allows WebAssembly and nothing of JavaScript's eval. The only
 * third-party hosts are those of Google Tag Manager and Google Analytics 4, which the cookie-consent module loads
 * after the visitor consents.
 */
import { createHash } from "node:crypto";

/**
 * What the consent module may load analytics from, directive by directive, as Google lists it for Google Analytics 4
 * with Tag Manager ("Use Tag Manager with a Content Security Policy", developers.google.com/tag-platform/security/
 * guides/csp; docs/SECURITY-HEADERS.md): the tag's scripts, then its pixels, then its beacons. Nothing else
 * third-party. Each host is written once per directive it needs, no more: the policy travels in the header of every
 * page, whose first response must fit the first round trip (docs/PERFORMANCE.md).
 */
export const ANALYTICS_SOURCES = {
  "script-src": ["https://*.googletagmanager.com"],
  "img-src": ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  "connect-src": ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
} as const;

export type Directives = ReadonlyArray<readonly [string, readonly string[]]>;

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "text/ecmascript",
  "application/ecmascript",
  "text/jscript",
  "text/livescript",
]);

function attribute(attrs: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, "i").exec(attrs);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

/**
 * The text of every inline script the browser would execute, in document order. Data blocks
 * (`application/ld+json`, ...) are not executed, so CSP does not apply to them and they need no hash.
 */
export function executableInlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const match of html.matchAll(SCRIPT_TAG)) {
    const attrs = match[1] ?? "";
    if (attribute(attrs, "src") !== null) continue;
    const type = (attribute(attrs, "type") ?? "").trim().toLowerCase();
    if (!JS_TYPES.has(type)) continue;
    out.push(match[2] ?? "");
  }
  return out;
}

/** The CSP source that allows one inline script: 'sha256-<base64 of the UTF-8 text>'. */
export function sha256Source(scriptText: string): string {
  return `'sha256-${createHash("sha256").update(scriptText, "utf8").digest("base64")}'`;
}

/** The sorted, distinct hash sources of a page's inline scripts. */
export function scriptHashes(html: string): string[] {
  return [...new Set(executableInlineScripts(html).map(sha256Source))].sort();
}

export function serializePolicy(directives: Directives): string {
  return directives.map(([name, sources]) => (sources.length > 0 ? `${name} ${sources.join(" ")}` : name)).join("; ");
}

/**
 * "a b; c d" -> Map { a => [b], c => [d] } (names lower-cased; the first occurrence of a directive wins, as in
 * browsers).
 */
export function parsePolicy(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!out.has(key)) out.set(key, sources);
  }
  return out;
}

/** What a page needs beyond the common policy. */
export interface PageNeeds {
  /** It compiles WebAssembly (the site search's results page). */
  readonly wasm?: boolean;
}

/** Allows WebAssembly to compile; unlike 'unsafe-eval', it allows no eval() or new Function() of JavaScript. */
export const WASM_SOURCE = "'wasm-unsafe-eval'";

/**
 * The policy of a public page. `'unsafe-inline'` appears only in style-src: Gatsby inlines the global
 * stylesheet, gatsby-plugin-image and React write style attributes, and the consent banner sets inline styles.
 * Scripts: the site's own files plus the hashes of this page's inline scripts, and WebAssembly on the pages that
 * need it. What a page never loads is not named: `default-src 'none'` refuses it, plugins (`object-src`) and fonts
 * (the site has none, src/styles/global.css) included, in a header that travels with every page.
 */
export function publicPageDirectives(hashes: readonly string[], needs: PageNeeds = {}): Directives {
  return [
    ["default-src", ["'none'"]],
    ["script-src", ["'self'", ...hashes, ...(needs.wasm ? [WASM_SOURCE] : []), ...ANALYTICS_SOURCES["script-src"]]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", ...ANALYTICS_SOURCES["img-src"]]],
    ["connect-src", ["'self'", ...ANALYTICS_SOURCES["connect-src"]]],
    ["manifest-src", ["'self'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
}

/**
 * The policy of the site search's Web Worker script (public/pagefind/pagefind-worker.js), which browsers apply to
 * the worker: it compiles Pagefind's WebAssembly and fetches the index from the site, and nothing else.
 */
export function searchWorkerDirectives(): Directives {
  return [
    ["default-src", ["'none'"]],
    ["script-src", ["'self'", WASM_SOURCE]],
    ["connect-src", ["'self'"]],
  ];
}

/** Directives a <meta http-equiv> policy may not carry (browsers ignore them there, with a console warning). */
const HEADER_ONLY_DIRECTIVES = new Set(["frame-ancestors", "report-uri", "sandbox"]);

export function metaDirectives(directives: Directives): Directives {
  return directives.filter(([name]) => !HEADER_ONLY_DIRECTIVES.has(name));
}

/**
 * The editors' CMS at /admin (Decap CMS, a prebuilt bundle): it evaluates code and injects styles at run time,
 * talks to GitHub's API and opens Netlify's login popup. This looser policy is scoped to /admin only; no public
 * page shares it. Inline scripts of the admin pages are allowed by hash, like everywhere else.
 */
export function adminDirectives(hashes: readonly string[] = []): Directives {
  return [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-eval'", ...hashes]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    [
      "img-src",
      ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"],
    ],
    ["font-src", ["'self'", "data:"]],
    // decap-server on the editor's own machine (`local_backend`): Decap only uses it when /admin itself is
    // served from localhost, so on the public site this never connects anywhere.
    // blob: the editor reads the images it has just been given through object URLs.
    ["connect-src", ["'self'", "blob:", "https://api.github.com", "http://localhost:8081"]],
    ["frame-src", ["'self'", "blob:"]],
    ["worker-src", ["'self'", "blob:"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
}

/**
 * Adds `<meta http-equiv="Content-Security-Policy">` at the top of <head>, after the charset declaration (a meta
 * policy governs only what follows it; the charset must stay within the first bytes). Replaces an earlier one.
 */
export function injectMetaPolicy(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"/>`;
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/gi, "");
  const anchor = /<meta charset="?[^">]*"?\s*\/?>/i.exec(withoutOld) ?? /<head\b[^>]*>/i.exec(withoutOld);
  if (!anchor) throw new Error("injectMetaPolicy: the page has no <head>");
  const at = anchor.index + anchor[0].length;
  return `${withoutOld.slice(0, at)}${tag}${withoutOld.slice(at)}`;
}
