/**
 * The one SEO component every template uses (react-helmet, as the design card asks): title with the site's
 * template, description, canonical address, Open Graph, Twitter card and structured data, plus the
 * BreadcrumbList of the page's trail.
 */
import React from "react";
import { Helmet } from "react-helmet";
import { localeConfig } from "../config/locales";
import { useSiteData } from "../hooks/use-site-data";
import { buildSeoTags, serializeJsonLd, type SeoInput } from "../lib/seo";
import { breadcrumbLd } from "../lib/structured-data";
import { useLocale } from "./locale";
import type { Crumb } from "./ui/Breadcrumbs";

export type SeoProps = Omit<SeoInput, "site" | "canonicalPath" | "ogLocale" | "language" | "defaultImage"> & {
  /** The page's breadcrumb trail (Home first); pages below home get a BreadcrumbList. */
  readonly trail?: readonly Crumb[];
};

export function Seo({ trail, jsonLd = [], ...props }: SeoProps) {
  const { site } = useSiteData();
  const { locale, canonicalPath } = useLocale();
  const { language, ogLocale } = localeConfig(locale);
  const blocks = trail && trail.length > 1 ? [...jsonLd, breadcrumbLd(trail, site)] : jsonLd;
  const tags = buildSeoTags({
    ...props,
    jsonLd: blocks,
    site,
    canonicalPath,
    ogLocale,
    language,
    defaultImage: site.imageFile?.publicURL,
  });
  return (
    <Helmet htmlAttributes={{ lang: locale }}>
      <title>{tags.title}</title>
      {tags.meta.map((m) => (
        <meta key={`${m.kind}:${m.key}`} {...{ [m.kind]: m.key }} content={m.content} />
      ))}
      {tags.links.map((l) => (
        <link key={l.rel} rel={l.rel} href={l.href} />
      ))}
      {tags.jsonLd.map((block, i) => (
        <script key={i} type="application/ld+json">
          {serializeJsonLd(block)}
        </script>
      ))}
    </Helmet>
  );
}
