/**
 * What runs once the visitor has accepted statistics, on the page where they accept and on every later page load
 * while the choice is valid: Google's tags (google-tags.ts) and the page's Core Web Vitals (LCP, INP, CLS), measured
 * by Google's `web-vitals` library and sent to Analytics as events. Its own chunk: a visitor who has not accepted
 * never loads it.
 */
import type { Metric } from "web-vitals";
import type { AnalyticsIds } from "./analytics-ids";
import { gtagFor, startAnalytics } from "./google-tags";

interface AnalyticsWindow {
  dataLayer?: unknown[];
}

let started = false;

/** One Web Vitals measurement as the Analytics event the company reads («web_vitals», see docs). */
export function vitalsEvent(metric: Pick<Metric, "name" | "value" | "rating" | "id" | "navigationType">) {
  return {
    event: "web_vitals",
    metric_name: metric.name,
    // CLS is a score under 1; the others are milliseconds. GA4 keeps integers best: CLS × 1000.
    metric_value: Math.round(metric.name === "CLS" ? metric.value * 1000 : metric.value),
    metric_rating: metric.rating,
    metric_id: metric.id,
    navigation_type: metric.navigationType,
  };
}

/** Sends each vital to the data layer (read by the Tag Manager container, or by gtag.js for GA4 alone). */
export async function reportWebVitals(win: Window, ids: AnalyticsIds): Promise<void> {
  const { onCLS, onINP, onLCP } = await import(/* webpackChunkName: "consented-web-vitals" */ "web-vitals");
  const layer = ((win as Window & AnalyticsWindow).dataLayer ??= []);
  const send = (metric: Metric) => {
    const event = vitalsEvent(metric);
    if (ids.gtmId) layer.push(event);
    else {
      const { event: name, ...params } = event;
      gtagFor(win)("event", name, params);
    }
  };
  onLCP(send);
  onINP(send);
  onCLS(send);
}

/** Starts statistics once per page load, whichever path got here first (the stored choice or a new one). */
export function startConsentedAnalytics(win: Window, ids: AnalyticsIds): void {
  if (started) return;
  started = true;
  startAnalytics(win, ids);
  reportWebVitals(win, ids).catch((error: unknown) => console.error("Web Vitals could not start", error));
}
