/**
 * @jest-environment node
 *
 * The site search on the build's side: which pages the index gets and how they are marked, the results page's
 * policy (WebAssembly there and nowhere else), the caching of the index's parts, and the check of
 * content/ricerca.json.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PageContext, TemplateName } from "../../src/config/page-context";
import { SEARCH_FIELDS } from "../../src/config/search-index";
import { checkSearchVariants } from "../../src/content-model/search-variants";
import { WASM_SOURCE, parsePolicy, publicPageDirectives, serializePolicy } from "../../src/gatsby/csp";
import { buildRoutes } from "../../src/gatsby/routes";
import { SEARCH_SECTIONS, isNoindex, markForIndex, pagesToIndex } from "../../src/gatsby/search-index";
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  SEARCH_PAGES,
  collectPageScripts,
  securityHeaderRules,
} from "../../src/gatsby/security-headers";
import { matchingHeaderBlocks } from "../../src/server/netlify-config";
import { routeInputFromDisk } from "../helpers/content";
import { headerMap, netlifyRulesOf } from "../helpers/netlify";

const page = (p: string, context: Partial<PageContext>) => ({ path: p, context });

describe("pagesToIndex", () => {
  const rows = buildRoutes(routeInputFromDisk());
  const pages = rows.map((r) => ({ path: r.path, context: r.context }));
  const names = new Map([
    [rows.find((r) => r.path.endsWith("/macchinario-laser-diodo-roma"))!.context.id, "Laser a diodo"],
  ]);
  const indexed = pagesToIndex(pages, names);

  it("takes one copy of each page: none under /it", () => {
    expect(indexed.filter((p) => p.url.startsWith("/it"))).toEqual([]);
    expect(indexed.map((p) => p.url)).toContain("/");
    expect(new Set(indexed.map((p) => p.url)).size).toBe(indexed.length);
    // Every route but the results page, once.
    expect(indexed).toHaveLength(rows.length / 2 - 1);
  });

  it("leaves out the results page itself, and pages without a template (the 404 page)", () => {
    const withExtra = pagesToIndex([...pages, page("/404/", {}), page("/404.html", { prefix: "" })], names);
    expect(withExtra.map((p) => p.url)).not.toEqual(expect.arrayContaining(["/404", "/404.html"]));
    expect(indexed.map((p) => p.url)).not.toContain("/cerca");
  });

  it("gives each page its section from the route table, and the built file to read", () => {
    const of = (url: string) => indexed.find((p) => p.url === url);
    expect(of("/macchinari-estetici-roma/macchinario-laser-diodo-roma")).toEqual({
      url: "/macchinari-estetici-roma/macchinario-laser-diodo-roma",
      file: "macchinari-estetici-roma/macchinario-laser-diodo-roma/index.html",
      section: "Macchinari",
      name: "Laser a diodo",
    });
    expect(of("/macchinari-estetici-professionali/macchinario-laser-diodo-milano")?.section).toBe("Città");
    expect(of("/blog/blog01")?.section).toBe("Blog");
    expect(of("/blog")?.section).toBe("Blog");
    expect(of("/formule/noleggio-macchinari-estetici-roma")?.section).toBe("Formule");
    expect(of("/servizi-centri-estetici/promozione-centri-estetici-roma")?.section).toBe("Servizi");
    expect(of("/sanificazione/ozy10")?.section).toBe("Sanificazione");
    expect(of("/contatti")?.section).toBe("Pagine");
    expect(of("/")).toMatchObject({ file: "index.html", section: "Pagine" });
  });

  it("names only machines, formulas, services and sanitising products, not city pages or posts", () => {
    const cityId = rows.find((r) => r.context.template === "cityMachine")!.context.id;
    const postId = rows.find((r) => r.context.template === "post")!.context.id;
    const named = pagesToIndex(
      pages,
      new Map([
        [cityId, "Città"],
        [postId, "Articolo"],
      ]),
    );
    expect(named.filter((p) => p.name)).toEqual([]);
  });

  it("has a section, or a reason to be left out, for every kind of page", () => {
    const templates = Object.keys(SEARCH_SECTIONS) as TemplateName[];
    expect(templates.filter((t) => SEARCH_SECTIONS[t] === null)).toEqual(["search"]);
    expect(new Set(templates.map((t) => SEARCH_SECTIONS[t]))).toEqual(
      new Set(["Macchinari", "Città", "Formule", "Servizi", "Sanificazione", "Blog", "Pagine", null]),
    );
  });
});

describe("isNoindex", () => {
  it("reads the robots meta of a page", () => {
    expect(isNoindex('<head><meta name="robots" content="noindex, follow"/></head>')).toBe(true);
    expect(isNoindex('<head><meta data-react-helmet="true" name="robots" content="noindex"/></head>')).toBe(true);
    expect(isNoindex('<head><meta name="description" content="noindex, davvero"/></head>')).toBe(false);
    expect(isNoindex("<head></head>")).toBe(false);
  });
});

describe("markForIndex", () => {
  const html =
    '<html lang="it"><body><header>menu</header><main id="main" tabindex="-1"><h1>T</h1></main></body></html>';

  it("marks <main> as the part to index, with the section as metadata and filter and the name as metadata", () => {
    const marked = markForIndex(html, { file: "x/index.html", section: "Macchinari", name: 'Laser "a" <diodo> & co' });
    const main = /<main [^>]*>/.exec(marked)?.[0] ?? "";
    expect(main).toContain('data-pagefind-body=""');
    expect(main).toContain(
      `data-pagefind-meta="${SEARCH_FIELDS.section}[data-search-section], ${SEARCH_FIELDS.name}[data-search-name]"`,
    );
    expect(main).toContain(`data-pagefind-filter="${SEARCH_FIELDS.section}[data-search-section]"`);
    expect(main).toContain('data-search-section="Macchinari"');
    // The value is an attribute of its own, escaped: no quote, bracket or comma can break out of it.
    expect(main).toContain('data-search-name="Laser &quot;a&quot; &lt;diodo&gt; &amp; co"');
    expect(marked.replace(main, '<main id="main" tabindex="-1">')).toBe(html);
  });

  it("adds no name to a page without one", () => {
    const marked = markForIndex(html, { file: "x/index.html", section: "Blog" });
    expect(marked).not.toContain("data-search-name");
    expect(marked).toContain(`data-pagefind-meta="${SEARCH_FIELDS.section}[data-search-section]"`);
  });

  it("fails, naming the file, unless the page has exactly one <main>", () => {
    expect(() => markForIndex("<body></body>", { file: "a/index.html", section: "Blog" })).toThrow(
      "a/index.html has 0 <main> elements",
    );
    expect(() => markForIndex("<main></main><main></main>", { file: "b.html", section: "Blog" })).toThrow(
      "b.html has 2 <main> elements",
    );
  });
});

describe("the results page's policy", () => {
  it("allows WebAssembly ('wasm-unsafe-eval') only when asked, and never eval", () => {
    const search = parsePolicy(serializePolicy(publicPageDirectives(["'sha256-A='"], { wasm: true })));
    const other = parsePolicy(serializePolicy(publicPageDirectives(["'sha256-A='"])));
    expect(WASM_SOURCE).toBe("'wasm-unsafe-eval'");
    expect(search.get("script-src")).toContain(WASM_SOURCE);
    expect(search.get("script-src")).not.toContain("'unsafe-eval'");
    expect(other.get("script-src")).not.toContain(WASM_SOURCE);
    // Nothing else changes: the same sources, less the one.
    expect(search.get("script-src")?.filter((s) => s !== WASM_SOURCE)).toEqual(other.get("script-src"));
    expect(search.get("connect-src")).toEqual(other.get("connect-src"));
  });

  it("is given to the results page and its /it copy, as the build collects the pages", () => {
    expect([...SEARCH_PAGES].sort()).toEqual(["/cerca", "/it/cerca"]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-csp-"));
    for (const file of ["cerca/index.html", "it/cerca/index.html", "blog/index.html"]) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), "<html><head></head><body><script>a()</script></body></html>");
    }
    const { pages } = collectPageScripts(dir, ["/cerca", "/it/cerca", "/blog"]);
    expect(Object.fromEntries(pages.map((p) => [p.path, p.wasm === true]))).toEqual({
      "/cerca": true,
      "/it/cerca": true,
      "/blog": false,
    });
  });

  it("is written to the headers file for those pages only", async () => {
    const rules = await netlifyRulesOf(
      securityHeaderRules([
        { path: "/cerca", hashes: ["'sha256-A='"], wasm: true },
        { path: "/blog", hashes: ["'sha256-B='"] },
      ]),
    );
    expect(headerMap(rules, "/cerca").get("content-security-policy")).toContain(WASM_SOURCE);
    expect(headerMap(rules, "/blog").get("content-security-policy")).not.toContain("wasm");
  });
});

describe("the search's Web Worker", () => {
  it("runs under a policy of its own: WebAssembly and the site's index, nothing else", async () => {
    const rules = await netlifyRulesOf(securityHeaderRules([{ path: "/cerca", hashes: [], wasm: true }]));
    const policy = parsePolicy(headerMap(rules, "/pagefind/pagefind-worker.js").get("content-security-policy") ?? "");
    expect(Object.fromEntries(policy)).toEqual({
      "default-src": ["'none'"],
      "script-src": ["'self'", WASM_SOURCE],
      "connect-src": ["'self'"],
    });
    // Pagefind's other files are data and scripts the page loads under its own policy: no policy of their own.
    expect(headerMap(rules, "/pagefind/pagefind.js").get("content-security-policy")).toBeUndefined();
  });
});

describe("caching of the index", () => {
  it("keeps the hashed parts for a year and lets the script, WebAssembly and entry revalidate", async () => {
    const rules = await netlifyRulesOf(securityHeaderRules([{ path: "/cerca", hashes: [], wasm: true }]));
    const cache = (p: string) => headerMap(rules, p).get("cache-control");
    expect(cache("/pagefind/index/it_9c2875b.pf_index")).toBe(CACHE_IMMUTABLE);
    expect(cache("/pagefind/fragment/it_175c532.pf_fragment")).toBe(CACHE_IMMUTABLE);
    expect(cache("/pagefind/filter/it_1a2b3c4.pf_filter")).toBe(CACHE_IMMUTABLE);
    // No rule of ours: Netlify's default (revalidate) applies, as to the manifest and icons.
    for (const p of ["/pagefind/pagefind.js", "/pagefind/wasm.it.pagefind", "/pagefind/pagefind-entry.json"]) {
      expect(cache(p)).toBeUndefined();
    }
    expect(cache("/cerca")).toBe(CACHE_REVALIDATE);
    for (const p of ["/pagefind/index/a.pf_index", "/pagefind/pagefind.js"]) {
      const names = matchingHeaderBlocks(rules, p).flatMap((b) => Object.keys(b.values).map((n) => n.toLowerCase()));
      expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    }
  });
});

describe("checkSearchVariants (content/ricerca.json)", () => {
  const file = "content/ricerca.json";

  it("accepts the site's file", () => {
    const data = JSON.parse(fs.readFileSync(path.join(__dirname, "../../content/ricerca.json"), "utf8")) as unknown;
    expect(checkSearchVariants(file, data)).toEqual([]);
  });

  it("refuses a spelling that is the term itself, naming the field", () => {
    const data = { variants: [{ term: "pressoterapia", spellings: ["Pressoterapìa"] }] };
    expect(checkSearchVariants(file, data)).toEqual([
      {
        file,
        field: "variants[0].spellings[0]",
        message: "«Pressoterapìa» è già la parola del sito: toglietela dalle varianti",
      },
    ]);
  });

  it("refuses a spelling given to two terms", () => {
    const data = {
      variants: [
        { term: "pressoterapia", spellings: ["presso terapia"] },
        { term: "presoterapia", spellings: ["presso-terapia"] },
      ],
    };
    expect(checkSearchVariants(file, data)).toEqual([
      {
        file,
        field: "variants[1].spellings[0]",
        message: "«presso-terapia» è già una variante di «pressoterapia»: una variante vale per una parola sola",
      },
    ]);
  });

  it("leaves malformed data to the field checks", () => {
    expect(checkSearchVariants(file, { variants: [{ term: 1 }, "x", { term: "a", spellings: [2] }] })).toEqual([]);
    expect(checkSearchVariants(file, null)).toEqual([]);
  });
});
