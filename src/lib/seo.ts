/**
 * Pure builder of a page's head tags, so that every rule is unit-tested:
 * - title "%s - {site name}" (the home page may pass the site name alone with `bareTitle`);
 * - canonical: the unprefixed address (a page under /it/x is a copy of /x);
 * - Open Graph with absolute URLs and it_IT locale, Twitter card "summary", fb:app_id only when configured.
 */
export interface SeoSite {
  readonly name: string;
  readonly url: string;
  readonly facebookAppId: string | null;
  readonly twitterSite: string | null;
}

export interface SeoInput {
  readonly site: SeoSite;
  readonly title: string;
  readonly description: string;
  /** The unprefixed path of the page. */
  readonly canonicalPath: string;
  readonly ogLocale: string;
  readonly language: string;
  /** Path or absolute URL of the social image; the site's default when absent. */
  readonly image?: string | null;
  readonly defaultImage?: string | null;
  readonly type?: "website" | "article";
  readonly noindex?: boolean;
  /** Use the title as it is, without the site name (home page). */
  readonly bareTitle?: boolean;
  readonly jsonLd?: ReadonlyArray<object | null>;
}

export interface MetaTag {
  readonly kind: "name" | "property";
  readonly key: string;
  readonly content: string;
}

export interface SeoTags {
  readonly title: string;
  readonly meta: MetaTag[];
  readonly links: Array<{ rel: string; href: string }>;
  readonly jsonLd: readonly object[];
}

export const TITLE_TEMPLATE = "%s - {site}";

export function formatTitle(title: string, siteName: string, bare = false): string {
  if (bare || title === siteName) return title;
  return TITLE_TEMPLATE.replace("%s", title).replace("{site}", siteName);
}

export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const base = siteUrl.replace(/\/+$/, "");
  return path === "/" ? `${base}/` : `${base}${path.startsWith("/") ? "" : "/"}${path}`;
}

export function buildSeoTags(input: SeoInput): SeoTags {
  const { site } = input;
  const title = formatTitle(input.title, site.name, input.bareTitle);
  const url = absoluteUrl(site.url, input.canonicalPath);
  const imagePath = input.image || input.defaultImage;
  const image = imagePath ? absoluteUrl(site.url, imagePath) : null;

  const meta: MetaTag[] = [
    { kind: "name", key: "description", content: input.description },
    { kind: "property", key: "og:title", content: title },
    { kind: "property", key: "og:description", content: input.description },
    { kind: "property", key: "og:url", content: url },
    { kind: "property", key: "og:type", content: input.type ?? "website" },
    { kind: "property", key: "og:locale", content: input.ogLocale },
    { kind: "property", key: "og:site_name", content: site.name },
    // X reads a card's title, description and image from Open Graph when its own tags are absent: only the card's
    // type is its own (three fewer tags in every page's first round trip).
    { kind: "name", key: "twitter:card", content: "summary" },
  ];
  if (image) meta.push({ kind: "property", key: "og:image", content: image });
  if (site.twitterSite) meta.push({ kind: "name", key: "twitter:site", content: site.twitterSite });
  if (site.facebookAppId) meta.push({ kind: "property", key: "fb:app_id", content: site.facebookAppId });
  if (input.noindex) meta.push({ kind: "name", key: "robots", content: "noindex, follow" });

  // Blocks may be null in the browser build, which does not build JSON-LD (src/lib/structured-data.browser.ts).
  const jsonLd = (input.jsonLd ?? []).filter((block): block is object => Boolean(block));
  return { title, meta, links: [{ rel: "canonical", href: url }], jsonLd };
}

/** JSON for an inline <script type="application/ld+json">: "<" escaped so the text can never close the tag. */
export function serializeJsonLd(block: object): string {
  return JSON.stringify(block).replace(/</g, "\\u003c");
}
