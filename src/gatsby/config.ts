/**
 * The Gatsby configuration: site metadata from content/site.json and the plugins, each for a reason.
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyConfig } from "gatsby";

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

export function buildGatsbyConfig(root: string = process.cwd()): GatsbyConfig {
  const site = readSiteJson(root);
  return {
    siteMetadata: {
      title: site.name,
      siteUrl: site.url.replace(/\/$/, ""),
      description: site.description,
    },
    // The seed's addresses have no trailing slash (/contatti, /blog/blog01).
    trailingSlash: "never",
    plugins: [
      // The customer's design card: react-helmet, behind one SEO component.
      "gatsby-plugin-react-helmet",
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
    ],
  };
}
