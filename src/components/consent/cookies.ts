/**
 * The cookies the site sets, by consent category: the one list the consent banner shows and the cookie policy
 * (content/pages/cookie-policy.md) must match (a test compares them). Changing the categories or their cookies
 * changes the consent revision, so every visitor is asked again.
 */

export interface SiteCookie {
  readonly name: string;
  /** "first" = set by the site, "google" = Google Ireland Limited. */
  readonly party: "first" | "google";
  readonly purpose: string;
  /** As the cookie policy writes it. */
  readonly duration: string;
}

export interface ConsentCategory {
  readonly key: "necessary" | "analytics";
  readonly title: string;
  readonly description: string;
  readonly cookies: readonly SiteCookie[];
}

/** How long a choice is kept before the banner asks again (Garante, 10 June 2021: at most 6 months). */
export const CONSENT_DAYS = 182;
export const CONSENT_COOKIE = "cc_cookie";

export const CONSENT_CATEGORIES: readonly ConsentCategory[] = [
  {
    key: "necessary",
    title: "Cookie tecnici",
    description:
      "Servono al funzionamento del sito e a ricordare le vostre scelte. Non richiedono il consenso e non servono " +
      "a identificarvi.",
    cookies: [
      { name: "site_locale", party: "first", purpose: "Ricorda la lingua del sito (italiano)", duration: "365 giorni" },
      {
        name: CONSENT_COOKIE,
        party: "first",
        purpose: "Memorizza le vostre scelte sui cookie",
        duration: "6 mesi (182 giorni)",
      },
    ],
  },
  {
    key: "analytics",
    title: "Statistiche",
    description:
      "Con il vostro consenso usiamo Google Analytics 4, tramite Google Tag Manager, per capire in forma " +
      "aggregata quali pagine sono più consultate. Senza consenso non viene caricato nulla da Google.",
    cookies: [
      {
        name: "_ga",
        party: "google",
        purpose: "Distingue i visitatori in forma statistica (Google Analytics 4)",
        duration: "2 anni",
      },
      {
        name: "_ga_<ID>",
        party: "google",
        purpose: "Mantiene lo stato della sessione per le statistiche",
        duration: "2 anni",
      },
    ],
  },
];

/** The categories of a build: statistics only when an analytics id is configured. */
export function activeCategories(analytics: boolean): readonly ConsentCategory[] {
  return CONSENT_CATEGORIES.filter((c) => c.key !== "analytics" || analytics);
}

/** A number that changes whenever a category or one of its cookies is added, removed or renamed. */
export function consentRevision(categories: readonly ConsentCategory[] = CONSENT_CATEGORIES): number {
  const signature = categories.map((c) => `${c.key}:${c.cookies.map((k) => k.name).join(",")}`).join("|");
  let hash = 5381;
  for (let i = 0; i < signature.length; i += 1) hash = ((hash * 33) ^ signature.charCodeAt(i)) >>> 0;
  return (hash % 1_000_000) + 1;
}

/**
 * True when a stored choice is older than CONSENT_DAYS. The cookie itself expires then; this also covers a
 * cookie kept longer (an older version of the site, a browser that extended it).
 */
export function isChoiceExpired(cookieValue: string | undefined, now: Date, days: number = CONSENT_DAYS): boolean {
  if (!cookieValue) return false;
  try {
    const stored = JSON.parse(decodeURIComponent(cookieValue)) as {
      lastConsentTimestamp?: string;
      consentTimestamp?: string;
    };
    const when = Date.parse(stored.lastConsentTimestamp ?? stored.consentTimestamp ?? "");
    return Number.isNaN(when) || now.getTime() - when > days * 24 * 60 * 60 * 1000;
  } catch {
    return true;
  }
}
