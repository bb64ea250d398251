/**
 * The consent banner's runtime, loaded on demand (a separate chunk, out of the first-load JavaScript): the
 * vanilla-cookieconsent library with its stylesheet, Google's scripts only after consent.
 */
import * as CookieConsent from "vanilla-cookieconsent";
// The stylesheets travel with this chunk as text (raw-loader comes with Gatsby); imported normally, Gatsby would
// inline them into the HTML of every page.
import libraryCss from "!!raw-loader!vanilla-cookieconsent/dist/cookieconsent.css";
import themeCss from "!!raw-loader!./consent-theme.css";
import { analyticsEnabled, type AnalyticsIds } from "./analytics-ids";
import { setConsentDefaults, startAnalytics, stopAnalytics } from "./google-tags";
import { buildConsentConfig } from "./consent-config";
import { rawCookie } from "../../lib/cookies";
import { CONSENT_COOKIE, isChoiceExpired } from "./cookies";

export interface ConsentSettings {
  readonly brandName: string;
  readonly prefix: string;
  readonly ids: AnalyticsIds;
}

let running: Promise<void> | undefined;

/** The banner's styles, after the page's own (the theme overrides the library's defaults). */
function addStyles(): void {
  const css = `${libraryCss}\n${themeCss}`;
  if ("adoptedStyleSheets" in Document.prototype && "replaceSync" in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } else {
    const style = document.createElement("style");
    style.textContent = css;
    document.head.appendChild(style);
  }
}

/** Starts the banner once per page load; later calls return the same promise. */
export function startConsent({ brandName, prefix, ids }: ConsentSettings): Promise<void> {
  if (running) return running;
  addStyles();
  const analytics = analyticsEnabled(ids);
  // A choice older than 6 months is forgotten, so the banner asks again.
  if (isChoiceExpired(rawCookie(document.cookie, CONSENT_COOKIE) ?? undefined, new Date()))
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
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
