/**
 * The tags of Seo.tsx: title with the site's template, description, canonical address, Open Graph, Twitter card and
 * structured data, plus the BreadcrumbList of the page's trail, written with react-helmet (helmet-lite in the
 * browser).
 */
import React from "react";
import { Helmet } from "react-helmet";
import { localeConfig } from "../config/locales";
import { useSiteData } from "../hooks/use-site-data";
import { buildSeoTags, serializeJsonLd } from "../lib/seo";
import { breadcrumbLd } from "../lib/structured-data";
import { useLocale } from "./locale";
import type { SeoProps } from "./Seo";

/** The tags (react-helmet on the server, helmet-lite in the browser); Seo.tsx decides when they are rendered. */
export function SeoTags({ trail, jsonLd = [], ...props }: SeoProps) {
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

export default SeoTags;
