/**
 * The SEO builder (src/lib/seo.ts) and the one SEO component every template uses (src/components/Seo.tsx).
 */
import { render } from "@testing-library/react";
import React from "react";
import { Helmet } from "react-helmet";
import { LocaleProvider } from "../../src/components/locale";
import { Seo } from "../../src/components/Seo";
import { absoluteUrl, buildSeoTags, formatTitle, serializeJsonLd, type SeoInput } from "../../src/lib/seo";
import { mockSiteData } from "../helpers/site-data";

const site = { name: "Venere Tech", url: "https://www.veneretech.it", facebookAppId: "", twitterSite: "@veneretech" };
const input = (extra: Partial<SeoInput> = {}): SeoInput => ({
  site,
  title: "Laser a diodo",
  description: "Descrizione della pagina.",
  canonicalPath: "/macchinari-estetici-roma/macchinario-laser-diodo-roma",
  ogLocale: "it_IT",
  language: "it-IT",
  ...extra,
});
const metaOf = (tags: ReturnType<typeof buildSeoTags>, key: string) =>
  tags.meta.filter((m) => m.key === key).map((m) => m.content);

describe("formatTitle", () => {
  it("applies the template '%s - {site name}'", () => {
    expect(formatTitle("Contatti", "Venere Tech")).toBe("Contatti - Venere Tech");
  });
  it("leaves the bare title of the home page and a title equal to the site name alone", () => {
    expect(formatTitle("Macchinari estetici", "Venere Tech", true)).toBe("Macchinari estetici");
    expect(formatTitle("Venere Tech", "Venere Tech")).toBe("Venere Tech");
  });
});

describe("absoluteUrl", () => {
  it("joins the site address and a path, whatever the slashes", () => {
    expect(absoluteUrl("https://www.veneretech.it/", "/")).toBe("https://www.veneretech.it/");
    expect(absoluteUrl("https://www.veneretech.it", "/blog")).toBe("https://www.veneretech.it/blog");
    expect(absoluteUrl("https://www.veneretech.it/", "static/a.jpg")).toBe("https://www.veneretech.it/static/a.jpg");
  });
  it("keeps an address that is already absolute", () => {
    expect(absoluteUrl("https://www.veneretech.it", "https://cdn.example.org/a.jpg")).toBe(
      "https://cdn.example.org/a.jpg",
    );
  });
});

describe("buildSeoTags", () => {
  it("writes the title, description, canonical and Open Graph tags from one input", () => {
    const tags = buildSeoTags(input());
    const url = "https://www.veneretech.it/macchinari-estetici-roma/macchinario-laser-diodo-roma";
    expect(tags.title).toBe("Laser a diodo - Venere Tech");
    expect(tags.links).toEqual([{ rel: "canonical", href: url }]);
    expect(metaOf(tags, "description")).toEqual(["Descrizione della pagina."]);
    expect(metaOf(tags, "og:title")).toEqual(["Laser a diodo - Venere Tech"]);
    expect(metaOf(tags, "og:description")).toEqual(["Descrizione della pagina."]);
    expect(metaOf(tags, "og:url")).toEqual([url]);
    expect(metaOf(tags, "og:type")).toEqual(["website"]);
    expect(metaOf(tags, "og:locale")).toEqual(["it_IT"]);
    expect(metaOf(tags, "og:site_name")).toEqual(["Venere Tech"]);
  });

  it("gives a Twitter card of type summary with the site's account; title, text and image come from Open Graph", () => {
    const tags = buildSeoTags(input({ image: "/static/x/laser.jpg" }));
    expect(metaOf(tags, "twitter:card")).toEqual(["summary"]);
    expect(metaOf(tags, "twitter:site")).toEqual(["@veneretech"]);
    for (const key of ["twitter:title", "twitter:description", "twitter:image"]) expect(metaOf(tags, key)).toEqual([]);
    for (const key of ["og:title", "og:description", "og:image"]) expect(metaOf(tags, key)).toHaveLength(1);
  });

  it("makes the social image absolute, and falls back to the site's default image", () => {
    expect(metaOf(buildSeoTags(input({ image: "/static/x/laser.jpg" })), "og:image")).toEqual([
      "https://www.veneretech.it/static/x/laser.jpg",
    ]);
    expect(metaOf(buildSeoTags(input({ defaultImage: "/static/y/og-default.jpg" })), "og:image")).toEqual([
      "https://www.veneretech.it/static/y/og-default.jpg",
    ]);
  });

  it("writes fb:app_id only when one is configured", () => {
    expect(metaOf(buildSeoTags(input()), "fb:app_id")).toEqual([]);
    expect(metaOf(buildSeoTags(input({ site: { ...site, facebookAppId: "1234567890" } })), "fb:app_id")).toEqual([
      "1234567890",
    ]);
  });

  it("asks search engines not to index a noindex page, and only then", () => {
    expect(metaOf(buildSeoTags(input()), "robots")).toEqual([]);
    expect(metaOf(buildSeoTags(input({ noindex: true })), "robots")).toEqual(["noindex, follow"]);
  });

  it("names the home page's canonical with its trailing slash", () => {
    expect(buildSeoTags(input({ canonicalPath: "/" })).links[0]?.href).toBe("https://www.veneretech.it/");
  });
});

describe("serializeJsonLd", () => {
  it("escapes '<' so a value can never close the script element", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});

describe("<Seo>", () => {
  beforeEach(mockSiteData);

  const renderSeo = (prefix: string, canonicalPath: string, props: Partial<React.ComponentProps<typeof Seo>> = {}) =>
    render(
      <LocaleProvider value={{ locale: "it", prefix, canonicalPath }}>
        <Seo title="Noleggio operativo" description="Il noleggio spiegato." {...props} />
      </LocaleProvider>,
    );
  const head = () =>
    Helmet.peek() as unknown as {
      title: string;
      linkTags: Array<Record<string, string>>;
      metaTags: Array<Record<string, string>>;
      scriptTags: Array<{ innerHTML: string }>;
    };

  it("on a page under /it names the unprefixed page as canonical", () => {
    renderSeo("/it", "/formule/noleggio-macchinari-estetici-roma");
    expect(head().linkTags).toContainEqual({
      rel: "canonical",
      href: "https://www.veneretech.it/formule/noleggio-macchinari-estetici-roma",
    });
    expect(head().title).toBe("Noleggio operativo - Venere Tech");
  });

  it("on the unprefixed page names itself as canonical, with the site's values", () => {
    renderSeo("", "/formule/noleggio-macchinari-estetici-roma");
    expect(head().linkTags).toContainEqual({
      rel: "canonical",
      href: "https://www.veneretech.it/formule/noleggio-macchinari-estetici-roma",
    });
    expect(head().metaTags).toContainEqual({ name: "twitter:site", content: "@veneretech" });
    expect(head().metaTags).toContainEqual({
      property: "og:image",
      content: "https://www.veneretech.it/static/og-default.jpg",
    });
    expect(head().metaTags.find((m) => m.property === "fb:app_id")).toBeUndefined();
  });

  it("adds a BreadcrumbList below home", () => {
    renderSeo("", "/formule", {
      trail: [
        { title: "Home", url: "/" },
        { title: "Formule", url: "/formule" },
      ],
    });
    const blocks = head().scriptTags.map((s) => JSON.parse(s.innerHTML) as { "@type": string });
    expect(blocks.map((b) => b["@type"])).toEqual(["BreadcrumbList"]);
  });

  it("adds no BreadcrumbList on the home page", () => {
    renderSeo("", "/", { trail: [{ title: "Home", url: "/" }] });
    expect(head().scriptTags).toEqual([]);
  });
});
