/**
 * The last post-build step: the security and caching headers of every response, written to public/_headers,
 * which Netlify and the local server (`npm start`, the browser tests) both apply.
 *
 * - Every response (`/*`): HSTS, nosniff, Referrer-Policy, Permissions-Policy, X-Frame-Options.
 * - Every page, at its own path: its Content-Security-Policy, whose script-src lists the sha256 of each inline
 *   script of that page (no 'unsafe-inline', no 'unsafe-eval'), Cross-Origin-Opener-Policy and
 *   `max-age=0, must-revalidate`.
 * - The 404 page also carries its policy in a <meta> tag, because Netlify serves it for unknown paths with
 *   the headers of the path asked for, which has no rule of its own (frame-ancestors cannot be set by a meta
 *   tag; X-Frame-Options on every response covers it).
 * - /admin/* (Decap CMS): its own, looser policy, and noindex.
 * - Caching: page-data, app-data and the build descriptor revalidate; the search index's parts are immutable
 *   (their names are hashes of their content); gatsby-adapter-netlify adds the immutable rules of /static/* and
 *   the hashed bundles in its own block. Pagefind's script, WebAssembly and entry keep Netlify's default
 *   (revalidate): their names do not change between builds.
 *
 * No header is named by two rules that can match one path: hosts disagree on whether such values are joined or
 * the later rule wins, so the file is written to mean the same under both readings (a build test checks it).
 */
import fs from "node:fs";
import path from "node:path";
import { BUILD_DESCRIPTOR_PATH } from "../config/build";
import { localePrefixes } from "../config/locales";
import { SEARCH_PATH } from "../config/search";
import { SEARCH_INDEX_DIR } from "../config/search-index";
import {
  adminDirectives,
  injectMetaPolicy,
  metaDirectives,
  publicPageDirectives,
  scriptHashes,
  searchWorkerDirectives,
  serializePolicy,
} from "./csp";
import { formatHeadersFile, replaceMarkedBlock, type HeaderRule } from "../server/netlify-rules";
import { prettyHtmlFile } from "./netlify-adapter";
import type { PostBuildStep } from "./post-build";
import { withPrefix } from "./routes";

export const HEADERS_BLOCK_START = "# security-headers start (written by src/gatsby/security-headers.ts)";
export const HEADERS_BLOCK_END = "# security-headers end";

export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";

/** Headers every response carries. */
export const EVERY_RESPONSE: ReadonlyArray<readonly [string, string]> = [
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"],
  ["X-Frame-Options", "DENY"],
];

/** The file Netlify (and the local server) answers unknown paths with. */
export const NOT_FOUND_FILE = "404.html";

export interface PageScripts {
  /** The address the page is requested at, without trailing slash ("/", "/blog", "/404.html"). */
  readonly path: string;
  /** sha256 sources of the inline scripts of the HTML served at that address. */
  readonly hashes: readonly string[];
  /** The page runs the site search, whose engine is WebAssembly. */
  readonly wasm?: boolean;
}

/** The pages that run the site search: its results page and the page's /it copy. */
export const SEARCH_PAGES: ReadonlySet<string> = new Set(
  localePrefixes().map(({ prefix }) => withPrefix(prefix, SEARCH_PATH)),
);

export function pageRule(page: PageScripts): HeaderRule {
  return {
    pattern: page.path,
    headers: [
      ["Cache-Control", CACHE_REVALIDATE],
      ["Content-Security-Policy", serializePolicy(publicPageDirectives(page.hashes, { wasm: page.wasm }))],
      ["Cross-Origin-Opener-Policy", "same-origin"],
    ],
  };
}

/** Every rule of the site's own block, in the order they are written. */
export function securityHeaderRules(pages: readonly PageScripts[], adminHashes: readonly string[] = []): HeaderRule[] {
  return [
    { pattern: "/*", headers: EVERY_RESPONSE },
    { pattern: "/page-data/*", headers: [["Cache-Control", CACHE_REVALIDATE]] },
    { pattern: BUILD_DESCRIPTOR_PATH, headers: [["Cache-Control", CACHE_REVALIDATE]] },
    { pattern: `${SEARCH_INDEX_DIR}index/*`, headers: [["Cache-Control", CACHE_IMMUTABLE]] },
    { pattern: `${SEARCH_INDEX_DIR}fragment/*`, headers: [["Cache-Control", CACHE_IMMUTABLE]] },
    { pattern: `${SEARCH_INDEX_DIR}filter/*`, headers: [["Cache-Control", CACHE_IMMUTABLE]] },
    {
      pattern: `${SEARCH_INDEX_DIR}pagefind-worker.js`,
      headers: [["Content-Security-Policy", serializePolicy(searchWorkerDirectives())]],
    },
    {
      pattern: "/admin/*",
      headers: [
        ["Cache-Control", CACHE_REVALIDATE],
        ["Content-Security-Policy", serializePolicy(adminDirectives(adminHashes))],
        // Netlify's login popup reports back to its opener: same-origin would cut that link.
        ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
        ["X-Robots-Tag", "noindex, nofollow"],
      ],
    },
    ...[...pages].sort((a, b) => a.path.localeCompare(b.path)).map(pageRule),
  ];
}

/** A Gatsby page path ("/blog", "/404/", "/404.html") as it is requested: no trailing slash except "/". */
export function requestPath(pagePath: string): string {
  return pagePath === "/" ? "/" : pagePath.replace(/\/+$/, "") || "/";
}

/** Where Gatsby writes a page's HTML, relative to public/. */
export function builtHtmlFile(pagePath: string): string {
  const clean = requestPath(pagePath);
  if (clean === "/") return "index.html";
  return clean.endsWith(".html") ? clean.slice(1) : `${clean.slice(1)}/index.html`;
}

/**
 * Where the HTML is served from once gatsby-adapter-netlify has run (it runs after onPostBuild and moves
 * `x/index.html` to `x.html` so that addresses without trailing slash need no redirect).
 */
export function servedHtmlFile(pagePath: string): string {
  return prettyHtmlFile(requestPath(pagePath));
}

/**
 * The script hashes of every page, taken from the HTML that will be served at its address. When two pages end
 * up in one file (/404 and /404.html both become 404.html), the adapter's move overwrites the file Gatsby wrote
 * in place, so the moved page's HTML is the one served, and both addresses get its hashes.
 */
export function collectPageScripts(
  publicDir: string,
  pagePaths: readonly string[],
): { pages: PageScripts[]; servedFrom: Map<string, string> } {
  const servedFrom = new Map<string, string>();
  const targets = new Map<string, string>();
  for (const pagePath of pagePaths) {
    const source = builtHtmlFile(pagePath);
    if (!fs.existsSync(path.join(publicDir, source))) continue;
    const target = servedHtmlFile(pagePath);
    targets.set(requestPath(pagePath), target);
    const moved = source !== target;
    if (moved || !servedFrom.has(target)) servedFrom.set(target, source);
  }
  const hashesOf = new Map(
    [...new Set(targets.values())].map((target) => [
      target,
      scriptHashes(fs.readFileSync(path.join(publicDir, servedFrom.get(target) ?? target), "utf8")),
    ]),
  );
  const pages = [...targets].map(([requested, target]) => ({
    path: requested,
    hashes: hashesOf.get(target) ?? [],
    ...(SEARCH_PAGES.has(requested) ? { wasm: true } : {}),
  }));
  return { pages, servedFrom };
}

/** The hashes of the inline scripts of the CMS pages under public/admin (none when the CMS is not built in). */
export function adminScriptHashes(publicDir: string): string[] {
  const dir = path.join(publicDir, "admin");
  if (!fs.existsSync(dir)) return [];
  const pages = fs.readdirSync(dir).filter((name) => name.endsWith(".html"));
  return [...new Set(pages.flatMap((name) => scriptHashes(fs.readFileSync(path.join(dir, name), "utf8"))))].sort();
}

interface GatsbyStateLike {
  pages: Map<string, { path: string }>;
  program: { directory: string };
}

export const writeSecurityHeaders: PostBuildStep = ({ store, reporter }) => {
  const state = store.getState() as GatsbyStateLike;
  const publicDir = path.join(state.program.directory, "public");
  const pagePaths = [...state.pages.values()].map((page) => page.path);
  const { pages, servedFrom } = collectPageScripts(publicDir, pagePaths);
  if (pages.length === 0) reporter.panicOnBuild("security headers: no built page found in public/");

  // The 404 fallback: its policy travels inside the HTML too (each 404 file with the hashes of its own scripts).
  const notFoundSource = servedFrom.get(NOT_FOUND_FILE);
  for (const source of new Set([NOT_FOUND_FILE, ...(notFoundSource ? [notFoundSource] : [])])) {
    const file = path.join(publicDir, source);
    if (!fs.existsSync(file)) continue;
    const html = fs.readFileSync(file, "utf8");
    fs.writeFileSync(
      file,
      injectMetaPolicy(html, serializePolicy(metaDirectives(publicPageDirectives(scriptHashes(html))))),
    );
  }

  const headersFile = path.join(publicDir, "_headers");
  const existing = fs.existsSync(headersFile) ? fs.readFileSync(headersFile, "utf8") : "";
  const block = formatHeadersFile(securityHeaderRules(pages, adminScriptHashes(publicDir)));
  fs.writeFileSync(headersFile, replaceMarkedBlock(existing, HEADERS_BLOCK_START, HEADERS_BLOCK_END, block));
  reporter.info(`security headers: ${pages.length} page policies written to public/_headers`);
};
