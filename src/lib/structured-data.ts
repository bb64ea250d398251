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
  readonly openingHours: ReadonlyArray<{ schema: string }>;
  readonly social: { facebook: string; linkedin: string };
}

export interface LdSite {
  readonly url: string;
  readonly name: string;
}

export const businessId = (site: LdSite): string => `${absoluteUrl(site.url, "/")}#organization`;

/** The company as other blocks name it (provider, publisher): enough to stand alone, linked by @id. */
export function businessRef(site: LdSite) {
  return {
    "@type": "LocalBusiness",
    "@id": businessId(site),
    name: site.name,
    url: absoluteUrl(site.url, "/"),
    logo: absoluteUrl(site.url, LOGO_PATH),
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
    openingHours: business.openingHours.map((h) => h.schema),
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

export function productLd(
  input: { name: string; description: string; path: string; imageUrl?: string | null; category?: string },
  site: LdSite,
) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    description: input.description,
    url: absoluteUrl(site.url, input.path),
    ...(input.imageUrl ? { image: absoluteUrl(site.url, input.imageUrl) } : {}),
    ...(input.category ? { category: input.category } : {}),
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

export function faqLd(items: ReadonlyArray<{ question: string; answer: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
