/**
 * The consent cookie, how long a choice lasts, and the names of the cookies of each category: what the site needs
 * at start-up to know whether the visitor's stored choice is still valid (stored-choice.ts). The cookies'
 * descriptions are in cookies.ts, which the start-up script does not carry.
 */

export const CONSENT_COOKIE = "cc_cookie";
/** How long a choice is kept before the banner asks again (Garante, 10 June 2021: at most 6 months). */
export const CONSENT_DAYS = 182;

/** The cookies of each category, by name: the one list (cookies.ts describes each of them). */
export const CATEGORY_COOKIE_NAMES = {
  necessary: ["site_locale", CONSENT_COOKIE],
  analytics: ["_ga", "_ga_<ID>"],
} as const;

export type CategoryKey = keyof typeof CATEGORY_COOKIE_NAMES;

/** A number that changes whenever a category or one of its cookies is added, removed or renamed. */
export function revisionOf(categories: ReadonlyArray<{ key: string; names: readonly string[] }>): number {
  const signature = categories.map((c) => `${c.key}:${c.names.join(",")}`).join("|");
  let hash = 5381;
  for (let i = 0; i < signature.length; i += 1) hash = ((hash * 33) ^ signature.charCodeAt(i)) >>> 0;
  return (hash % 1_000_000) + 1;
}

/** The revision of a build: statistics count only when an analytics id is configured. */
export function revisionFor(analytics: boolean): number {
  const keys: CategoryKey[] = analytics ? ["necessary", "analytics"] : ["necessary"];
  return revisionOf(keys.map((key) => ({ key, names: CATEGORY_COOKIE_NAMES[key] })));
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
