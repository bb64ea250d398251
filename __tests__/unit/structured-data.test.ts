/**
 * JSON-LD builders: each block is valid schema.org with absolute URLs and only facts the page shows.
 */
import { readJson } from "../helpers/content";
import {
  blogPostingLd,
  breadcrumbLd,
  businessId,
  localBusinessLd,
  LOGO_PATH,
  openingHoursSpecification,
  productLd,
  serviceLd,
  websiteLd,
  type LdBusiness,
} from "../../src/lib/structured-data";

const business = readJson<LdBusiness & Record<string, unknown>>("business.json");
const site = {
  name: "Venere Tech",
  url: "https://www.veneretech.it/",
  description: "Macchinari estetici professionali a Roma.",
};
const allUrls = (value: unknown): string[] =>
  typeof value === "string"
    ? /^(https?:)?\/\//.test(value) || value.startsWith("/")
      ? [value]
      : []
    : Array.isArray(value)
      ? value.flatMap(allUrls)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(allUrls)
        : [];

describe("localBusinessLd", () => {
  const ld = localBusinessLd(business, site, "/static/a/hero-home.jpg");

  it("describes the company in Rome with phone, e-mail, VAT number and social profiles", () => {
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      "@id": "https://www.veneretech.it/#organization",
      name: "Venere Tech",
      legalName: business.legalName,
      telephone: business.phone,
      email: business.email,
      vatID: `IT${business.vatNumber}`,
      address: {
        "@type": "PostalAddress",
        streetAddress: business.address.street,
        postalCode: business.address.postalCode,
        addressLocality: "Roma",
        addressCountry: "IT",
      },
      sameAs: [business.social.facebook, business.social.linkedin],
    });
    expect(ld).not.toHaveProperty("openingHours");
    expect(ld.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "18:30",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Saturday"],
        opens: "09:30",
        closes: "13:00",
        description: "su appuntamento",
      },
    ]);
    expect(ld.contactPoint).toMatchObject({ telephone: business.phone, email: business.email });
  });

  it("uses absolute addresses only (logo, image, url)", () => {
    expect(ld.logo).toBe(`https://www.veneretech.it${LOGO_PATH}`);
    expect(ld.image).toBe("https://www.veneretech.it/static/a/hero-home.jpg");
    for (const url of allUrls(ld)) expect(url).toMatch(/^https:\/\//);
  });

  it("falls back to the logo when the page has no image", () => {
    expect(localBusinessLd(business, site).image).toBe(`https://www.veneretech.it${LOGO_PATH}`);
  });
});

describe("breadcrumbLd", () => {
  it("lists the trail in order, positions from 1, with absolute items", () => {
    const ld = breadcrumbLd(
      [
        { title: "Home", url: "/" },
        { title: "Macchinari", url: "/macchinari-estetici-roma" },
        { title: "Laser a diodo", url: "/macchinari-estetici-roma/macchinario-laser-diodo-roma" },
      ],
      site,
    );
    expect(ld["@type"]).toBe("BreadcrumbList");
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.veneretech.it/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Macchinari",
        item: "https://www.veneretech.it/macchinari-estetici-roma",
      },
      {
        "@type": "ListItem",
        position: 3,
        name: "Laser a diodo",
        item: "https://www.veneretech.it/macchinari-estetici-roma/macchinario-laser-diodo-roma",
      },
    ]);
  });
});

describe("productLd", () => {
  const ld = productLd(
    {
      name: "Laser a diodo",
      description: "Epilazione progressiva.",
      path: "/macchinari-estetici-roma/x",
      imageUrl: "/static/b/laser.jpg",
      category: "Macchinari estetici professionali",
    },
    site,
  );

  it("describes the machine as a Service the company provides, with its page and image, absolute", () => {
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "Service",
      name: "Laser a diodo",
      description: "Epilazione progressiva.",
      url: "https://www.veneretech.it/macchinari-estetici-roma/x",
      image: "https://www.veneretech.it/static/b/laser.jpg",
      serviceType: "Macchinari estetici professionali",
      category: "Macchinari estetici professionali",
      provider: { "@id": "https://www.veneretech.it/#organization" },
      areaServed: { "@type": "Country", name: "Italia" },
    });
  });

  it("invents nothing the page does not show: no price, offer, rating or brand", () => {
    for (const key of ["offers", "aggregateRating", "review", "brand", "manufacturer"])
      expect(ld).not.toHaveProperty(key);
  });
});

describe("serviceLd", () => {
  it("is provided by the company, named by a bare @id", () => {
    const ld = serviceLd(
      { name: "Noleggio operativo", description: "Canone mensile.", path: "/formule/noleggio" },
      site,
    );
    expect(ld).toMatchObject({
      "@type": "Service",
      name: "Noleggio operativo",
      serviceType: "Noleggio operativo",
      url: "https://www.veneretech.it/formule/noleggio",
    });
    expect(ld.provider).toEqual({ "@id": businessId(site) });
  });
});

describe("openingHoursSpecification", () => {
  it("reads day lists and ranges, and keeps what the page says beyond the times", () => {
    expect(
      openingHoursSpecification({
        days: "Lun, Mer",
        hours: "9:00 – 12:00 (solo mattina)",
        schema: "Mo,We-Th 09:00-12:00",
      }),
    ).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Wednesday", "Thursday"],
      opens: "09:00",
      closes: "12:00",
      description: "(solo mattina)",
    });
  });

  it("fails naming the file and field on a line it cannot read", () => {
    expect(() => openingHoursSpecification({ days: "Sabato", hours: "mattina", schema: "Saturday mornings" })).toThrow(
      /content\/business\.json: field "openingHours"/,
    );
  });
});

describe("blogPostingLd", () => {
  it("carries headline, dates, author, publisher and the page as main entity", () => {
    const ld = blogPostingLd(
      {
        headline: "Come scegliere",
        description: "Guida.",
        path: "/blog/blog01",
        datePublished: "2024-03-12",
        author: "Redazione Venere Tech",
        imageUrl: "/static/c/blog01.jpg",
      },
      site,
    );
    expect(ld).toMatchObject({
      "@type": "BlogPosting",
      headline: "Come scegliere",
      datePublished: "2024-03-12",
      dateModified: "2024-03-12",
      author: { "@type": "Organization", name: "Redazione Venere Tech" },
      mainEntityOfPage: "https://www.veneretech.it/blog/blog01",
      image: "https://www.veneretech.it/static/c/blog01.jpg",
      inLanguage: "it-IT",
    });
    expect(ld.publisher).toEqual({ "@id": businessId(site) });
  });
});

describe("websiteLd", () => {
  it("describes the site", () => {
    expect(websiteLd(site)).toMatchObject({
      "@type": "WebSite",
      url: "https://www.veneretech.it/",
      inLanguage: "it-IT",
      publisher: { "@id": businessId(site) },
    });
  });
});
