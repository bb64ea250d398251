/**
 * After the build: the site search's index in public/pagefind/ has every page once (no /it copy), none of the
 * pages that say noindex, each page's section and the short name of the entries that have one, and only the
 * page's own content; the search code is in the results page's chunk only; every page's header has the plain
 * search form; the results page explains itself without JavaScript.
 *
 * The index is read from Pagefind's files: each fragment (fragment/*.pf_fragment) is the gzip of "pagefind_dcd"
 * followed by the page's JSON (url, content, meta, filters), the format Pagefind's own script decompresses.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { JSDOM } from "jsdom";
import { SECTION_PATHS } from "../../src/config/site-structure";
import { INDEX_EXCLUDE } from "../../src/gatsby/search-index";
import { PUBLIC, builtPage, htmlFileOf } from "../helpers/built-site";
import { pagePathsFromDisk, readMarkdown } from "../helpers/content";
import { SEED_PAGES } from "../helpers/seed-routes";

const DIR = path.join(PUBLIC, "pagefind");

interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}

function readFragments(): Fragment[] {
  const dir = path.join(DIR, "fragment");
  return fs.readdirSync(dir).map((file) => {
    const bytes = zlib.gunzipSync(fs.readFileSync(path.join(dir, file)));
    const signature = "pagefind_dcd";
    expect(bytes.subarray(0, signature.length).toString()).toBe(signature);
    return JSON.parse(bytes.subarray(signature.length).toString("utf8")) as Fragment;
  });
}

const fragments = readFragments();
const byUrl = new Map(fragments.map((f) => [f.url, f]));

/** The section each address belongs to, written out from the site's sections (not from the indexer's table). */
function expectedSection(url: string): string {
  if (url.startsWith(`${SECTION_PATHS.machines}`)) return "Macchinari";
  if (url.startsWith(`${SECTION_PATHS.cityPages}/`)) return "Città";
  if (url.startsWith(`${SECTION_PATHS.formulas}`)) return "Formule";
  if (url.startsWith(`${SECTION_PATHS.services}/`)) return "Servizi";
  if (url.startsWith(`${SECTION_PATHS.sanitising}`)) return "Sanificazione";
  if (url.startsWith(`${SECTION_PATHS.posts}`)) return "Blog";
  return "Pagine";
}

describe("the search index", () => {
  // Every page of the content (editors add them) but the noindex ones.
  const expected = pagePathsFromDisk().filter((p) => p !== "/thankyou" && p !== "/cerca");

  it("has every page once, by its unprefixed address: no /it copy, no noindex page, no 404", () => {
    expect(fragments.map((f) => f.url).sort()).toEqual([...expected].sort());
    expect(fragments.filter((f) => f.url.startsWith("/it"))).toEqual([]);
    const entry = JSON.parse(fs.readFileSync(path.join(DIR, "pagefind-entry.json"), "utf8")) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(Object.keys(entry.languages)).toEqual(["it"]);
    expect(entry.languages.it.page_count).toBe(expected.length);
  });

  it("gives each page its section, as metadata and as a filter", () => {
    for (const f of fragments) {
      expect({ url: f.url, section: f.meta.section, filter: f.filters.section }).toEqual({
        url: f.url,
        section: expectedSection(f.url),
        filter: [expectedSection(f.url)],
      });
    }
  });

  it("gives machines, formulas, services and sanitising products their short name, and no other page a name", () => {
    const named = readMarkdown().filter((e) =>
      ["machines", "formulas", "services", "sanitising"].includes(e.collection),
    );
    const section = {
      machines: SECTION_PATHS.machines,
      formulas: SECTION_PATHS.formulas,
      services: SECTION_PATHS.services,
      sanitising: SECTION_PATHS.sanitising,
    } as Record<string, string>;
    for (const e of named) {
      expect(byUrl.get(`${section[e.collection]}/${String(e.data.slug)}`)?.meta.name).toBe(String(e.data.name));
    }
    expect(fragments.filter((f) => f.meta.name).length).toBe(named.length);
  });

  it("titles each page with its h1", () => {
    for (const f of fragments) {
      expect(f.meta.title).toBe(builtPage(f.url).querySelector("h1")?.textContent?.trim());
    }
  });

  it("holds each page's main content only: not the header, menus, footer, buttons or other pages' cards", () => {
    const laser = byUrl.get(`${SECTION_PATHS.machines}/macchinario-laser-diodo-roma`)!;
    expect(laser.content).toContain("Laser a diodo professionale per l'epilazione");
    // The skip link, and the call to action of the header and of every machine page (a button).
    for (const text of ["Vai al contenuto", "Richiedete informazioni"]) {
      expect({ text, found: fragments.some((f) => f.content.includes(text)) }).toEqual({ text, found: false });
    }
    // The footer of the laser page: its tagline and its legal line.
    const footer = builtPage(laser.url).querySelector("footer")!;
    const tagline = footer.querySelector("p:nth-of-type(2)")?.textContent ?? "";
    expect(tagline.length).toBeGreaterThan(30);
    for (const text of [tagline, "Capitale sociale"]) {
      expect(footer.textContent).toContain(text);
      expect({ text, found: laser.content.includes(text) }).toEqual({ text, found: false });
    }
    // The laser page's cards of other machines are not its content.
    const others = builtPage(laser.url).querySelector('[aria-labelledby="machine-others"]');
    const otherTitle = others?.querySelector("h3")?.textContent?.trim() ?? "";
    expect(otherTitle).not.toBe("");
    expect(laser.content).not.toContain(otherTitle);
  });

  it("leaves out parts that still exist: each excluded selector matches something in an indexed page", () => {
    const mains = expected.map((p) =>
      new JSDOM(fs.readFileSync(htmlFileOf(p), "utf8")).window.document.querySelector("main")!,
    );
    for (const selector of INDEX_EXCLUDE) {
      expect({ selector, found: mains.some((m) => m.querySelector(selector) !== null) }).toEqual({
        selector,
        found: true,
      });
    }
  });

  it("carries only what the results page uses: Pagefind's own interfaces are not published", () => {
    expect(fs.existsSync(path.join(DIR, "pagefind.js"))).toBe(true);
    expect(fs.readdirSync(DIR).filter((f) => /ui|highlight/.test(f))).toEqual([]);
  });
});

describe("the search code", () => {
  const js = fs.readdirSync(PUBLIC).filter((f) => f.endsWith(".js"));
  const read = (f: string) => fs.readFileSync(path.join(PUBLIC, f), "utf8");

  it("imports Pagefind from the results page's chunks only", () => {
    const importing = js.filter((f) => read(f).includes("/pagefind/pagefind.js"));
    expect(importing.length).toBeGreaterThan(0);
    const stats = JSON.parse(read("webpack.stats.json")) as {
      namedChunkGroups: Record<string, { assets: Array<{ name: string } | string> }>;
    };
    const assetsOf = (group: string) =>
      (stats.namedChunkGroups[group]?.assets ?? []).map((a) => (typeof a === "string" ? a : a.name));
    // Not in the start-up bundle, nor in any other template's first load.
    for (const group of Object.keys(stats.namedChunkGroups)) {
      if (group === "component---src-templates-search-tsx") continue;
      for (const asset of assetsOf(group).filter((a) => a.endsWith(".js"))) {
        expect({ group, asset, imports: importing.includes(asset) }).toEqual({ group, asset, imports: false });
      }
    }
    expect(Object.keys(stats.namedChunkGroups)).toEqual(
      expect.arrayContaining(["app", "component---src-templates-machine-tsx"]),
    );
  });
});

describe("the header's search form", () => {
  it.each(SEED_PAGES.map((p) => [p]))("%s has it in the top bar and the mobile menu, as a plain GET form", (p) => {
    const doc = builtPage(p);
    const prefix = p === "/it" || p.startsWith("/it/") ? "/it" : "";
    const forms = Array.from(doc.querySelectorAll<HTMLFormElement>("header form[role='search']"));
    expect(forms).toHaveLength(2);
    expect(forms[1].closest("#menu-mobile")).not.toBeNull();
    for (const form of forms) {
      expect(form.getAttribute("action")).toBe(`${prefix}/cerca`);
      expect(form.getAttribute("method")).toBe("get");
      const input = form.querySelector("input")!;
      expect([input.getAttribute("type"), input.getAttribute("name")]).toEqual(["search", "q"]);
      expect(input.getAttribute("aria-label")).toBe("Cerca nel sito");
    }
  });
});

describe.each([
  ["/cerca", ""],
  ["/it/cerca", "/it"],
])("the results page %s", (p, prefix) => {
  it("is kept out of search engines and has its own title, description and h1", () => {
    const doc = builtPage(p);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);
    expect(doc.title).toBe("Cercate nel sito - Venere Tech");
    expect(doc.querySelector("h1")?.textContent).toBe("Cercate nel sito");
  });

  it("says, without JavaScript, how to search and where to find the machines and the blog", () => {
    const main = builtPage(p).querySelector("main")!;
    expect(main.querySelector(`form[role='search'][action='${prefix}/cerca'] input[name='q']`)).not.toBeNull();
    expect(main.textContent).toContain("Scrivete nel campo qui sopra");
    expect(main.querySelector(`a[href='${prefix}/macchinari-estetici-roma']`)).not.toBeNull();
    expect(main.querySelector(`a[href='${prefix}/blog']`)).not.toBeNull();
    expect(main.querySelector("[role='status']")?.textContent).toBe("");
  });
});
