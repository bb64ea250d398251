/**
 * Each page's HTML carries the styles it uses: every CSS Modules class in a page's markup is defined in the CSS
 * inlined into that page. Stylesheets of one page (PAGE_ONLY_STYLES in src/gatsby/webpack.ts) are inlined into that
 * page only, so a mistake there would show a page unstyled until its scripts run; this catches it.
 */
import fs from "node:fs";
import path from "node:path";
import { productionClassNames } from "../../src/gatsby/webpack";
import { SEED_PAGES } from "../helpers/seed-routes";
import { PUBLIC, allBuiltHtml, htmlFileOf } from "../helpers/built-site";

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

  it("names every stylesheet's classes as the stylesheets are now, none kept from an older build", () => {
    // After a change to one stylesheet every class is renamed (src/gatsby/class-names.ts); a module that webpack's
    // cache kept with its old names would share a name with another (src/gatsby/webpack.ts, keyCacheToStyles).
    const table = productionClassNames(process.cwd());
    const nameOf = (file: string, local: string) =>
      table.nameOf(path.join(process.cwd(), "src/components", file), local);
    const classOf = (pagePath: string, element: RegExp) =>
      element.exec(fs.readFileSync(htmlFileOf(pagePath), "utf8"))?.[1];
    expect(classOf("/", /<header class="([^"]*)"/)).toBe(nameOf("shell/Header.module.css", "header"));
    expect(classOf("/", /<footer class="([^"]*)"/)).toBe(nameOf("shell/Footer.module.css", "footer"));
    expect(classOf("/", /<main[\s\S]*?<ul class="([^"]*)"/)).toBe(
      `${nameOf("ui/Cards.module.css", "grid")} ${nameOf("ui/Cards.module.css", "cols3")}`,
    );
    // Two columns are the grid's own (Cards.module.css): no class more, and never an "undefined" one.
    expect(classOf("/blog", /<main[\s\S]*?<ul class="([^"]*)"/)).toBe(nameOf("ui/Cards.module.css", "grid"));
    expect(classOf("/confronta-macchinari", /<ul class="([^"]*)" aria-label="Macchinari a confronto"/)).toBe(
      nameOf("compare/Compare.module.css", "cards"),
    );
  });

  it("writes no class named after a missing value (a CSS Module class that does not exist reads undefined)", () => {
    const wrong = allBuiltHtml().flatMap((pagePath) =>
      [...fs.readFileSync(htmlFileOf(pagePath), "utf8").matchAll(/\sclass="([^"]*)"/g)]
        .filter((m) => /(^|\s)(undefined|null|false|NaN)(\s|$)/.test(m[1]))
        .map((m) => `${pagePath}: class="${m[1]}"`),
    );
    expect(wrong).toEqual([]);
  });
});
