/**
 * The Gatsby configuration: site metadata from content/site.json, the plugins (each for a reason) and the
 * Netlify adapter.
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { netlifyAdapter } from "./netlify-adapter";
import { SITEMAP_QUERY, sitemapPages, type SitemapQueryData } from "./sitemap";

interface SiteJson {
  name: string;
  url: string;
  description: string;
  image: string;
  facebookAppId?: string;
  twitterSite?: string;
}

export function readSiteJson(root: string = process.cwd()): SiteJson {
  return JSON.parse(fs.readFileSync(path.join(root, "content/site.json"), "utf8")) as SiteJson;
}

/** Colours of the web app manifest, from the design tokens (src/styles/global.css). */
export const MANIFEST_COLOURS = { theme: "#0e5e6f", background: "#f6f2ee" } as const;

/** The one SVG the favicons and app icons are generated from (a 512x512 emblem; the wordmark is logo.svg). */
export const ICON_SOURCE = "content/images/logo-mark.svg";

export function buildGatsbyConfig(root: string = process.cwd()): GatsbyConfig {
  const site = readSiteJson(root);
  return {
    // Netlify: headers, redirects and addresses without trailing slash (see src/gatsby/netlify-adapter.ts).
    adapter: netlifyAdapter(),
    siteMetadata: {
      title: site.name,
      siteUrl: site.url.replace(/\/$/, ""),
      description: site.description,
    },
    // The seed's addresses have no trailing slash (/contatti, /blog/blog01).
    trailingSlash: "never",
    // Types of every query's result (Queries.*) in src/gatsby-types.d.ts, written by every build too: the file is
    // committed so that `npm run typecheck` works on a clean clone before any build, and a build test fails
    // when the build wrote something other than the committed file (__tests__/build/typegen.test.ts).
    graphqlTypegen: { generateOnBuild: true },
    plugins: [
      // The customer's design card: react-helmet, behind one SEO component.
      "gatsby-plugin-react-helmet",
      // Internal links in HTML that React has not hydrated yet (parts that hydrate when scrolled into view,
      // src/runtime/parts.tsx) still change pages without reloading: Gatsby's own plugin catches the click.
      "gatsby-plugin-catch-links",
      // All content: Markdown, JSON and images, from one folder editors commit to.
      { resolve: "gatsby-source-filesystem", options: { name: "content", path: path.join(root, "content") } },
      { resolve: "gatsby-transformer-remark", options: { gfm: true, excerpt_separator: "<!-- more -->" } },
      // Responsive, lazy, sized images with reserved space (no layout shift).
      "gatsby-plugin-image",
      {
        resolve: "gatsby-plugin-sharp",
        options: { defaults: { formats: ["auto", "webp"], placeholder: "dominantColor", quality: 72 } },
      },
      "gatsby-transformer-sharp",
      // The canonical addresses only: no /it copies, no noindex page, no 404 (src/gatsby/sitemap.ts).
      {
        resolve: "gatsby-plugin-sitemap",
        options: {
          query: SITEMAP_QUERY,
          resolveSiteUrl: () => site.url.replace(/\/$/, ""),
          resolvePages: (data: SitemapQueryData) => sitemapPages(data),
          serialize: ({ path: pagePath }: { path: string }) => ({ url: pagePath, changefreq: "weekly" }),
          // No <link rel="sitemap"> in every page (not a relation search engines read): robots.txt names the
          // sitemap, and the 17 bytes count in the first round trip.
          createLinkInHead: false,
        },
      },
      // Web app manifest, favicons and touch icons, all generated from one SVG. Gatsby writes these options into
      // every page's app.js (the plugin's browser part, though replaced by nothing, keeps its entry in the browser
      // plugin list), so they stay short: no description (optional, read only by an install dialog; the site's
      // description is in every page's meta), and the icon's path relative to the project, not this machine's.
      {
        resolve: "gatsby-plugin-manifest",
        options: {
          name: site.name,
          short_name: site.name,
          lang: "it",
          start_url: "/",
          display: "minimal-ui",
          theme_color: MANIFEST_COLOURS.theme,
          background_color: MANIFEST_COLOURS.background,
          icon: ICON_SOURCE,
          // One touch icon, linked by src/gatsby/render-body.tsx, instead of the plugin's eight links (one per size)
          // in every page's head; no digest in the addresses, which Netlify serves with revalidation anyway.
          legacy: false,
          cache_busting_mode: "none",
        },
      },
    ],
  };
}
