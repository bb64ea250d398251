/**
 * The visitor's stored choice, read without the consent library. vanilla-cookieconsent writes `cc_cookie` (a JSON
 * object with the accepted categories, the consent revision and when the choice was made); reading it here lets a
 * page know, at start-up and for a few hundred bytes, whether to show the banner and whether statistics were
 * accepted. The library itself (about 15 KB) is loaded only when the visitor acts: a button of the banner, or
 * «Preferenze cookie». Writing the cookie stays the library's job.
 */
import { rawCookie } from "../../lib/cookies";
import { CONSENT_COOKIE, isChoiceExpired } from "./consent-revision";

export interface StoredChoice {
  /** The visitor accepted the "Statistiche" category. */
  readonly analytics: boolean;
}

/**
 * The choice in `cookieString` (document.cookie) if it is still valid: made for this `revision` of the categories
 * and within the last 6 months. Null means the visitor must be asked (again).
 */
export function readStoredChoice(cookieString: string, revision: number, now: Date): StoredChoice | null {
  const raw = rawCookie(cookieString, CONSENT_COOKIE);
  if (!raw || isChoiceExpired(raw, now)) return null;
  try {
    const stored = JSON.parse(decodeURIComponent(raw)) as { categories?: unknown; revision?: unknown };
    if (!Array.isArray(stored.categories) || stored.revision !== revision) return null;
    return { analytics: stored.categories.includes("analytics") };
  } catch {
    return null;
  }
}
