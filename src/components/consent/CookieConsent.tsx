/**
 * Cookie consent for every page: the banner's code is fetched once the page is interactive (not part of the
 * first-load JavaScript), and nothing from a third-party host loads before the visitor accepts statistics.
 */
import React, { useEffect, useMemo } from "react";
import { useSiteData } from "../../hooks/use-site-data";
import { useLocale } from "../locale";
import { analyticsEnabled, buildAnalyticsIds } from "./analytics-ids";
import type { ConsentSettings } from "./consent-runtime";

const loadRuntime = () => import(/* webpackChunkName: "consent" */ "./consent-runtime");

function useConsentSettings(): ConsentSettings {
  const { business, site } = useSiteData();
  const { prefix } = useLocale();
  const { gtmId, ga4Id } = buildAnalyticsIds(site.analytics);
  // The same object while its values are the same, so effects that depend on it run once.
  return useMemo(
    () => ({ brandName: business.brandName, prefix, ids: { gtmId, ga4Id } }),
    [business.brandName, prefix, gtmId, ga4Id],
  );
}

/**
 * Mounted once in the page shell; renders nothing itself. Without an analytics id the site sets only
 * technical cookies, which need no consent: the banner's code is then not fetched at all (the footer's
 * «Preferenze cookie» still loads it on demand).
 */
export function CookieConsent() {
  const settings = useConsentSettings();
  useEffect(() => {
    if (!analyticsEnabled(settings.ids)) return;
    loadRuntime()
      .then((runtime) => runtime.startConsent(settings))
      .catch((error: unknown) => console.error("Cookie consent could not start", error));
    // Settings are memoised: this runs once per page load (and the runtime ignores later calls anyway).
  }, [settings]);
  return null;
}

/** «Preferenze cookie», in the footer's legal links: reopens the preferences. */
export function CookiePreferencesButton({ className }: { className?: string }) {
  const settings = useConsentSettings();
  const open = () => {
    loadRuntime()
      .then((runtime) => runtime.showPreferences(settings))
      .catch((error: unknown) => console.error("Cookie preferences could not open", error));
  };
  return (
    <button type="button" className={className} onClick={open} aria-haspopup="dialog">
      Preferenze cookie
    </button>
  );
}
