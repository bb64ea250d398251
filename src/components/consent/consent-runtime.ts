/**
 * The consent library's runtime, loaded only when the visitor acts (a button of the banner's first layer, or
 * «Preferenze cookie»): vanilla-cookieconsent with its stylesheet, which records the choice in its cookie, shows
 * the preferences, and erases Google's cookies when consent is withdrawn. Google's scripts only after consent.
 */
import * as CookieConsent from "vanilla-cookieconsent";
// The stylesheets travel with this chunk as text (raw-loader comes with Gatsby); imported normally, Gatsby would
// inline them into the HTML of every page.
import libraryCss from "!!raw-loader!vanilla-cookieconsent/dist/cookieconsent.css";
import themeCss from "!!raw-loader!./consent-theme.css";
import { analyticsEnabled, type AnalyticsIds } from "./analytics-ids";
import { stopAnalytics } from "./google-tags";
import { buildConsentConfig } from "./consent-config";
import { startConsentedAnalytics } from "./consented";
import { rawCookie } from "../../lib/cookies";
import { CONSENT_COOKIE, isChoiceExpired } from "./cookies";
import { ASK_EVENT, CHOICE_EVENT } from "./consent-events";

export interface ConsentSettings {
  readonly brandName: string;
  readonly prefix: string;
  readonly ids: AnalyticsIds;
}

let running: Promise<void> | undefined;

/** The library's styles, after the page's own (the theme overrides the library's defaults). */
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

/** Starts the library once per page load (its own banner never shows: ConsentBanner.tsx is the first layer). */
export function startConsent({ brandName, prefix, ids }: ConsentSettings): Promise<void> {
  if (running) return running;
  addStyles();
  const analytics = analyticsEnabled(ids);
  // A choice older than 6 months is forgotten, so the visitor is asked again.
  if (isChoiceExpired(rawCookie(document.cookie, CONSENT_COOKIE) ?? undefined, new Date()))
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  let accepted = false;
  const onAnalytics = (accept: boolean) => {
    window.dispatchEvent(new Event(CHOICE_EVENT));
    if (accept && analytics) {
      accepted = true;
      startConsentedAnalytics(window, ids);
    } else if (!accept && accepted) {
      accepted = false;
      stopAnalytics(window);
    }
  };
  const onPreferencesClosed = () => {
    if (analytics && !CookieConsent.validConsent()) window.dispatchEvent(new Event(ASK_EVENT));
  };
  running = CookieConsent.run(
    buildConsentConfig({ brandName, prefix, analytics }, { onAnalytics, onPreferencesClosed }),
  );
  return running;
}

/** A button of the banner's first layer: accept every category, or only the technical cookies. */
export async function recordChoice(settings: ConsentSettings, choice: "all" | "necessary"): Promise<void> {
  await startConsent(settings);
  CookieConsent.acceptCategory(choice === "all" ? "all" : []);
}

/** «Personalizza» or the footer's «Preferenze cookie»: the preferences panel, with the current choice. */
export async function showPreferences(settings: ConsentSettings): Promise<void> {
  try {
    await startConsent(settings);
    CookieConsent.showPreferences();
  } catch {
    // Handled below: the panel is missing.
  }
  if (document.querySelector("#cc-main .pm")) return;
  // The library did not build its panel (a browser it takes for a robot, a script blocked): said, not silent. The
  // cookie policy lists every cookie and says how to refuse them in the browser.
  const policy = `${settings.prefix}/cookie-policy`;
  if (
    window.confirm(
      "Non riusciamo ad aprire le preferenze sui cookie in questo browser. Volete leggere l'informativa sui " +
        "cookie, con l'elenco dei cookie e come rifiutarli?",
    )
  )
    window.location.assign(policy);
}
