/**
 * Pure helpers of the CMS preview: an entry being edited becomes the data a site template receives from
 * GraphQL, so the preview renders the site's own templates (src/templates) and cannot drift from the pages.
 */
import toHast from "mdast-util-to-hast";
import remark from "remark";
import remarkGfm from "remark-gfm";
import { legalLine, type IdentityFacts } from "../content-model/identity";
import { MARKDOWN_COLLECTIONS } from "../content-model/model";
import { fillPlaceholders, placeholderValues, type PlaceholderBusiness } from "../content-model/placeholders";
import type { CheckContent } from "./entry-problems";

/** Markdown as gatsby-transformer-remark reads it (GitHub flavour); raw HTML is left out, as the site drops it. */
export function markdownToHast(markdown: string): unknown {
  const tree = remark()
    // remark-gfm 1's typings name a newer unified than remark 13's; the plugin itself is the one for remark 13.
    .use(remarkGfm as unknown as () => void)
    .parse(markdown);
  return toHast(tree as Parameters<typeof toHast>[0], { allowDangerousHtml: false });
}

/** What an image field gives a template: gatsby-plugin-image data pointing at the media library's file. */
export function previewImageFile(src: string | null | undefined, width = 736, height = 414) {
  if (!src) return null;
  return {
    childImageSharp: {
      gatsbyImageData: {
        layout: "constrained" as const,
        width,
        height,
        images: { fallback: { src } },
        backgroundColor: "transparent",
      },
    },
  };
}

/**
 * A template's `data`: the entry under its query name; any list the page shows beside it (others, formulas...)
 * empty.
 */
export function templateData(key: string, node: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const given: Record<string, unknown> = { [key]: node, ...extra };
  return new Proxy(given, { get: (target, name: string) => (name in target ? target[name] : { nodes: [] }) });
}

export interface CityRecord {
  readonly name: string;
  readonly slug: string;
  readonly region: string;
  readonly areas: readonly string[];
  /** The city templates that have this city's text: its pages (empty for a city with none). */
  readonly pageKeys: readonly string[];
}

/** The cities the site lists and links, as its City nodes: those with at least one page. */
export const citiesWithPages = <T extends CityRecord>(cities: readonly T[]): T[] =>
  cities.filter((c) => c.pageKeys.length > 0);

/**
 * The city a page is previewed for: the one named; a city not yet in «Città servite» as a stand-in named by its
 * slug (never another city); with no city named, the first.
 */
export function previewCity<T extends CityRecord>(
  cities: readonly T[],
  slug: string | undefined,
): T | (CityRecord & { unlisted: true }) | undefined {
  if (!slug) return cities[0];
  const found = cities.find((c) => c.slug === slug);
  if (found) return found;
  const name = slug.charAt(0).toUpperCase() + slug.slice(1).replace(/-/g, " ");
  return { name, slug, region: "", areas: [], pageKeys: [], unlisted: true };
}

/**
 * An entry with each empty required text shown as its label in brackets («Volete provare [Nome con l'articolo]?»),
 * so the preview never reads "undefined" and shows what is still to be written.
 */
export function withFieldPlaceholders(collection: string, data: Record<string, unknown>): Record<string, unknown> {
  const fields = MARKDOWN_COLLECTIONS.find((c) => c.name === collection)?.fields ?? [];
  const filled = { ...data };
  for (const f of fields) {
    const empty = filled[f.name] === undefined || filled[f.name] === null || filled[f.name] === "";
    if (f.required && (f.type === "string" || f.type === "text") && empty) filled[f.name] = `[${f.label}]`;
  }
  return filled;
}

export interface BundledContent {
  checks: CheckContent;
  /** The legal lists «Conformità e uso» is written from (src/content-model/conformity-text.ts). */
  legal: { sheets: unknown[]; unsettled: unknown[]; annexXvi: unknown[] };
  /** content/fatti.json's facts, for {{fatto:<key>}}. */
  facts: Array<{ key: string; text: string }>;
  logoUrl: string;
  /** content/images/icons.svg, whose symbols the preview writes once (src/components/ui/icon-sprite.tsx). */
  iconsSvg: string;
  business: Record<string, unknown>;
  site: Record<string, unknown>;
  navigation: Record<string, unknown>;
  cities: CityRecord[];
  machines: Array<Record<string, unknown>>;
  entries: Array<{
    fields: { collection: string; path: string | null };
    frontmatter: { name: unknown; slug: unknown };
  }>;
  includedFormulas: Array<{ fields: { path: string | null }; frontmatter: Record<string, unknown> }>;
  trainingFormula: { fields: { path: string | null } } | null;
  cityPages: Array<Record<string, unknown>>;
  cityTemplates: Array<{ frontmatter: { key: unknown; machine: unknown } }>;
  cityTexts: Array<{ data: Record<string, unknown>; body: string }>;
}

/** The answer of the site-data query (src/hooks/use-site-data.ts) from the content files. */
export function siteQueryResult(
  content: Pick<
    BundledContent,
    "logoUrl" | "business" | "site" | "navigation" | "cities" | "entries" | "cityTemplates" | "facts"
  >,
  now: Date = new Date(),
) {
  return {
    logo: { publicURL: content.logoUrl },
    // The footer's legal line, as the build writes it (src/content-model/identity.ts), with today's year.
    business: {
      ...content.business,
      legalLine: legalLine(content.business as unknown as IdentityFacts, now),
      placeholders: placeholderValues(
        content.business as unknown as PlaceholderBusiness,
        typeof content.site.url === "string" ? content.site.url : "",
        content.facts,
      ),
    },
    siteSettings: {
      imageFile: null,
      facebookAppId: null,
      twitterSite: null,
      analytics: { gtmId: null, ga4Id: null },
      ...content.site,
    },
    navigation: content.navigation,
    entries: { nodes: content.entries },
    cityTemplates: { nodes: content.cityTemplates },
    cities: { nodes: citiesWithPages(content.cities) },
  };
}

/** A FAQ as the site's query gives it: answers with their placeholders filled (src/gatsby/schema.ts). */
export function filledFaq(faq: unknown, values: Record<string, string>): unknown {
  if (!Array.isArray(faq)) return faq;
  return faq.map((item: unknown) =>
    typeof item === "object" && item !== null && typeof (item as { answer?: unknown }).answer === "string"
      ? { ...item, answer: fillPlaceholders((item as { answer: string }).answer, values) }
      : item,
  );
}

const ITALIAN_DATE = new Intl.DateTimeFormat("it-IT", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * The dates of an entry as the site's queries give them: the build writes them in Italian words with GraphQL's
 * formatString (locale it), the preview with the browser's own Italian formatter. A post's `date` is the day
 * (YYYY-MM-DD) and `published` the words; a page's `updated` is the words.
 */
export function queriedDates(frontmatter: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  const valid = (value: unknown): Date | null => {
    if (typeof value !== "string" && !(value instanceof Date)) return null;
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : d;
  };
  const date = valid(frontmatter.date);
  if (date) {
    out.date = date.toISOString().slice(0, 10);
    out.published = ITALIAN_DATE.format(date);
  }
  const updated = valid(frontmatter.updated);
  if (updated) out.updated = ITALIAN_DATE.format(updated);
  return out;
}
