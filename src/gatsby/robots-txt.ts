/**
 * Post-build step: public/robots.txt, pointing crawlers to the sitemap at the site's address (content/site.json).
 */
import fs from "node:fs";
import path from "node:path";
import { absoluteUrl } from "../lib/seo";
import { readSiteJson } from "./config";
import type { PostBuildStep } from "./post-build";

export const SITEMAP_INDEX_PATH = "/sitemap-index.xml";

export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin/",
    "",
    `Sitemap: ${absoluteUrl(siteUrl, SITEMAP_INDEX_PATH)}`,
    "",
  ].join("\n");
}

export const writeRobotsTxt: PostBuildStep = ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const site = readSiteJson(program.directory);
  fs.writeFileSync(path.join(program.directory, "public", "robots.txt"), robotsTxt(site.url));
};
