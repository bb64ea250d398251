/**
 * After `npm run build`: every route of the seed has its page, with its own title, description, canonical
 * address and one h1; the 404 page answers unknown paths with status 404.
 */
import { allBuiltHtml, builtPage, serveBuiltSite, siteUrl } from "../helpers/built-site";
import { SEED_PAGES, SEED_ROUTES, withIt } from "../helpers/seed-routes";

const meta = (doc: Document, name: string) => doc.querySelector(`meta[name="${name}"]`)?.getAttribute("content") ?? "";

describe("the built pages", () => {
  it("are exactly the pages of the route table, plus the 404 page", () => {
    const built = allBuiltHtml().filter((p) => !["/404", "/404.html", "/dev-404-page"].includes(p));
    expect(built).toEqual([...SEED_PAGES].sort());
  });

  it.each(SEED_PAGES.map((p) => [p]))("%s has a title, a description, a canonical link and one h1", (pagePath) => {
    const doc = builtPage(pagePath);
    expect(doc.title.length).toBeGreaterThan(10);
    expect(doc.title).toMatch(/Venere Tech$/);
    expect(meta(doc, "description").length).toBeGreaterThanOrEqual(100);
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
    expect(doc.querySelector("h1")?.textContent?.trim().length).toBeGreaterThan(5);
    expect(doc.documentElement.getAttribute("lang")).toBe("it");
    const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute("href");
    const unprefixed = pagePath === "/it" ? "/" : pagePath.replace(/^\/it\//, "/");
    expect(canonical).toBe(unprefixed === "/" ? `${siteUrl()}/` : `${siteUrl()}${unprefixed}`);
  });

  it("gives every route its own title and description; each /it copy repeats its original", () => {
    const titles = SEED_ROUTES.map((p) => builtPage(p).title);
    const descriptions = SEED_ROUTES.map((p) => meta(builtPage(p), "description"));
    expect(new Set(titles).size).toBe(SEED_ROUTES.length);
    expect(new Set(descriptions).size).toBe(SEED_ROUTES.length);
    for (const p of SEED_ROUTES) expect(builtPage(withIt(p)).title).toBe(builtPage(p).title);
  });

  it("keeps /it on the internal links of /it pages", () => {
    for (const p of ["/it", "/it/macchinari-estetici-roma/macchinario-ems-sculpt", "/it/blog/blog02"]) {
      const hrefs = Array.from(builtPage(p).querySelectorAll("a[href^='/']")).map((a) => a.getAttribute("href") ?? "");
      expect(hrefs.length).toBeGreaterThan(40);
      expect(hrefs.filter((h) => h !== "/it" && !h.startsWith("/it/") && !h.startsWith("/it?"))).toEqual([]);
    }
  });
});

describe("the posts a post suggests", () => {
  // Dates in content/blog: blog01 March, blog02 May, blog03 July, blog04 September 2024.
  const suggested = (pagePath: string) =>
    Array.from(builtPage(pagePath).querySelectorAll("section[aria-labelledby='post-others'] a[href*='/blog/']")).map(
      (a) => a.getAttribute("href"),
    );

  it("are the three latest other posts, newest first", () => {
    expect(suggested("/blog/blog02")).toEqual(["/blog/blog04", "/blog/blog03", "/blog/blog01"]);
    expect(suggested("/blog/blog04")).toEqual(["/blog/blog03", "/blog/blog02", "/blog/blog01"]);
    expect(suggested("/blog/blog01")).toEqual(["/blog/blog04", "/blog/blog03", "/blog/blog02"]);
  });

  it("are the same on the /it copy, with the prefix", () => {
    expect(suggested("/it/blog/blog03")).toEqual(["/it/blog/blog04", "/it/blog/blog02", "/it/blog/blog01"]);
  });
});

describe("the 404 page", () => {
  const base = serveBuiltSite();

  it("is built with its message and status text", () => {
    const doc = builtPage("/404.html".replace(/\.html$/, ""));
    expect(doc.querySelector("h1")?.textContent).toBe("Pagina non trovata");
    expect(doc.body.textContent).toContain("Page not found:");
    expect(doc.body.textContent).toContain("Page Not Found");
  });

  it.each([["/pagina-inesistente"], ["/it/pagina-inesistente"], ["/macchinari-estetici-roma/macchinario-inesistente"]])(
    "answers %s with status 404 and the not-found page",
    async (pagePath) => {
      const res = await fetch(`${base()}${pagePath}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain("Pagina non trovata");
      expect(html).toContain("Page not found:");
    },
  );

  it("answers a known page with 200", async () => {
    expect((await fetch(`${base()}/macchinari-estetici-roma/macchinario-ems-sculpt`)).status).toBe(200);
    expect((await fetch(`${base()}/it`)).status).toBe(200);
  });
});
