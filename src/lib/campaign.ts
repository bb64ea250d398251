/**
 * The campaign parameters of a visit, read from the landing address (kept in memory by src/lib/visit.ts) or from
 * the contact page's own query string. Values are cut to CAMPAIGN_MAX_LENGTH characters and kept as plain text.
 */

import { CAMPAIGN_PARAMS } from "./contact-fields";

export { CAMPAIGN_PARAMS };
export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number];
export type Campaign = Partial<Record<CampaignParam, string>>;

/** The longest value kept (characters, not bytes): a longer one is cut, never stored whole. */
export const CAMPAIGN_MAX_LENGTH = 200;

/**
 * A value as it is kept: control characters removed, spaces trimmed, cut to `max` characters (whole code
 * points, so an emoji is never split). Markup is not interpreted or removed: it stays text.
 */
export function cleanText(raw: string, max = CAMPAIGN_MAX_LENGTH): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return Array.from(raw.replace(/[\u0000-\u001f\u007f]/g, " ").trim())
    .slice(0, max)
    .join("")
    .trim();
}

/** The campaign parameters of a query string ("?utm_source=x&..."), empty ones left out. */
export function campaignFromSearch(search: string): Campaign {
  const params = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const name of CAMPAIGN_PARAMS) {
    const value = cleanText(params.get(name) ?? "");
    if (value) campaign[name] = value;
  }
  return campaign;
}
