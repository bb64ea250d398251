/**
 * Reading the built site in public/ for the build tests.
 */
import fs from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { JSDOM } from "jsdom";
import { createStaticServer } from "../../src/server/static-server";
import { ROOT } from "./content";

export const PUBLIC = path.join(ROOT, "public");

/**
 * The HTML file served at a page's address. gatsby-adapter-netlify moves `x/index.html` to `x.html` at the end of
 * the build (addresses without trailing slash need no redirect); both layouts are read.
 */
export function htmlFileOf(pagePath: string): string {
  if (pagePath === "/") return path.join(PUBLIC, "index.html");
  if (pagePath.endsWith(".html")) return path.join(PUBLIC, pagePath.slice(1));
  const pretty = path.join(PUBLIC, `${pagePath.slice(1)}.html`);
  return fs.existsSync(pretty) ? pretty : path.join(PUBLIC, pagePath.slice(1), "index.html");
}

const cache = new Map<string, Document>();

/** The parsed HTML of a built page (scripts are not run). */
export function builtPage(pagePath: string): Document {
  const cached = cache.get(pagePath);
  if (cached) return cached;
  const doc = new JSDOM(fs.readFileSync(htmlFileOf(pagePath), "utf8")).window.document;
  cache.set(pagePath, doc);
  return doc;
}

/** Every HTML file under public/, as site paths (/x/index.html and /x.html -> /x). */
export function allBuiltHtml(dir: string = PUBLIC, base = ""): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = `${base}/${entry.name}`;
    if (entry.isDirectory()) {
      if (["static", "page-data", "admin", "~partytown", "_gatsby"].includes(entry.name) && base === "") continue;
      out.push(...allBuiltHtml(path.join(dir, entry.name), rel));
    } else if (entry.name.endsWith(".html")) {
      out.push(rel === "/index.html" ? "/" : rel.replace(/(\/index)?\.html$/, ""));
    }
  }
  return [...new Set(out)].sort();
}

export function siteUrl(): string {
  return (JSON.parse(fs.readFileSync(path.join(ROOT, "content/site.json"), "utf8")) as { url: string }).url.replace(
    /\/$/,
    "",
  );
}

/**
 * Serves public/ with the local server (Netlify's rules) for the tests of the enclosing describe block;
 * returns a function giving its address once started.
 */
export function serveBuiltSite(): () => string {
  let server: Server;
  let base = "";
  beforeAll(async () => {
    server = createStaticServer({ root: PUBLIC });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return () => base;
}
