/**
 * Google Tag Manager / Google Analytics 4, loaded only after the visitor accepts the "Statistiche" category,
 * with Google Consent Mode v2: every parameter defaults to "denied" before any Google script exists; accepting
 * grants analytics_storage only (the site has no advertising cookies).
 */
import { analyticsEnabled, type AnalyticsIds } from "./analytics-ids";

export const GOOGLE_TAG_HOST = "https://www.googletagmanager.com";

type DataLayer = unknown[];
interface AnalyticsWindow {
  dataLayer?: DataLayer;
}

function dataLayerOf(win: Window): DataLayer {
  const w = win as Window & AnalyticsWindow;
  w.dataLayer = w.dataLayer ?? [];
  return w.dataLayer;
}

/** gtag() as Google defines it: it queues the Arguments object itself, which is what the tags read. */
export function gtagFor(win: Window): (...args: unknown[]) => void {
  const layer = dataLayerOf(win);
  return function gtag() {
    // Google's tags expect the arguments object itself, not an array: rest parameters would break them.
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  };
}

const DENIED = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
} as const;

/** Consent Mode v2 defaults: everything denied. Runs once, before any Google script can be added. */
export function setConsentDefaults(win: Window): void {
  const layer = dataLayerOf(win);
  const already = layer.some((entry) => isConsentCommand(entry, "default"));
  if (!already) gtagFor(win)("consent", "default", { ...DENIED, wait_for_update: 500 });
}

function isConsentCommand(entry: unknown, kind: string): boolean {
  const args = entry as ArrayLike<unknown> | undefined;
  return !!args && typeof args === "object" && args[0] === "consent" && args[1] === kind;
}

function addScript(doc: Document, src: string): void {
  if (doc.querySelector(`script[src="${src}"]`)) return;
  const script = doc.createElement("script");
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
}

/** The visitor accepted statistics: grant analytics_storage, then load the container (or GA4 alone). */
export function startAnalytics(win: Window, ids: AnalyticsIds): void {
  if (!analyticsEnabled(ids)) return;
  setConsentDefaults(win);
  const gtag = gtagFor(win);
  gtag("consent", "update", { analytics_storage: "granted" });
  if (ids.gtmId) {
    dataLayerOf(win).push({ "gtm.start": Date.now(), event: "gtm.js" });
    addScript(win.document, `${GOOGLE_TAG_HOST}/gtm.js?id=${encodeURIComponent(ids.gtmId)}`);
  } else {
    gtag("js", new Date());
    gtag("config", ids.ga4Id);
    addScript(win.document, `${GOOGLE_TAG_HOST}/gtag/js?id=${encodeURIComponent(ids.ga4Id)}`);
  }
}

/** The visitor withdrew consent: deny again (the consent library then clears _ga cookies and reloads). */
export function stopAnalytics(win: Window): void {
  gtagFor(win)("consent", "update", { analytics_storage: "denied" });
}
