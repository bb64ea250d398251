/**
 * The cookies the site sets, by consent category: the one list the consent banner shows and the cookie policy
 * (content/pages/cookie-policy.md) must match (a test compares them). Changing the categories or their cookies
 * changes the consent revision, so every visitor is asked again.
 */

import { CATEGORY_COOKIE_NAMES, CONSENT_COOKIE, revisionOf, type CategoryKey } from "./consent-revision";

export interface SiteCookie {
  readonly name: string;
  /** "first" = set by the site, "google" = Google Ireland Limited. */
  readonly party: "first" | "google";
  readonly purpose: string;
  /** As the cookie policy writes it. */
  readonly duration: string;
}

export interface ConsentCategory {
  readonly key: CategoryKey;
  readonly title: string;
  readonly description: string;
  readonly cookies: readonly SiteCookie[];
}

export { CONSENT_COOKIE, CONSENT_DAYS, isChoiceExpired } from "./consent-revision";

/** What each cookie is for and how long it lasts, by name (the names and their categories: consent-revision.ts). */
const DETAILS: Record<string, Omit<SiteCookie, "name">> = {
  site_locale: { party: "first", purpose: "Ricorda la lingua del sito (italiano)", duration: "365 giorni" },
  [CONSENT_COOKIE]: {
    party: "first",
    purpose: "Memorizza le vostre scelte sui cookie",
    duration: "6 mesi (182 giorni)",
  },
  _ga: {
    party: "google",
    purpose: "Distingue i visitatori in forma statistica (Google Analytics 4)",
    duration: "2 anni",
  },
  "_ga_<ID>": { party: "google", purpose: "Mantiene lo stato della sessione per le statistiche", duration: "2 anni" },
};

const described = (key: CategoryKey): SiteCookie[] =>
  CATEGORY_COOKIE_NAMES[key].map((name) => ({ name, ...DETAILS[name] }));

export const CONSENT_CATEGORIES: readonly ConsentCategory[] = [
  {
    key: "necessary",
    title: "Cookie tecnici",
    description:
      "Servono al funzionamento del sito e a ricordare le vostre scelte. Non richiedono il consenso e non servono " +
      "a identificarvi.",
    cookies: described("necessary"),
  },
  {
    key: "analytics",
    title: "Statistiche",
    description:
      "Con il vostro consenso usiamo Google Analytics 4, tramite Google Tag Manager, per capire in forma " +
      "aggregata quali pagine sono più consultate. Senza consenso non viene caricato nulla da Google.",
    cookies: described("analytics"),
  },
];

/** The categories of a build: statistics only when an analytics id is configured. */
export function activeCategories(analytics: boolean): readonly ConsentCategory[] {
  return CONSENT_CATEGORIES.filter((c) => c.key !== "analytics" || analytics);
}

/** The revision of these categories (consent-revision.ts): it changes when a category or a cookie name does. */
export function consentRevision(categories: readonly ConsentCategory[] = CONSENT_CATEGORIES): number {
  return revisionOf(categories.map((c) => ({ key: c.key, names: c.cookies.map((k) => k.name) })));
}
