/**
 * Cookie consent for every page. Nothing from a third-party host loads before the visitor accepts statistics.
 *
 * The start-up cost is a few hundred bytes: the stored choice is read from the cookie (stored-choice.ts). A visitor
 * who must choose sees the first layer (ConsentBanner.tsx); the consent library (vanilla-cookieconsent, in the
 * "onuse-consent" chunk) loads only when they press one of its buttons or «Preferenze cookie», and records the
 * choice. A visitor who accepted earlier gets Google's tags and the Web Vitals report (the "consented" chunk)
 * without the library.
 */
import React, { useCallback, useEffect, useMemo, useState } from "react";
import { useSiteData } from "../../hooks/use-site-data";
import { useLocale } from "../locale";
import { analyticsEnabled, buildAnalyticsIds } from "./analytics-ids";
import { ConsentBanner, type BannerChoice } from "./ConsentBanner";
import type { ConsentSettings } from "./consent-runtime";
import { ASK_EVENT, CHOICE_EVENT } from "./consent-events";
import { revisionFor } from "./consent-revision";
import { readStoredChoice } from "./stored-choice";

const loadRuntime = () => import(/* webpackChunkName: "onuse-consent" */ "./consent-runtime");
const loadConsented = () => import(/* webpackChunkName: "consented" */ "./consented");

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

/** Like the consent library (its hideFromBots), no banner for automated browsers and crawlers. */
const automated = () => typeof navigator !== "undefined" && navigator.webdriver === true;

const report = (what: string) => (error: unknown) => console.error(`Cookie consent: ${what}`, error);

/** The attribute that makes a button open the cookie preferences (CookiePreferencesButton). */
const PREFERENCES_BUTTON = "data-cookie-preferences";

/**
 * Mounted once in the page shell. Without an analytics id the site sets only technical cookies, which need no
 * consent: nothing is shown or loaded (the footer's «Preferenze cookie» still lists the cookies).
 */
export function CookieConsent() {
  const settings = useConsentSettings();
  const [phase, setPhase] = useState<"quiet" | "ask" | "busy">("quiet");

  useEffect(() => {
    if (!analyticsEnabled(settings.ids)) return undefined;
    const ask = () => setPhase("ask");
    const chosen = () => setPhase("quiet");
    window.addEventListener(ASK_EVENT, ask);
    window.addEventListener(CHOICE_EVENT, chosen);
    const stored = readStoredChoice(document.cookie, revisionFor(true), new Date());
    if (!stored) {
      if (!automated()) setPhase("ask");
    } else if (stored.analytics) {
      loadConsented()
        .then((m) => m.startConsentedAnalytics(window, settings.ids))
        .catch(report("statistics could not start"));
    }
    return () => {
      window.removeEventListener(ASK_EVENT, ask);
      window.removeEventListener(CHOICE_EVENT, chosen);
    };
  }, [settings]);

  // «Preferenze cookie», with or without statistics (without, the preferences list the technical cookies).
  useEffect(() => {
    const open = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest(`[${PREFERENCES_BUTTON}]`) : null;
      if (!button) return;
      loadRuntime()
        .then((runtime) => runtime.showPreferences(settings))
        .catch(report("the preferences could not open"));
    };
    // In the capture phase, above React's root: React stops a click on a part still waiting to hydrate.
    document.addEventListener("click", open, true);
    return () => document.removeEventListener("click", open, true);
  }, [settings]);

  const choose = useCallback(
    (choice: BannerChoice) => {
      setPhase("busy");
      loadRuntime()
        .then(async (runtime) => {
          if (choice !== "customise") return runtime.recordChoice(settings, choice);
          // The library's preferences take over; closed without a choice, they send ASK_EVENT.
          await runtime.showPreferences(settings);
          setPhase("quiet");
        })
        .catch((error: unknown) => {
          setPhase("ask");
          report("the choice could not be recorded")(error);
        });
    },
    [settings],
  );

  return phase === "quiet" ? null : (
    <ConsentBanner prefix={settings.prefix} busy={phase === "busy"} onChoose={choose} />
  );
}

/**
 * «Preferenze cookie», in the footer's legal links: opens the preferences (loading the library on this click). The
 * shell's CookieConsent answers it through one listener on the document, so the button works as soon as the shell
 * has hydrated, even while the footer's own code is still on its way (React does not replay a tap on a part that
 * waits to hydrate: src/runtime/parts.tsx).
 */
export function CookiePreferencesButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} aria-haspopup="dialog" {...{ [PREFERENCES_BUTTON]: "" }}>
      Preferenze cookie
    </button>
  );
}
