/**
 * After `npm run build`: the head of every page (titles, descriptions, canonical, Open Graph, Twitter) and its
 * structured data, checked on the built HTML.
 */
import fs from "node:fs";
import path from "node:path";
import { LOGO_PATH } from "../../src/lib/structured-data";
import { builtPage, PUBLIC, siteUrl } from "../helpers/built-site";
import { readJson } from "../helpers/content";
import { SEED_PAGES, SEED_ROUTES } from "../helpers/seed-routes";

type Ld = Record<string, unknown> & { "@type": string };
const site = readJson<{ name: string; twitterSite: string; facebookAppId: string }>("site.json");
const business = readJson<{
  phone: string;
  email: string;
  vatNumber: string;
  rea: string;
  shareCapital: string;
  pec: string;
  legalName: string;
  address: { city: string };
  social: Record<string, string>;
}>("business.json");
const meta = (doc: Document, attr: "name" | "property", key: string) =>
  Array.from(doc.querySelectorAll(`meta[${attr}="${key}"]`)).map((m) => m.getAttribute("content") ?? "");
const canonicalOf = (pagePath: string) => {
  const unprefixed = pagePath === "/it" ? "/" : pagePath.replace(/^\/it\//, "/");
  return unprefixed === "/" ? `${siteUrl()}/` : `${siteUrl()}${unprefixed}`;
};
const jsonLd = (pagePath: string): Ld[] =>
  Array.from(builtPage(pagePath).querySelectorAll('script[type="application/ld+json"]')).map(
    (s) => JSON.parse(s.textContent ?? "") as Ld,
  );
const ofType = <T = Ld>(pagePath: string, type: string): T[] =>
  jsonLd(pagePath).filter((b) => b["@type"] === type) as unknown as T[];
const localFile = (url: string) => path.join(PUBLIC, new URL(url).pathname);

const REQUIRED: Record<string, readonly string[]> = {
  LocalBusiness: ["name", "url", "telephone", "email", "vatID", "address", "logo", "image", "sameAs"],
  WebSite: ["name", "url"],
  BreadcrumbList: ["itemListElement"],
  Service: ["name", "description", "url", "provider", "serviceType"],
  BlogPosting: [
    "headline",
    "description",
    "datePublished",
    "dateModified",
    "author",
    "publisher",
    "image",
    "mainEntityOfPage",
  ],
};

describe("the head of every page", () => {
  it.each(SEED_PAGES.map((p) => [p]))(
    "%s: Open Graph and Twitter repeat its title and description, with absolute URLs",
    (pagePath) => {
      const doc = builtPage(pagePath);
      const description = meta(doc, "name", "description")[0];
      expect(meta(doc, "property", "og:title")).toEqual([doc.title]);
      expect(meta(doc, "property", "og:description")).toEqual([description]);
      expect(meta(doc, "property", "og:url")).toEqual([canonicalOf(pagePath)]);
      expect(meta(doc, "property", "og:locale")).toEqual(["it_IT"]);
      expect(meta(doc, "property", "og:site_name")).toEqual([site.name]);
      expect(meta(doc, "property", "og:type")).toEqual([pagePath.includes("/blog/") ? "article" : "website"]);
      expect(meta(doc, "name", "twitter:card")).toEqual(["summary"]);
      expect(meta(doc, "name", "twitter:site")).toEqual([site.twitterSite]);
      expect(meta(doc, "property", "fb:app_id")).toEqual(site.facebookAppId ? [site.facebookAppId] : []);
      const [image] = meta(doc, "property", "og:image");
      expect(image).toMatch(new RegExp(`^${siteUrl()}/static/`));
      expect(fs.existsSync(localFile(image ?? ""))).toBe(true);
      expect(meta(doc, "name", "robots")).toEqual(/\/(thankyou|cerca)$/.test(pagePath) ? ["noindex, follow"] : []);
    },
  );

  it("gives the title template '%s - Venere Tech' to every page, each title once among the routes", () => {
    for (const p of SEED_ROUTES) expect(builtPage(p).title).toMatch(/^.+ - Venere Tech$/);
    expect(new Set(SEED_ROUTES.map((p) => builtPage(p).title)).size).toBe(SEED_ROUTES.length);
  });

  it("links the web manifest after the first paint, and the favicons generated from the SVG emblem", () => {
    const doc = builtPage("/");
    // The scripts' loader links the manifest as it adds them (src/gatsby/scripts-after-paint.ts); the head does not.
    expect(doc.querySelector('link[rel="manifest"]')).toBeNull();
    expect(doc.getElementById("scripts-after-paint")?.textContent).toContain(
      'e.rel="manifest";e.href="/manifest.webmanifest"',
    );
    expect(fs.existsSync(path.join(PUBLIC, "manifest.webmanifest"))).toBe(true);
    const icons = Array.from(doc.querySelectorAll('link[rel="icon"]')).map(
      (l) => (l.getAttribute("href") ?? "").split("?")[0],
    );
    expect(icons).toEqual(expect.arrayContaining(["/favicon-32x32.png", "/favicon.svg"]));
    for (const icon of icons) expect(fs.existsSync(path.join(PUBLIC, icon ?? ""))).toBe(true);
    // The PNG's size is given (so Chromium fetches the SVG alone: src/gatsby/pre-render-html.ts), and it is the
    // file's own, read from its header.
    const favicon = fs.readFileSync(path.join(PUBLIC, "favicon-32x32.png"));
    const sizes = doc.querySelector('link[rel="icon"][href^="/favicon-32x32.png"]')?.getAttribute("sizes");
    expect(sizes).toBe(`${favicon.readUInt32BE(16)}x${favicon.readUInt32BE(20)}`);
    // One touch icon for phones' home screens, a square PNG of 192 px that the build generated.
    const touch = Array.from(doc.querySelectorAll('link[rel="apple-touch-icon"]')).map((l) => l.getAttribute("href"));
    expect(touch).toEqual(["/icons/icon-192x192.png"]);
    const png = fs.readFileSync(path.join(PUBLIC, "icons/icon-192x192.png"));
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([192, 192]);
  });
});

describe("structured data", () => {
  it.each(SEED_PAGES.map((p) => [p]))(
    "%s: every JSON-LD block parses and has its type's required fields, URLs absolute",
    (pagePath) => {
      const blocks = jsonLd(pagePath);
      expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) {
        expect(block["@context"]).toBe("https://schema.org");
        const required = REQUIRED[block["@type"]];
        expect({ type: block["@type"], known: Boolean(required) }).toEqual({ type: block["@type"], known: true });
        for (const field of required ?? [])
          expect({ type: block["@type"], field, present: block[field] !== undefined && block[field] !== "" }).toEqual({
            type: block["@type"],
            field,
            present: true,
          });
        for (const key of ["url", "image", "logo", "mainEntityOfPage"]) {
          if (typeof block[key] === "string") expect(block[key]).toMatch(/^https:\/\//);
        }
      }
    },
  );

  it.each(SEED_PAGES.filter((p) => p !== "/" && p !== "/it").map((p) => [p]))(
    "%s: has a BreadcrumbList that starts at home and ends at the page",
    (pagePath) => {
      const [crumbs] = ofType<{ itemListElement: Array<{ position: number; name: string; item: string }> }>(
        pagePath,
        "BreadcrumbList",
      );
      expect(crumbs).toBeDefined();
      const items = crumbs?.itemListElement ?? [];
      expect(items[0]).toMatchObject({ position: 1, item: `${siteUrl()}/` });
      expect(items[items.length - 1]?.item).toBe(canonicalOf(pagePath));
      expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
      // The trail is the one shown on the page.
      const shown = Array.from(builtPage(pagePath).querySelectorAll('nav[aria-label="Percorso"] li')).map((li) =>
        li.textContent?.trim(),
      );
      expect(shown).toEqual(items.map((i) => i.name));
    },
  );

  it(
    "shows on every page the legal identity an S.r.l. must show (art. 2250 c.c.): name, VAT, REA, share capital, " +
      "PEC",
    () => {
      for (const p of SEED_PAGES) {
        const legal = builtPage(p).querySelector("footer")?.textContent?.replace(/\s+/g, " ") ?? "";
        expect(legal).toContain(business.legalName);
        expect(legal).toContain(`P.IVA ${business.vatNumber}`);
        expect(legal).toContain(`REA ${business.rea}`);
        expect(legal).toContain(`Capitale sociale ${business.shareCapital}`);
        expect(legal).toContain(`PEC ${business.pec}`);
      }
    },
  );

  it("has no BreadcrumbList on the home page", () => {
    expect(ofType("/", "BreadcrumbList")).toEqual([]);
  });

  it("describes the company as a LocalBusiness in Rome on the home and contact pages, as the footer shows it", () => {
    for (const p of ["/", "/contatti", "/it/contatti"]) {
      const [company] = ofType<Ld & { address: { addressLocality: string }; sameAs: string[]; logo: string }>(
        p,
        "LocalBusiness",
      );
      expect(company).toMatchObject({
        telephone: business.phone,
        email: business.email,
        vatID: `IT${business.vatNumber}`,
        identifier: { "@type": "PropertyValue", propertyID: "REA", value: business.rea },
        address: { addressLocality: "Roma" },
      });
      expect(company?.sameAs).toEqual([business.social.facebook, business.social.linkedin]);
      expect(company?.logo).toBe(`${siteUrl()}${LOGO_PATH}`);
      const footer = builtPage(p).querySelector("footer")?.textContent ?? "";
      expect(footer).toContain(business.vatNumber);
      expect(footer).toContain(business.email);
    }
    expect(fs.existsSync(path.join(PUBLIC, LOGO_PATH))).toBe(true);
  });

  it("describes machines, city pages and sanitising products as a Service of the company, named as on the page", () => {
    const offerPages = SEED_ROUTES.filter((p) =>
      /^\/(macchinari-estetici-roma|macchinari-estetici-professionali|sanificazione)\/./.test(p),
    );
    expect(offerPages).toHaveLength(10 + 15 + 2);
    for (const p of offerPages) {
      // no Product: without a price or a rated review Google reports it invalid (__tests__/build/structured-data-rules)
      expect(ofType(p, "Product")).toEqual([]);
      const [service] = ofType<Ld & { provider: { "@id": string } }>(p, "Service");
      expect(service?.url).toBe(canonicalOf(p));
      expect(service?.provider).toEqual({ "@id": `${siteUrl()}/#organization` });
      expect(builtPage(p).body.textContent).toContain(String(service?.name).split(" a ")[0]);
      expect(fs.existsSync(localFile(String(service?.image)))).toBe(true);
    }
  });

  it("describes formulas and services as a Service provided by the company", () => {
    const servicePages = SEED_ROUTES.filter((p) => /^\/(formule|servizi-centri-estetici)\/./.test(p));
    expect(servicePages).toHaveLength(6 + 2);
    for (const p of servicePages) {
      const [service] = ofType<Ld & { provider: { "@id": string } }>(p, "Service");
      expect(service?.url).toBe(canonicalOf(p));
      expect(service?.provider["@id"]).toBe(`${siteUrl()}/#organization`);
    }
  });

  it("describes blog posts as BlogPosting with the date and author the page shows", () => {
    for (const p of SEED_ROUTES.filter((x) => x.startsWith("/blog/"))) {
      const [post] = ofType<Ld & { datePublished: string; author: { name: string }; headline: string }>(
        p,
        "BlogPosting",
      );
      const doc = builtPage(p);
      expect(doc.querySelector("time")?.getAttribute("datetime")).toBe(post?.datePublished);
      expect(doc.body.textContent).toContain(post?.author.name);
      expect(doc.querySelector("h1")?.textContent).toBe(post?.headline);
    }
  });

  it("adds no FAQPage: the questions are the page's visible text (docs/CONTENT-MODEL.md)", () => {
    const withQuestions = SEED_ROUTES.filter((p) => builtPage(p).querySelector("details summary") !== null);
    expect(withQuestions.length).toBeGreaterThan(5);
    for (const p of SEED_ROUTES) expect(ofType(p, "FAQPage")).toEqual([]);
  });
});
