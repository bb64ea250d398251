/**
 * Deterministic quality checks of the built site: byte budgets, valid HTML, safe new-tab links, one h1,
 * unique titles and descriptions, a canonical link on every page.
 */
import fs from "node:fs";
import path from "node:path";
import { HtmlValidate } from "html-validate";
import {
  BUDGETS,
  CHUNK_NAME,
  assetKb,
  chunkGroupNames,
  componentChunkOf,
  firstLoadJsBrKb,
  imageUrls,
  templateAssets,
  startupAssets,
} from "../helpers/budgets";
import { PUBLIC, builtPage, htmlFileOf } from "../helpers/built-site";
import { SEED_PAGES, SEED_ROUTES } from "../helpers/seed-routes";

const ALL_HTML = [...SEED_PAGES.map(htmlFileOf), path.join(PUBLIC, "404.html")];

describe("byte budgets", () => {
  it.each(SEED_PAGES.map((p) => [p]))(
    `%s runs at most ${BUDGETS.firstLoadJsBrKb} KB of JavaScript by itself (Brotli), ${BUDGETS.firstLoadJsKb} KB gzip`,
    (pagePath) => {
      const { total, files } = firstLoadJsBrKb(pagePath);
      expect(files.some((f) => f.startsWith("framework-"))).toBe(true);
      expect(total).toBeLessThanOrEqual(BUDGETS.firstLoadJsBrKb);
      const gzip = files.reduce((sum, f) => sum + assetKb(f), 0);
      expect(gzip).toBeLessThanOrEqual(BUDGETS.firstLoadJsKb);
    },
  );

  it(`each template adds at most ${BUDGETS.templateJsKb} KB of JavaScript (gzip)`, () => {
    const startup = new Set(startupAssets());
    const templates = [...new Set(SEED_ROUTES.map(componentChunkOf))];
    expect(templates.length).toBeGreaterThanOrEqual(12);
    for (const chunk of templates) {
      const own = templateAssets(chunk).filter((f) => !startup.has(f));
      const kb = own.reduce((sum, f) => sum + assetKb(f), 0);
      expect({ chunk, withinBudget: kb <= BUDGETS.templateJsKb }).toEqual({ chunk, withinBudget: true });
    }
  });

  it("every chunk loaded after start-up says when it loads (its name), so the budget counts what a page runs", () => {
    const names = chunkGroupNames();
    expect(names).toContain("app");
    expect(names.filter((name) => !CHUNK_NAME.test(name))).toEqual([]);
  });

  // The size of every page's HTML with its CSS, Brotli as Netlify serves it, is budgeted in first-flight.test.ts.
  it(`the home page's CSS is inline, so the ${BUDGETS.firstFlightBrotliKb} KB first-flight budget counts it`, () => {
    const html = fs.readFileSync(htmlFileOf("/"), "utf8");
    expect(html).toMatch(/<style[^>]*>[^<]{1000,}/);
  });

  it.each(SEED_PAGES.map((p) => [p]))(`%s: images at most ${BUDGETS.imageKb} KB`, (pagePath) => {
    for (const url of imageUrls(fs.readFileSync(htmlFileOf(pagePath), "utf8"))) {
      const size = fs.statSync(path.join(PUBLIC, decodeURIComponent(url))).size / 1024;
      expect({ url, size: size <= BUDGETS.imageKb }).toEqual({ url, size: true });
    }
  });
});

describe("HTML", () => {
  const validator = new HtmlValidate(
    JSON.parse(fs.readFileSync(path.join(__dirname, "../../.htmlvalidate.json"), "utf8")),
  );

  it.each(ALL_HTML.map((f) => [path.relative(PUBLIC, f)]))("%s is valid (html-validate, zero errors)", async (file) => {
    const report = await validator.validateFile(path.join(PUBLIC, file));
    const errors = report.results.flatMap((r) =>
      r.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? ""})`),
    );
    expect(errors).toEqual([]);
  });

  it("opens new tabs only with rel=noopener", () => {
    for (const pagePath of SEED_PAGES) {
      for (const a of Array.from(builtPage(pagePath).querySelectorAll("a[target='_blank']"))) {
        expect({ pagePath, href: a.getAttribute("href"), rel: a.getAttribute("rel") ?? "" }).toEqual({
          pagePath,
          href: a.getAttribute("href"),
          rel: expect.stringContaining("noopener"),
        });
      }
    }
  });

  it("gives every page one h1, a title, a description and a canonical link", () => {
    for (const pagePath of SEED_PAGES) {
      const doc = builtPage(pagePath);
      expect({ pagePath, h1: doc.querySelectorAll("h1").length }).toEqual({ pagePath, h1: 1 });
      expect(doc.title).not.toBe("");
      expect(doc.querySelector('meta[name="description"]')?.getAttribute("content")).toBeTruthy();
      expect(doc.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    }
  });
});

describe("scripts after the first paint", () => {
  it.each(SEED_PAGES.map((p) => [p]))("%s adds its scripts with the loader, none as async tags", (pagePath) => {
    const html = fs.readFileSync(htmlFileOf(pagePath), "utf8");
    expect(html).not.toMatch(/<script src="[^"]+" async/);
    const loader = /<script id="scripts-after-paint">[^<]*\[([^\]]*)\]/.exec(html);
    expect(loader).not.toBeNull();
    const srcs = JSON.parse(`[${loader![1]}]`) as string[];
    expect(srcs.map((s) => s.replace(/-[0-9a-f]{8}\.js$/, ""))).toEqual(["/webpack-runtime", "/framework", "/app"]);
    for (const src of srcs) expect(fs.existsSync(path.join(PUBLIC, src))).toBe(true);
  });
});
