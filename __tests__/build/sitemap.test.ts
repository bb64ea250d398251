/**
 * After `npm run build`: the sitemap lists exactly the canonical addresses, robots.txt points to it, and the web
 * manifest and its icons are there.
 */
import fs from "node:fs";
import path from "node:path";
import { PUBLIC, siteUrl } from "../helpers/built-site";
import { pagePathsFromDisk, readJson } from "../helpers/content";
import { SEED_ROUTES } from "../helpers/seed-routes";

const read = (file: string) => fs.readFileSync(path.join(PUBLIC, file), "utf8");
const locs = (xml: string) => Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => m[1]);

describe("the sitemap", () => {
  it("lists every canonical address once: no /it copy, no thank-you or results page, no 404, no admin", () => {
    // Every page of the content (editors add them), the seed's among them.
    const pages = pagePathsFromDisk();
    expect(pages).toEqual(expect.arrayContaining([...SEED_ROUTES]));
    const expected = pages
      .filter((p) => p !== "/thankyou" && p !== "/cerca")
      .map((p) => (p === "/" ? `${siteUrl()}/` : `${siteUrl()}${p}`));
    const listed = locs(read("sitemap-0.xml"));
    expect(listed.sort()).toEqual(expected.sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it("is reached through the index, which robots.txt names", () => {
    expect(locs(read("sitemap-index.xml"))).toEqual([`${siteUrl()}/sitemap-0.xml`]);
    expect(read("robots.txt")).toContain(`Sitemap: ${siteUrl()}/sitemap-index.xml`);
    expect(read("robots.txt")).toContain("Disallow: /admin/");
  });
});

describe("the web manifest", () => {
  it("names the site, in Italian, with the design's colours and icons that exist", () => {
    const site = readJson<{ name: string }>("site.json");
    const manifest = JSON.parse(read("manifest.webmanifest")) as {
      name: string;
      lang: string;
      start_url: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string }>;
    };
    expect(manifest).toMatchObject({ name: site.name, lang: "it", start_url: "/", theme_color: "#0e5e6f" });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of manifest.icons)
      expect(fs.existsSync(path.join(PUBLIC, icon.src.split("?")[0] ?? ""))).toBe(true);
  });
});
