/**
 * Byte budgets of the built site, measured deterministically from public/ (Brotli at quality 11 as Netlify serves
 * it, and gzip level 9 as a CDN would serve at least): what a page's first load costs in JavaScript, HTML with
 * inline CSS, and images.
 *
 * The budgets only tighten. A feature that adds scripts to every page (the app, the shell, the runtime) must pay for
 * them elsewhere in the same change: load the feature's code on its own page, when its part is scrolled into view
 * (src/runtime/parts.tsx) or on the visitor's action (an `onuse-` chunk), or take as many bytes out of what
 * every page loads. Raising a budget is not the way.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { PUBLIC, htmlFileOf } from "./built-site";

export const BUDGETS = {
  /**
   * JavaScript a page runs by itself in its first seconds (countedFiles below), Brotli. The browser runs React DOM,
   * as the server, `gatsby develop` and the tests do (38.5 KB of it, in Gatsby's "framework" chunk, cached across
   * deploys). The goal: at most 72 KB on every template (docs/PERFORMANCE.md); the budget is the figure reached and
   * only tightens. It keeps about 0.1 KB of room: the runtime lists the chunks' hashes, and a change anywhere moves
   * its compressed size by a few bytes on every page.
   */
  firstLoadJsBrKb: 72.5,
  /** The same files at gzip level 9, the stricter count of the two. */
  firstLoadJsKb: 83.1,
  /** JavaScript a template adds on top of the app (gzip). */
  templateJsKb: 6,
  /** Any image file a page references. */
  imageKb: 150,
  /** Every page's HTML with its inline CSS, Brotli as served: it must fit the first round trip (about 14 KB). */
  firstFlightBrotliKb: 14,
  /**
   * Every page's whole first response, its status line and headers as the local server sends them (Netlify's rules
   * from `_headers`: the page's Content-Security-Policy is most of them) and its Brotli body: ten TCP segments of
   * 1,460 bytes, the initial congestion window (RFC 6928), which is also what Lighthouse's simulation lets through
   * in the first round trip. A page one byte over waits a round trip more for its last bytes: 150 ms more LCP in
   * Lighthouse's mobile run (docs/PERFORMANCE.md).
   */
  firstResponseBytes: 14_600,
} as const;

export const gzipKb = (buf: Buffer | string): number => zlib.gzipSync(buf, { level: 9 }).length / 1024;

/** Brotli at quality 11, as Netlify's CDN and our local server (src/server/static-server.ts) serve a page. */
export const brotliKb = (buf: Buffer | string): number =>
  zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024;

interface Stats {
  namedChunkGroups: Record<string, { assets: Array<{ name: string } | string> }>;
}

function stats(): Stats {
  return JSON.parse(fs.readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8")) as Stats;
}

const jsAssets = (group: { assets: Array<{ name: string } | string> } | undefined): string[] =>
  (group?.assets ?? []).map((a) => (typeof a === "string" ? a : a.name)).filter((n) => n.endsWith(".js"));

/** Chunk groups every page loads at start-up: the app, and dynamic imports named "startup-all-*". */
export function startupAssets(): string[] {
  const groups = stats().namedChunkGroups;
  const names = Object.keys(groups).filter((n) => n === "app" || n.startsWith("startup-all-"));
  return [...new Set(names.flatMap((n) => jsAssets(groups[n])))];
}

export function templateAssets(componentChunkName: string): string[] {
  return jsAssets(stats().namedChunkGroups[componentChunkName]);
}

export function componentChunkOf(pagePath: string): string {
  const file = path.join(PUBLIC, "page-data", pagePath === "/" ? "index" : pagePath.slice(1), "page-data.json");
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { componentChunkName: string }).componentChunkName;
}

/** A built file's size, compressed once per test file: every page counts the same framework and app chunks. */
function memoSize(measure: (buf: Buffer) => number): (name: string) => number {
  const sizes = new Map<string, number>();
  return (name) => {
    const hit = sizes.get(name);
    if (hit !== undefined) return hit;
    const kb = measure(fs.readFileSync(path.join(PUBLIC, name)));
    sizes.set(name, kb);
    return kb;
  };
}

/** A built file at gzip level 9. */
export const assetKb = memoSize(gzipKb);
/** A built file with Brotli at quality 11, as served. */
const assetBrKb = memoSize(brotliKb);

export function firstLoadJsKb(pagePath: string): { total: number; files: string[] } {
  const files = [...new Set([...startupAssets(), ...templateAssets(componentChunkOf(pagePath))])];
  return { total: files.reduce((sum, f) => sum + assetKb(f), 0), files };
}

/**
 * How the site names the chunks it loads after start-up (webpackChunkName), so that what a page runs by itself can
 * be counted from the build's own record (webpack.stats.json):
 * - `startup-all-<what>`: every page loads it by itself; `startup-<template>-<what>`: that template's pages do
 *   (e.g. startup-contact-form): both count in the page's first-load JavaScript;
 * - `onview-<what>`: loaded when its part is scrolled into view (src/runtime/parts.tsx);
 * - `onuse-<what>`: loaded on the visitor's action (a click, a hover, a navigation);
 * - `consented-<what>`: loaded only once the visitor has accepted statistics.
 * An `onview-` part that a template shows on a phone's first screen loads by itself: FIRST_SCREEN_PARTS counts it.
 */
export const CHUNK_NAME =
  /^(?:app|component---.+|startup-[a-z0-9]+-[a-z0-9-]+|onview-[a-z0-9-]+|onuse-[a-z0-9-]+|consented(?:-[a-z0-9-]+)?)$/;

/** "component---src-templates-contact-tsx" → "contact"; "component---src-pages-404-tsx" → "404". */
export const templateName = (componentChunkName: string): string =>
  componentChunkName.replace(/^component---src-(?:templates|pages)-/, "").replace(/-tsx?$/, "");

function namedGroups(): Record<string, string[]> {
  const groups = stats().namedChunkGroups;
  return Object.fromEntries(Object.keys(groups).map((name) => [name, jsAssets(groups[name])]));
}

/**
 * The `onview-` parts a template shows on the first screen of Lighthouse's phone (412 × 823 px), which the page
 * therefore loads by itself: they count in its first-load JavaScript. e2e/first-load.spec.ts fails when the built
 * site loads, untouched, a part this list does not name.
 */
export const FIRST_SCREEN_PARTS: Readonly<Record<string, readonly string[]>> = {
  "city-machine": ["onview-markdown"],
  machine: ["onview-machine-facts"],
  page: ["onview-markdown"],
  post: ["onview-markdown"],
};

/**
 * The scripts a page runs by itself in its first seconds, as the issue "Ahead of the reference starter" counts them:
 * Gatsby's runtime, React and the app; the page's template; and the chunks it loads at start on its own
 * (`startup-all-*`, `startup-<its template>-*`) or because its first screen shows them (FIRST_SCREEN_PARTS). Chunks
 * loaded on the visitor's action or when scrolled into view, and other pages' chunks prefetched for its links, do
 * not count.
 */
export function countedFiles(pagePath: string): string[] {
  const groups = namedGroups();
  const template = componentChunkOf(pagePath);
  const firstScreen = FIRST_SCREEN_PARTS[templateName(template)] ?? [];
  const own = Object.keys(groups).filter(
    (name) =>
      name.startsWith("startup-all-") ||
      name.startsWith(`startup-${templateName(template)}-`) ||
      firstScreen.includes(name),
  );
  return [...new Set([...startupAssets(), ...(groups[template] ?? []), ...own.flatMap((n) => groups[n])])];
}

/** First-load JavaScript of a page, Brotli at quality 11 as served (the goal: at most 65 KB). */
export function firstLoadJsBrKb(pagePath: string): { total: number; files: string[] } {
  const files = countedFiles(pagePath);
  return { total: files.reduce((sum, f) => sum + assetBrKb(f), 0), files };
}

/** Scripts only other templates use: what a page requests of them is a prefetch for its links (not counted). */
export function otherPagesOnly(pagePath: string): Set<string> {
  const groups = namedGroups();
  const mine = new Set(countedFiles(pagePath));
  for (const [name, files] of Object.entries(groups))
    if (!name.startsWith("component---")) for (const f of files) mine.add(f);
  const others = Object.entries(groups)
    .filter(([name]) => name.startsWith("component---") && name !== componentChunkOf(pagePath))
    .flatMap(([, files]) => files);
  return new Set(others.filter((f) => !mine.has(f)));
}

/** Every chunk group of this build, by name (for the naming check). */
export const chunkGroupNames = (): string[] => Object.keys(stats().namedChunkGroups);

/** A page's HTML with its inline CSS, as served with Brotli. */
export function htmlBrKb(pagePath: string): number {
  return brotliKb(fs.readFileSync(htmlFileOf(pagePath)));
}

/** Every image address a page references in src or srcset. */
export function imageUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/\s(?:src|srcSet|srcset)="([^"]+)"/g)) {
    for (const candidate of m[1].split(",")) {
      const url = candidate.trim().split(/\s+/)[0];
      if (/\.(?:jpe?g|png|webp|avif|svg)$/i.test(url) && url.startsWith("/")) urls.add(url);
    }
  }
  return [...urls];
}
