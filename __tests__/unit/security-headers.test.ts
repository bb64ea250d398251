/**
 * The headers the build writes: what every response carries, each page's own policy, caching per kind of file,
 * and a file that means the same whether a host joins the values of overlapping rules or lets the later win.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parsePolicy, sha256Source } from "../../src/gatsby/csp";
import {
  adminScriptHashes,
  builtHtmlFile,
  CACHE_REVALIDATE,
  collectPageScripts,
  EVERY_RESPONSE,
  requestPath,
  securityHeaderRules,
  servedHtmlFile,
} from "../../src/gatsby/security-headers";
import { matchingHeaderBlocks, type NetlifyRules } from "../../src/server/netlify-config";
import { headerMap, netlifyRulesOf } from "../helpers/netlify";

const pages = [
  { path: "/", hashes: ["'sha256-home='"] },
  { path: "/blog", hashes: ["'sha256-blog='", "'sha256-shared='"] },
  { path: "/blog/blog01", hashes: ["'sha256-post='", "'sha256-shared='"] },
  { path: "/404.html", hashes: ["'sha256-404='"] },
];
// The rules as the build writes them, read back by Netlify's own parser.
let rules: NetlifyRules;
beforeAll(async () => {
  rules = await netlifyRulesOf(securityHeaderRules(pages));
});
const header = (p: string, name: string) => headerMap(rules, p).get(name.toLowerCase());

describe("securityHeaderRules", () => {
  it(
    "gives every response HSTS (a year or more, subdomains), nosniff, the referrer policy, permissions and DENY " +
      "framing",
    () => {
      for (const p of ["/", "/blog", "/static/a/b.jpg", "/page-data/app-data.json", "/qualunque", "/admin/"]) {
        const hsts = header(p, "Strict-Transport-Security") ?? "";
        expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31536000);
        expect(hsts).toContain("includeSubDomains");
        expect(header(p, "X-Content-Type-Options")).toBe("nosniff");
        expect(header(p, "Referrer-Policy")).toBe("strict-origin-when-cross-origin");
        expect(header(p, "Permissions-Policy")).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
        expect(header(p, "X-Frame-Options")).toBe("DENY");
      }
      expect(EVERY_RESPONSE.map(([name]) => name)).not.toContain("Content-Security-Policy");
    },
  );

  it("gives each page a policy with its own hashes and no other page's", () => {
    const blog = parsePolicy(header("/blog", "Content-Security-Policy") ?? "").get("script-src") ?? [];
    expect(blog).toEqual(expect.arrayContaining(["'sha256-blog='", "'sha256-shared='"]));
    expect(blog).not.toContain("'sha256-post='");
    expect(blog).not.toContain("'sha256-home='");
    expect(header("/blog/", "Content-Security-Policy")).toBe(header("/blog", "Content-Security-Policy"));
    expect(header("/blog", "Cross-Origin-Opener-Policy")).toBe("same-origin");
  });

  it("lets HTML, page-data, app-data and the build descriptor revalidate", () => {
    expect(header("/blog", "Cache-Control")).toBe(CACHE_REVALIDATE);
    expect(header("/page-data/blog/page-data.json", "Cache-Control")).toBe(CACHE_REVALIDATE);
    expect(header("/page-data/app-data.json", "Cache-Control")).toBe(CACHE_REVALIDATE);
    expect(header("/build-info.json", "Cache-Control")).toBe(CACHE_REVALIDATE);
  });

  it("scopes the CMS policy to /admin: noindex, popups allowed, eval there and nowhere else", () => {
    expect(header("/admin", "X-Robots-Tag")).toBe("noindex, nofollow");
    expect(header("/admin/index.html", "Content-Security-Policy")).toContain("'unsafe-eval'");
    expect(header("/admin/", "Cross-Origin-Opener-Policy")).toBe("same-origin-allow-popups");
    for (const page of pages) expect(header(page.path, "Content-Security-Policy")).not.toMatch(/unsafe-eval/);
  });

  it("never names one header in two rules that match the same path", () => {
    for (const p of [
      "/",
      "/blog",
      "/blog/",
      "/blog/blog01",
      "/404.html",
      "/admin",
      "/admin/config.yml",
      "/page-data/x/page-data.json",
      "/build-info.json",
      "/nope",
    ]) {
      const names = matchingHeaderBlocks(rules, p).flatMap((block) =>
        Object.keys(block.values).map((name) => name.toLowerCase()),
      );
      expect({ path: p, repeated: names.filter((n, i) => names.indexOf(n) !== i) }).toEqual({ path: p, repeated: [] });
    }
  });
});

describe("the CMS pages", () => {
  it("have their inline scripts allowed by hash in the /admin policy", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-"));
    expect(adminScriptHashes(dir)).toEqual([]);
    fs.mkdirSync(path.join(dir, "admin"));
    fs.writeFileSync(
      path.join(dir, "admin/index.html"),
      "<html><head></head><body><script>window.CMS_MANUAL_INIT=true</script><script " +
        'src="decap-cms.js"></script></body></html>',
    );
    const hashes = adminScriptHashes(dir);
    expect(hashes).toEqual([sha256Source("window.CMS_MANUAL_INIT=true")]);
    const withAdmin = await netlifyRulesOf(securityHeaderRules(pages, hashes));
    const adminPolicy = headerMap(withAdmin, "/admin/").get("content-security-policy") ?? "";
    expect(parsePolicy(adminPolicy).get("script-src")).toContain(hashes[0]);
    expect(headerMap(withAdmin, "/blog").get("content-security-policy")).not.toContain(hashes[0]);
  });
});

describe("page files", () => {
  it("maps Gatsby's page paths to their request path, the file Gatsby writes and the file Netlify serves", () => {
    expect([requestPath("/"), builtHtmlFile("/"), servedHtmlFile("/")]).toEqual(["/", "index.html", "index.html"]);
    expect([requestPath("/blog"), builtHtmlFile("/blog"), servedHtmlFile("/blog")]).toEqual([
      "/blog",
      "blog/index.html",
      "blog.html",
    ]);
    expect([requestPath("/404/"), builtHtmlFile("/404/"), servedHtmlFile("/404/")]).toEqual([
      "/404",
      "404/index.html",
      "404.html",
    ]);
    expect([requestPath("/404.html"), builtHtmlFile("/404.html"), servedHtmlFile("/404.html")]).toEqual([
      "/404.html",
      "404.html",
      "404.html",
    ]);
  });

  it("hashes each page's scripts; pages served from one file get the hashes of the HTML moved there", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "csp-"));
    const write = (file: string, script: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), `<html><head></head><body><script>${script}</script></body></html>`);
    };
    write("blog/index.html", "a()");
    write("404/index.html", "b()");
    write("404.html", "c()");
    const { pages: found } = collectPageScripts(dir, ["/blog", "/404/", "/404.html", "/dev-404-page/"]);
    const byPath = Object.fromEntries(found.map((p) => [p.path, p.hashes]));
    expect(byPath["/blog"]).toEqual([sha256Source("a()")]);
    // The adapter moves 404/index.html over 404.html: that is the HTML served at both addresses.
    expect(byPath["/404"]).toEqual([sha256Source("b()")]);
    expect(byPath["/404.html"]).toEqual([sha256Source("b()")]);
    expect(Object.keys(byPath)).not.toContain("/dev-404-page");
  });
});
