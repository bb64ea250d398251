/**
 * The consent banner's runtime, loaded on demand (a separate chunk, out of the first-load JavaScript): the
 * vanilla-cookieconsent library with its stylesheet, Google's scripts only after consent.
 */
import * as CookieConsent from "vanilla-cookieconsent";
import "vanilla-cookieconsent/dist/cookieconsent.css";
import "./consent-theme.css";
import { analyticsEnabled, setConsentDefaults, startAnalytics, stopAnalytics, type AnalyticsIds } from "./analytics";
import { buildConsentConfig } from "./consent-config";
import { CONSENT_COOKIE, isChoiceExpired } from "./cookies";

export interface ConsentSettings {
  readonly brandName: string;
  readonly prefix: string;
  readonly ids: AnalyticsIds;
}

let running: Promise<void> | undefined;

function readCookie(name: string): string | undefined {
  return document.cookie
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** Starts the banner once per page load; later calls return the same promise. */
export function startConsent({ brandName, prefix, ids }: ConsentSettings): Promise<void> {
  if (running) return running;
  const analytics = analyticsEnabled(ids);
  // A choice older than 6 months is forgotten, so the banner asks again.
  if (isChoiceExpired(readCookie(CONSENT_COOKIE), new Date())) document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  if (analytics) setConsentDefaults(window);
  let analyticsStarted = false;
  const onAnalytics = (accepted: boolean) => {
    if (accepted && analytics && !analyticsStarted) {
      analyticsStarted = true;
      startAnalytics(window, ids);
    } else if (!accepted && analyticsStarted) {
      stopAnalytics(window);
    }
  };
  running = CookieConsent.run(buildConsentConfig({ brandName, prefix, analytics }, { onAnalytics }));
  return running;
}

/** The footer's «Preferenze cookie»: the preferences panel, with the current choice. */
export async function showPreferences(settings: ConsentSettings): Promise<void> {
  await startConsent(settings);
  CookieConsent.showPreferences();
}
