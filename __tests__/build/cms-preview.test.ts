/**
 * After the build: the CMS live preview script (/admin/cms-preview.js, src/gatsby/cms-preview-bundle.ts) draws the
 * site's templates with class names the built stylesheet really has, and names no host it could load from.
 */
import fs from "node:fs";
import path from "node:path";
import { PUBLIC, allBuiltHtml, htmlFileOf } from "../helpers/built-site";
import { CONTENT } from "../helpers/content";

const SCRIPT = fs.readFileSync(path.join(PUBLIC, "admin", "cms-preview.js"), "utf8");
/** esbuild puts the licences of the bundled packages in one comment at the end of the file. */
const LICENCES_AT = SCRIPT.indexOf("/*! Bundled license information:");
const CODE = LICENCES_AT >= 0 ? SCRIPT.slice(0, LICENCES_AT) : SCRIPT;

/** Every class selector of a stylesheet: declarations are emptied first, so only selectors are read. */
function classSelectors(css: string): Set<string> {
  const selectors = css.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\{[^{}]*\}/g, "{}");
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
}

const STYLESHEETS = fs.readdirSync(PUBLIC).filter((f) => f.endsWith(".css"));

describe("/admin/cms-preview.js in the build", () => {
  it("uses only CSS-module class names that the site's built stylesheet defines", () => {
    expect(STYLESHEETS.length).toBeGreaterThan(0);
    const defined = new Set<string>();
    for (const file of STYLESHEETS) {
      for (const name of classSelectors(fs.readFileSync(path.join(PUBLIC, file), "utf8"))) defined.add(name);
    }
    // The build names CSS-module classes "_" and one or two letters or digits (src/gatsby/class-names.ts): the
    // strings of that form given as a `className` are the class names its templates render. (Elsewhere such a
    // string may be something else: "_ga" is Google Analytics' cookie, which the consent banner names.)
    const classNames = [...CODE.matchAll(/className:(`[^`]*`|"[^"]*"|[^,}]{0,80})/g)].map((m) => m[1]);
    const used = new Set(
      classNames.flatMap((value) => [...value.matchAll(/["'` ](_[a-zA-Z0-9]{1,2})(?=["'` ])/g)].map((m) => m[1])),
    );
    // Header, footer, hero, FAQ, lists...: a preview with a handful of names would not be the site's templates.
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
  });

  it("gives each element it draws the class the built pages give it (one order of short names, not another)", () => {
    // Every short name is defined somewhere, so a preview drawing from another order of names would pass the test
    // above: here each element drawn with a class, as "tag.class", must be one the built pages have.
    const drawn = new Set(
      [...CODE.matchAll(/\("([a-z][a-z0-9]*)",\{className:"(_[a-zA-Z0-9]{1,2})"/g)].map((m) => `${m[1]}.${m[2]}`),
    );
    const built = new Set<string>();
    for (const page of allBuiltHtml()) {
      for (const m of fs.readFileSync(htmlFileOf(page), "utf8").matchAll(/<([a-z][a-z0-9]*)\b[^>]*?\sclass="([^"]*)"/g))
        for (const cls of m[2].split(/\s+/)) built.add(`${m[1]}.${cls}`);
    }
    const found = [...drawn].filter((pair) => built.has(pair));
    // A few parts the preview draws are on no built page's first render (quotes of references shown on view):
    // with another order, about one in a hundred would match by chance.
    expect(found.length).toBeGreaterThan(50);
    expect(found.length / drawn.size).toBeGreaterThan(0.8);
  });

  it("loads the stylesheet the pages use, from the site itself", () => {
    const page = fs.readFileSync(path.join(PUBLIC, "blog", "blog01.html"), "utf8");
    const pageSheet = /<style data-href="(\/styles\.[0-9a-f]+\.css)"/.exec(page)?.[1];
    expect(pageSheet).toBeDefined();
    expect(CODE).toContain(JSON.stringify(pageSheet));
  });

  it("names no host it could load from: only XML namespaces, React's error text and links visitors follow", () => {
    const hosts = new Set([...CODE.matchAll(/\b(?:https?:)?\/\/([a-z0-9.-]+\.[a-z]{2,})/gi)].map((m) => m[1]));
    // The addresses the committed business data links to (social profiles, the site itself).
    const linked = new Set(
      ["business.json", "site.json"].flatMap((file) =>
        [...fs.readFileSync(path.join(CONTENT, file), "utf8").matchAll(/https?:\/\/([a-z0-9.-]+)/gi)].map((m) => m[1]),
      ),
    );
    const allowed = new Set([
      "www.w3.org", // SVG and XLink namespace names, identifiers never fetched
      "reactjs.org", // the address React's minified error messages point to, as text
      "wa.me", // WhatsApp links the contact buttons build
      ...linked,
    ]);
    expect([...hosts].filter((host) => !allowed.has(host))).toEqual([]);
    // Nothing of the analytics the public site loads after consent.
    expect(CODE).not.toMatch(/googletagmanager|google-analytics|analytics\.google/);
  });
});
