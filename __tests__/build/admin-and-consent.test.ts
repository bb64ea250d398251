/**
 * After the build: /admin holds Decap CMS from the decap-cms package and the configuration generated from
 * the content model, stays out of search engines, and is served by the local server; the consent library is
 * not part of the JavaScript every page loads first.
 */
import fs from "node:fs";
import path from "node:path";
import { countedFiles } from "../helpers/budgets";
import { adminAssetNames, adminGeneratedFiles, CMS_PREVIEW_SCRIPT } from "../../src/gatsby/admin";
import { builtPage, PUBLIC, serveBuiltSite } from "../helpers/built-site";
import { ROOT } from "../helpers/content";

const ADMIN = path.join(PUBLIC, "admin");

describe("/admin in the build", () => {
  it("holds the Decap bundle (no source maps), its page and the configuration generated from the model", () => {
    const files = fs.readdirSync(ADMIN).sort();
    expect(files).toEqual([...adminAssetNames(), CMS_PREVIEW_SCRIPT, "config.yml", "index.html"].sort());
    expect(files.some((f) => f.endsWith(".map"))).toBe(false);
    expect(fs.readFileSync(path.join(ADMIN, "config.yml"), "utf8")).toBe(adminGeneratedFiles(ROOT)["config.yml"]);
  });

  it("is noindex and in no sitemap", () => {
    expect(fs.readFileSync(path.join(ADMIN, "index.html"), "utf8")).toContain(
      '<meta name="robots" content="noindex, nofollow">',
    );
    const sitemaps = fs.readdirSync(PUBLIC).filter((f) => /^sitemap.*\.xml$/.test(f));
    for (const file of sitemaps) expect(fs.readFileSync(path.join(PUBLIC, file), "utf8")).not.toContain("/admin");
  });

  describe("served as in production", () => {
    const base = serveBuiltSite();

    it("answers /admin, its configuration and its bundle", async () => {
      const page = await fetch(`${base()}/admin`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<script src="/admin/decap-cms.js"></script>');
      expect((await fetch(`${base()}/admin/config.yml`)).status).toBe(200);
      const bundle = await fetch(`${base()}/admin/decap-cms.js`);
      expect(bundle.status).toBe(200);
      expect(bundle.headers.get("content-type")).toMatch(/javascript/);
    });
  });
});

describe("the consent library", () => {
  // What a page runs by itself: Gatsby's runtime, React, the app, the template and its start-up chunks.
  const firstLoadScripts = (pagePath: string) => countedFiles(pagePath);

  it("is a chunk of its own, loaded on the visitor's action, not in the scripts every page runs by itself", () => {
    // This build's chunks (public/ may still hold older ones).
    const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8")) as {
      assetsByChunkName: Record<string, string[]>;
    };
    const consentChunks = stats.assetsByChunkName["onuse-consent"].filter((f) => f.endsWith(".js"));
    expect(consentChunks).toHaveLength(1);
    // A string of vanilla-cookieconsent's own code.
    expect(fs.readFileSync(path.join(PUBLIC, consentChunks[0]), "utf8")).toContain("cc:onFirstConsent");
    for (const pagePath of ["/", "/contatti"]) {
      const scripts = firstLoadScripts(pagePath);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts)
        expect([script, fs.readFileSync(path.join(PUBLIC, script), "utf8").includes("cc:onFirstConsent")]).toEqual([
          script,
          false,
        ]);
    }
  });

  it("brings its stylesheet with it, instead of adding it to the HTML of every page", () => {
    for (const pagePath of ["/", "/contatti"])
      expect(builtPage(pagePath).documentElement.outerHTML).not.toContain("#cc-main");
  });

  it("and every page has no script from another host", () => {
    for (const pagePath of ["/", "/contatti", "/cookie-policy"]) {
      const external = Array.from(builtPage(pagePath).querySelectorAll("script[src], link[href]"))
        .map((el) => el.getAttribute("src") ?? el.getAttribute("href") ?? "")
        .filter((url) => /^(https?:)?\/\//.test(url) && !url.startsWith("https://www.veneretech.it"));
      expect([pagePath, external]).toEqual([pagePath, []]);
    }
  });
});
