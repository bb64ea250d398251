/**
 * Which Google tags this build may load: the ids, checked. Small on purpose: it is part of every page's
 * JavaScript, while the tags themselves (google-tags.ts) come with the consent chunk.
 */
export interface AnalyticsIds {
  /** GTM-XXXXXXX; empty disables. */
  readonly gtmId: string;
  /** G-XXXXXXXXXX, used directly only when there is no Tag Manager container; empty disables. */
  readonly ga4Id: string;
}

export const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
export const GA4_ID = /^G-[A-Z0-9]{4,16}$/;

/** Keeps only well-formed ids (they go into a script address). */
export function usableIds(ids: { gtmId?: string | null; ga4Id?: string | null }): AnalyticsIds {
  const gtmId = (ids.gtmId ?? "").trim();
  const ga4Id = (ids.ga4Id ?? "").trim();
  return { gtmId: GTM_ID.test(gtmId) ? gtmId : "", ga4Id: GA4_ID.test(ga4Id) ? ga4Id : "" };
}

/**
 * The ids of this build: content/site.json's (empty until the company provides them), unless the build sets
 * GATSBY_GTM_ID / GATSBY_GA4_ID (for instance only in Netlify's production context; `npm test` builds with a
 * test id to prove the tag manager loads after consent and never before).
 */
export function buildAnalyticsIds(fromContent: { gtmId?: string | null; ga4Id?: string | null }): AnalyticsIds {
  return usableIds({
    gtmId: process.env.GATSBY_GTM_ID || fromContent.gtmId,
    ga4Id: process.env.GATSBY_GA4_ID || fromContent.ga4Id,
  });
}

export const analyticsEnabled = (ids: AnalyticsIds): boolean => ids.gtmId !== "" || ids.ga4Id !== "";
