/**
 * JSON-LD builders (schema.org), pure. Each block describes what the page shows; nothing is invented
 * (no prices, no ratings, no manufacturer). Every URL is absolute.
 */
import { imageSrc, type ImageFileData } from "./images";
import { absoluteUrl } from "./seo";

/** The square logo gatsby-plugin-manifest generates from content/images/logo-mark.svg (512x512 PNG). */
export const LOGO_PATH = "/icons/icon-512x512.png";

export interface LdBusiness {
  readonly legalName: string;
  readonly brandName: string;
  readonly tagline: string;
  readonly address: {
    street: string;
    postalCode: string;
    city: string;
    province: string;
    region: string;
    country: string;
  };
  readonly phone: string;
  readonly email: string;
  readonly vatNumber: string;
  /** Registration in the chamber of commerce's REA (RM-1234567). */
  readonly rea: string;
  readonly openingHours: ReadonlyArray<{ days: string; hours: string; schema: string }>;
  readonly social: { facebook: string; linkedin: string };
}

export interface LdSite {
  readonly url: string;
  readonly name: string;
}

export const businessId = (site: LdSite): string => `${absoluteUrl(site.url, "/")}#organization`;

/**
 * The company as other blocks name it (provider, publisher): a bare @id. The one full description of the company
 * (with its address) is the LocalBusiness block of the home and contact pages; a stub repeating part of it would
 * be a second LocalBusiness without the address Google requires of one.
 */
export function businessRef(site: LdSite): { "@id": string } {
  return { "@id": businessId(site) };
}

const DAYS: Readonly<Record<string, string>> = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
};
const DAY_ORDER = Object.keys(DAYS);
const SCHEMA_HOURS =
  /^((?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?(?:,(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?)*) ([0-2][0-9]:[0-5][0-9])-([0-2][0-9]:[0-5][0-9])$/;
/** A time range as the page shows it ("9:30 – 13:00"): what is left of `hours` without it is a note. */
const SHOWN_RANGE = /\d{1,2}[:.]\d{2}\s*[–-]\s*\d{1,2}[:.]\d{2}/g;

/**
 * One opening-hours line as schema.org's OpeningHoursSpecification: the days and times of `schema`
 * ("Mo-Fr 09:00-18:30"), and as `description` what the page says beyond the times ("su appuntamento").
 */
export function openingHoursSpecification(line: { days: string; hours: string; schema: string }) {
  const m = SCHEMA_HOURS.exec(line.schema.trim());
  if (!m) {
    throw new Error(
      `content/business.json: field "openingHours": "${line.schema}" is not like "Mo-Fr 09:00-18:30" ` +
        "(days Mo Tu We Th Fr Sa Su, a range with -, several with commas; one time range)",
    );
  }
  const dayOfWeek = m[1].split(",").flatMap((part) => {
    const [from, to = from] = part.split("-");
    return DAY_ORDER.slice(DAY_ORDER.indexOf(from), DAY_ORDER.indexOf(to) + 1).map((d) => DAYS[d]);
  });
  const note = line.hours
    .replace(SHOWN_RANGE, "")
    .replace(/^[\s,;:–-]+|[\s,;:–-]+$/g, "")
    .trim();
  return {
    "@type": "OpeningHoursSpecification",
    dayOfWeek,
    opens: m[2],
    closes: m[3],
    ...(note ? { description: note } : {}),
  };
}

/** The company, on the home and contact pages (which show its address, phone, e-mail, VAT number and profiles). */
export function localBusinessLd(business: LdBusiness, site: LdSite, imageUrl?: string | null) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": businessId(site),
    name: business.brandName,
    legalName: business.legalName,
    description: business.tagline,
    url: absoluteUrl(site.url, "/"),
    telephone: business.phone,
    email: business.email,
    vatID: `IT${business.vatNumber}`,
    identifier: { "@type": "PropertyValue", propertyID: "REA", value: business.rea },
    logo: absoluteUrl(site.url, LOGO_PATH),
    image: absoluteUrl(site.url, imageUrl || LOGO_PATH),
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address.street,
      postalCode: business.address.postalCode,
      addressLocality: business.address.city,
      addressRegion: business.address.province,
      addressCountry: business.address.country,
    },
    openingHoursSpecification: business.openingHours.map(openingHoursSpecification),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: business.phone,
      email: business.email,
      availableLanguage: "it",
    },
    sameAs: [business.social.facebook, business.social.linkedin],
    areaServed: { "@type": "Country", name: "Italia" },
  };
}

/** What a Product or Service block says of an entry page: its name, description, address and image. */
export function entryLdInput(
  fm: { readonly name: string | null; readonly description: string | null; readonly imageFile: ImageFileData | null },
  path: string,
): { name: string; description: string; path: string; imageUrl: string | null } {
  return { name: fm.name ?? "", description: fm.description ?? "", path, imageUrl: imageSrc(fm.imageFile) };
}

/** The site itself, on the home page. */
export function websiteLd(site: LdSite & { description: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${absoluteUrl(site.url, "/")}#website`,
    name: site.name,
    description: site.description,
    url: absoluteUrl(site.url, "/"),
    inLanguage: "it-IT",
    publisher: { "@id": businessId(site) },
  };
}

export function breadcrumbLd(trail: ReadonlyArray<{ title: string; url: string }>, site: LdSite) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.title,
      item: absoluteUrl(site.url, crumb.url),
    })),
  };
}

/**
 * A machine or product page (machines, their city pages, sanitising products), described as the Service of
 * supplying it (sale, rental, installation, training, as the page says), provided by the company.
 *
 * Not a Product: Google's product snippets require `offers`, `review` or `aggregateRating` on a Product, an Offer
 * requires a price, and the company publishes none; references from centres carry no rating, which a Review needs
 * (docs/CONTENT-MODEL.md, "Structured data and Google's rules"). A Product comes back only with a real price or
 * a rated review; a build test fails on any Product without one of the three.
 */
export function productLd(
  input: { name: string; description: string; path: string; imageUrl?: string | null; category?: string },
  site: LdSite,
) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    description: input.description,
    url: absoluteUrl(site.url, input.path),
    ...(input.imageUrl ? { image: absoluteUrl(site.url, input.imageUrl) } : {}),
    serviceType: input.category ?? input.name,
    ...(input.category ? { category: input.category } : {}),
    provider: businessRef(site),
    areaServed: { "@type": "Country", name: "Italia" },
  };
}

export function serviceLd(
  input: {
    name: string;
    description: string;
    path: string;
    imageUrl?: string | null;
    serviceType?: string;
    areaServed?: string;
  },
  site: LdSite,
) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    description: input.description,
    url: absoluteUrl(site.url, input.path),
    ...(input.imageUrl ? { image: absoluteUrl(site.url, input.imageUrl) } : {}),
    serviceType: input.serviceType ?? input.name,
    provider: businessRef(site),
    areaServed: { "@type": "Country", name: input.areaServed ?? "Italia" },
  };
}

export function blogPostingLd(
  input: {
    headline: string;
    description: string;
    path: string;
    datePublished: string;
    author: string;
    imageUrl?: string | null;
  },
  site: LdSite,
) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: input.headline,
    description: input.description,
    url: absoluteUrl(site.url, input.path),
    mainEntityOfPage: absoluteUrl(site.url, input.path),
    datePublished: input.datePublished,
    dateModified: input.datePublished,
    author: { "@type": "Organization", name: input.author },
    publisher: businessRef(site),
    inLanguage: "it-IT",
    ...(input.imageUrl ? { image: absoluteUrl(site.url, input.imageUrl) } : {}),
  };
}
