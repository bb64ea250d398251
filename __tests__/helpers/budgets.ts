/**
 * Byte budgets of the built site, measured deterministically from public/ (gzip level 9, as a CDN would
 * serve at least): what a page's first load costs in JavaScript, HTML with inline CSS, and images.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { PUBLIC, htmlFileOf } from "./built-site";

export const BUDGETS = {
  /** JavaScript of a page's first load: Gatsby's runtime, React, the app and the page's template. */
  firstLoadJsKb: 83,
  /** JavaScript a template adds on top of the app. */
  templateJsKb: 10,
  /** Any image file a page references. */
  imageKb: 150,
  /** Every page's HTML with its inline CSS, Brotli as served: it must fit the first round trip (about 14 KB). */
  firstFlightBrotliKb: 14,
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

/** Chunk groups every page loads at start-up: the app, and dynamic imports named "startup-*". */
export function startupAssets(): string[] {
  const groups = stats().namedChunkGroups;
  const names = Object.keys(groups).filter((n) => n === "app" || n.startsWith("startup-"));
  return [...new Set(names.flatMap((n) => jsAssets(groups[n])))];
}

export function templateAssets(componentChunkName: string): string[] {
  return jsAssets(stats().namedChunkGroups[componentChunkName]);
}

export function componentChunkOf(pagePath: string): string {
  const file = path.join(PUBLIC, "page-data", pagePath === "/" ? "index" : pagePath.slice(1), "page-data.json");
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { componentChunkName: string }).componentChunkName;
}

const cache = new Map<string, number>();
export function assetKb(name: string): number {
  const hit = cache.get(name);
  if (hit !== undefined) return hit;
  const kb = gzipKb(fs.readFileSync(path.join(PUBLIC, name)));
  cache.set(name, kb);
  return kb;
}

export function firstLoadJsKb(pagePath: string): { total: number; files: string[] } {
  const files = [...new Set([...startupAssets(), ...templateAssets(componentChunkOf(pagePath))])];
  return { total: files.reduce((sum, f) => sum + assetKb(f), 0), files };
}

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
