/**
 * After `npm run build`: every page of the content (the seed's routes among them) is built, with its own title,
 * description, canonical address and one h1; the 404 page answers unknown paths with status 404.
 */
import { allBuiltHtml, builtPage, serveBuiltSite, siteUrl } from "../helpers/built-site";
import { pagePathsFromDisk, readMarkdown } from "../helpers/content";
import { SEED_ROUTES, withIt } from "../helpers/seed-routes";

/** Every page of the content, the seed's among them (editors add pages). */
const ROUTES = pagePathsFromDisk();
const PAGES = [...ROUTES, ...ROUTES.map(withIt)];

const meta = (doc: Document, name: string) => doc.querySelector(`meta[name="${name}"]`)?.getAttribute("content") ?? "";

describe("the built pages", () => {
  it("are exactly the pages of the route table, plus the 404 page", () => {
    const built = allBuiltHtml().filter((p) => !["/404", "/404.html", "/dev-404-page"].includes(p));
    // Every page of the content, each also under /it (editors add pages: the expectation grows with content/).
    expect(ROUTES).toEqual(expect.arrayContaining([...SEED_ROUTES]));
    expect(built).toEqual([...PAGES].sort());
  });

  it.each(PAGES.map((p) => [p]))("%s has a title, a description, a canonical link and one h1", (pagePath) => {
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
    const titles = ROUTES.map((p) => builtPage(p).title);
    const descriptions = ROUTES.map((p) => meta(builtPage(p), "description"));
    expect(new Set(titles).size).toBe(ROUTES.length);
    expect(new Set(descriptions).size).toBe(ROUTES.length);
    for (const p of ROUTES) expect(builtPage(withIt(p)).title).toBe(builtPage(p).title);
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
  // The posts of content/blog, newest first by their date (the file's name when two share one).
  const posts = readMarkdown()
    .filter((e) => e.collection === "posts")
    .map((e) => ({
      path: `/blog/${String(e.data.slug)}`,
      date: new Date(e.data.date as string).getTime(),
      file: e.file,
    }))
    .sort((a, b) => b.date - a.date || a.file.localeCompare(b.file));
  const latestOthers = (p: string, prefix = "") =>
    posts
      .filter((x) => x.path !== p)
      .slice(0, 3)
      .map((x) => `${prefix}${x.path}`);
  const suggested = (pagePath: string) =>
    Array.from(builtPage(pagePath).querySelectorAll("section[aria-labelledby='post-others'] a[href*='/blog/']")).map(
      (a) => a.getAttribute("href"),
    );

  it("are the three latest other posts, newest first", () => {
    expect(posts.length).toBeGreaterThan(3);
    for (const { path } of posts) expect([path, suggested(path)]).toEqual([path, latestOthers(path)]);
  });

  it("are the same on the /it copy, with the prefix", () => {
    for (const { path } of posts) expect([path, suggested(`/it${path}`)]).toEqual([path, latestOthers(path, "/it")]);
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
