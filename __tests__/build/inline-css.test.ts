/**
 * Each page's HTML carries the styles it uses: every CSS Modules class in a page's markup is defined in the CSS
 * inlined into that page. Stylesheets of one page (PAGE_ONLY_STYLES in src/gatsby/webpack.ts) are inlined into that
 * page only, so a mistake there would show a page unstyled until its scripts run; this catches it.
 */
import fs from "node:fs";
import path from "node:path";
import { SEED_PAGES } from "../helpers/seed-routes";
import { PUBLIC, htmlFileOf } from "../helpers/built-site";

/** CSS Modules class names as production writes them: "_" and one or two letters or digits (class-names.ts). */
const MODULE_CLASS = /^_[a-zA-Z0-9]{1,2}$/;

/** Whether `css` has a selector with the class `cls` (and not only a longer one that begins with it). */
const defines = (css: string, cls: string): boolean => new RegExp(`\\.${cls}(?![\\w-])`).test(css);

function inlineCss(html: string): string {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("\n");
}

function usedClasses(html: string): Set<string> {
  const used = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g))
    for (const token of m[1].split(/\s+/)) if (MODULE_CLASS.test(token)) used.add(token);
  return used;
}

describe("inline CSS", () => {
  it.each(SEED_PAGES.map((p) => [p]))("%s defines every class its HTML uses", (pagePath) => {
    const html = fs.readFileSync(htmlFileOf(pagePath), "utf8");
    const css = inlineCss(html);
    const missing = [...usedClasses(html)].filter((cls) => !defines(css, cls));
    expect(missing).toEqual([]);
  });

  it("keeps a page's own styles off the other pages: the contact form's are on /contatti only", () => {
    // The contact template's own stylesheet (PAGE_ONLY_STYLES): its classes, as webpack wrote them.
    const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8")) as {
      assetsByChunkName: Record<string, string[]>;
    };
    const own = stats.assetsByChunkName["component---src-templates-contact-tsx"].filter(
      (f) => f.endsWith(".css") && !f.startsWith("styles."),
    );
    expect(own).toHaveLength(1);
    const formClasses = [
      ...fs.readFileSync(path.join(PUBLIC, own[0]), "utf8").matchAll(/\.(_[a-zA-Z0-9]{1,2})(?![\w-])/g),
    ].map((m) => m[1]);
    expect(formClasses.length).toBeGreaterThan(10);
    const contact = inlineCss(fs.readFileSync(htmlFileOf("/contatti"), "utf8"));
    const home = inlineCss(fs.readFileSync(htmlFileOf("/"), "utf8"));
    expect(formClasses.filter((cls) => !defines(contact, cls))).toEqual([]);
    expect(formClasses.filter((cls) => defines(home, cls))).toEqual([]);
  });
});
