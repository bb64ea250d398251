/**
 * After `npm run build`: public/_headers as Netlify and the local server read it. Every page has its own policy
 * whose hashes are exactly those of the inline scripts of the HTML served at that address; every response has the
 * security headers; each kind of file has one Cache-Control; no header is named by two rules matching one path;
 * and the home page, served locally over TLS, grades A+ from Mozilla's HTTP Observatory scanner.
 */
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { JSDOM } from "jsdom";
import { parsePolicy } from "../../src/gatsby/csp";
import https from "node:https";
import { describeResult, scanBuiltSite, scanServed } from "../../scripts/lib/observatory";
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  HEADERS_BLOCK_END,
  HEADERS_BLOCK_START,
} from "../../src/gatsby/security-headers";
import { BUILD_DESCRIPTOR_PATH } from "../../src/config/build";
import { loadNetlifyRules, matchingHeaderBlocks, type NetlifyRules } from "../../src/server/netlify-config";
import { headerMap } from "../helpers/netlify";
import { htmlFileOf, PUBLIC, serveBuiltSite } from "../helpers/built-site";
import { SEED_PAGES } from "../helpers/seed-routes";

const text = fs.readFileSync(path.join(PUBLIC, "_headers"), "utf8");
// public/_headers read by Netlify's own parser, as on deploy.
let rules: NetlifyRules;
beforeAll(async () => {
  rules = await loadNetlifyRules({ root: PUBLIC });
});
const PAGES = [...SEED_PAGES, "/404", "/404.html"];

/**
 * The hashes a page's policy must allow, computed here without the build's code: every <script> the browser
 * would run inline (no src, not a JSON data block), read by a DOM parser and hashed with sha256 as CSP 3 says.
 */
function inlineScriptHashes(html: string): string[] {
  const scripts = Array.from(new JSDOM(html).window.document.querySelectorAll("script:not([src])"));
  const executable = scripts.filter((s) => !/json/i.test(s.getAttribute("type") ?? ""));
  const hashes = executable.map(
    (s) =>
      `'sha256-${crypto
        .createHash("sha256")
        .update(s.textContent ?? "", "utf8")
        .digest("base64")}'`,
  );
  return [...new Set(hashes)].sort();
}

function allFiles(dir: string = PUBLIC, base = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = `${base}/${entry.name}`;
    return entry.isDirectory() ? allFiles(path.join(dir, entry.name), rel) : [rel];
  });
}
const files = allFiles().filter((f) => !["/_headers", "/_redirects"].includes(f));
const servedPath = (file: string) => (file === "/index.html" ? "/" : file.replace(/\.html$/, ""));
const ruleFor = (pagePath: string) => rules.headers.find((r) => r.for === pagePath);
const headerOf = (pagePath: string, name: string) => headerMap(rules, pagePath).get(name.toLowerCase());

describe("public/_headers", () => {
  it("holds the site's block and the adapter's block, each once, the site's first", () => {
    for (const marker of [
      HEADERS_BLOCK_START,
      HEADERS_BLOCK_END,
      "# gatsby-adapter-netlify start",
      "# gatsby-adapter-netlify end",
    ]) {
      expect(text.split("\n").filter((line) => line === marker)).toHaveLength(1);
    }
    expect(text.indexOf(HEADERS_BLOCK_END)).toBeLessThan(text.indexOf("# gatsby-adapter-netlify start"));
  });

  it.each(PAGES.map((p) => [p]))("%s has a policy whose script hashes are exactly its inline scripts'", (pagePath) => {
    const rule = ruleFor(pagePath);
    expect(rule).toBeDefined();
    const csp = rule?.values["Content-Security-Policy"] ?? "";
    const scriptSrc = parsePolicy(csp).get("script-src") ?? [];
    const html = fs.readFileSync(htmlFileOf(pagePath), "utf8");
    const expected = inlineScriptHashes(html);
    expect(expected.length).toBeGreaterThan(0);
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).sort()).toEqual(expected);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(headerOf(pagePath, "Cache-Control")).toBe(CACHE_REVALIDATE);
    expect(headerOf(pagePath, "Cross-Origin-Opener-Policy")).toBe("same-origin");
  });

  it("has a page policy for every HTML page served and for nothing else", () => {
    const htmlPages = files.filter(
      (f) =>
        f.endsWith(".html") && !f.startsWith("/admin/") && !f.startsWith("/_gatsby/") && !f.startsWith("/~partytown/"),
    );
    // Pagefind's Web Worker has a policy of its own (src/gatsby/security-headers.ts, __tests__/build/search.test.ts).
    const withPolicy = rules.headers
      .filter((r) => !r.for.includes("*") && !r.for.startsWith("/pagefind/") && "Content-Security-Policy" in r.values)
      .map((r) => r.for);
    const served = htmlPages.map(servedPath);
    // Every page of the seed is served (editors add more: the list is not pinned)...
    expect(served).toEqual(expect.arrayContaining(PAGES.filter((p) => p !== "/404.html")));
    // ...and every page served has its policy, as has the 404 page's own file, and nothing else has one.
    expect(withPolicy.sort()).toEqual([...served, "/404.html"].sort());
  });

  it("gives the 404 page served for unknown addresses its policy in the HTML too", () => {
    const html = fs.readFileSync(path.join(PUBLIC, "404.html"), "utf8");
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? "";
    const scriptSrc = parsePolicy(meta.replace(/&quot;/g, '"')).get("script-src") ?? [];
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).sort()).toEqual(
      expect.arrayContaining(inlineScriptHashes(html)),
    );
    expect(parsePolicy(meta).has("frame-ancestors")).toBe(false);
  });

  it("puts the security headers on every file and on unknown addresses", () => {
    for (const p of [...files, "/pagina-inesistente", "/it/x"]) {
      const h = headerMap(rules, p);
      expect({ p, hsts: h.get("strict-transport-security") }).toEqual({
        p,
        hsts: "max-age=63072000; includeSubDomains",
      });
      expect(h.get("x-content-type-options")).toBe("nosniff");
      expect(h.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(h.get("permissions-policy")).toContain("camera=()");
      expect(h.get("x-frame-options")).toBe("DENY");
    }
  });

  it("never names one header in two rules matching the same path (so joining or overriding hosts agree)", () => {
    for (const p of [...files, ...PAGES, "/pagina-inesistente", "/admin", BUILD_DESCRIPTOR_PATH]) {
      const names = matchingHeaderBlocks(rules, p).flatMap((block) =>
        Object.keys(block.values).map((name) => name.toLowerCase()),
      );
      const repeated = names.filter((n, i) => names.indexOf(n) !== i);
      expect({ p, repeated }).toEqual({ p, repeated: [] });
    }
  });

  it(
    "caches hashed assets and /static for a year, and revalidates HTML, page-data, app-data and the build " +
      "descriptor",
    () => {
      // The bundles of this build (earlier builds leave theirs in public/ on a developer's machine).
      const chunkMap = JSON.parse(fs.readFileSync(path.join(PUBLIC, "chunk-map.json"), "utf8")) as Record<
        string,
        string[]
      >;
      const referenced = new Set([
        ...Object.values(chunkMap).flat(),
        ...Array.from(fs.readFileSync(htmlFileOf("/"), "utf8").matchAll(/(?:src|href)="(\/[^"?]+)"/g), (m) => m[1]),
        // The page's scripts, listed by the loader that adds them after the first paint.
        ...Array.from(fs.readFileSync(htmlFileOf("/"), "utf8").matchAll(/"(\/[\w-]+-[0-9a-f]{8}\.js)"/g), (m) => m[1]),
      ]);
      const hashed = files.filter(
        (f) => referenced.has(f) && (/^\/[\w-]+-[0-9a-f]{8}\.js$/.test(f) || /^\/styles\.[0-9a-f]{8}\.css$/.test(f)),
      );
      expect(hashed.length).toBeGreaterThan(10);
      expect(hashed.some((f) => f.startsWith("/webpack-runtime-"))).toBe(true);
      for (const f of hashed) expect({ f, cache: headerOf(f, "Cache-Control") }).toEqual({ f, cache: CACHE_IMMUTABLE });
      for (const f of files.filter((x) => x.startsWith("/static/")))
        expect(headerOf(f, "Cache-Control")).toBe(CACHE_IMMUTABLE);
      for (const f of files.filter((x) => x.startsWith("/page-data/")))
        expect(headerOf(f, "Cache-Control")).toBe(CACHE_REVALIDATE);
      expect(files).toContain("/page-data/app-data.json");
      expect(headerOf(BUILD_DESCRIPTOR_PATH, "Cache-Control")).toBe(CACHE_REVALIDATE);
    },
  );

  it("never allows eval or a third-party script host on public pages other than the analytics ones", () => {
    for (const p of PAGES) {
      const scriptSrc = parsePolicy(headerOf(p, "Content-Security-Policy") ?? "").get("script-src") ?? [];
      const hosts = scriptSrc.filter((s) => s.startsWith("https://"));
      expect(hosts).toEqual(["https://*.googletagmanager.com"]);
    }
  });
});

describe("the home page served locally", () => {
  const base = serveBuiltSite();

  it("carries its headers and grades A+ from Mozilla's HTTP Observatory scanner", async () => {
    const res = await fetch(`${base()}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toBe(ruleFor("/")?.values["Content-Security-Policy"]);

    const result = await scanBuiltSite(PUBLIC);
    console.log(describeResult(result));
    expect(result.scan.statusCode).toBe(200);
    // The scanner saw the page's own policy, over a certificate it verified (else HSTS would not count).
    expect(result.scan.responseHeaders["content-security-policy"]).toBe(
      ruleFor("/")?.values["Content-Security-Policy"],
    );
    expect(result.tests["strict-transport-security"]?.result).toBe("hsts-implemented-max-age-at-least-six-months");
    expect(Object.entries(result.tests).filter(([, t]) => !t.pass)).toEqual([]);
    expect(result.scan.grade).toBe("A+");
    expect(result.scan.score).toBeGreaterThanOrEqual(100);
  }, 60_000);

  it("the same scan grades a page without the security headers D (100-25-20-5-20): the A+ is theirs", async () => {
    const result = await scanServed((tls) =>
      https.createServer(tls, (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        res.end("<!doctype html><title>x</title><p>x</p>");
      }),
    );
    expect(result.tests["content-security-policy"]?.result).toBe("csp-not-implemented");
    expect(result.tests["strict-transport-security"]?.result).toBe("hsts-not-implemented");
    expect(result.tests["x-frame-options"]?.result).toBe("x-frame-options-not-implemented");
    expect(result.tests["x-content-type-options"]?.result).toBe("x-content-type-options-not-implemented");
    expect(result.scan.score).toBe(30);
    expect(result.scan.grade).toBe("D");
  }, 60_000);

  it("serves an address with a trailing slash by redirecting, and /admin/* with its own policy", async () => {
    const res = await fetch(`${base()}/blog/`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/blog");
    expect(headerOf("/admin/", "X-Robots-Tag")).toBe("noindex, nofollow");
  });
});
