/**
 * Locale: chosen from the `site_locale` cookie, then the browser's language list, then the fallback
 * locale, then the default one (src/config/locales.ts), and kept in the cookie for LOCALE_COOKIE.maxAgeDays
 * days (path /, SameSite Lax, Secure and domain from configuration). A page under a locale's prefix
 * (/it/...) is that locale's page: visiting it is a choice, and the cookie records it.
 */
import { rawCookie } from "../lib/cookies";
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  LOCALE_COOKIE,
  LOCALES,
  type LocaleConfig,
  type LocaleCookieConfig,
} from "../config/locales";

export interface LocaleSettings {
  readonly locales: readonly LocaleConfig[];
  readonly defaultLocale: string;
  readonly fallbackLocale: string;
  readonly cookie: LocaleCookieConfig;
}

export const SITE_LOCALES: LocaleSettings = {
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  fallbackLocale: FALLBACK_LOCALE,
  cookie: LOCALE_COOKIE,
};

/** The decoded value of one cookie in a `document.cookie` string. */
export function readCookie(cookieString: string, name: string): string | null {
  const raw = rawCookie(cookieString, name);
  if (raw === null) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** A browser language ("it-IT", "it", "en-US") as one of the locales: exact language first, then by code. */
function localeForLanguage(language: string, locales: readonly LocaleConfig[]): string | null {
  const lower = language.toLowerCase();
  const exact = locales.find((l) => l.language.toLowerCase() === lower);
  if (exact) return exact.code;
  const primary = lower.split("-")[0];
  return (
    locales.find((l) => l.code.toLowerCase() === primary || l.language.toLowerCase().split("-")[0] === primary)?.code ??
    null
  );
}

export function chooseLocale(
  cookieValue: string | null,
  browserLanguages: readonly string[],
  settings: LocaleSettings = SITE_LOCALES,
): string {
  const known = (code: string | null) => code !== null && settings.locales.some((l) => l.code === code);
  if (known(cookieValue)) return cookieValue as string;
  for (const language of browserLanguages) {
    const code = localeForLanguage(language, settings.locales);
    if (code) return code;
  }
  if (known(settings.fallbackLocale)) return settings.fallbackLocale;
  return settings.defaultLocale;
}

/** The Set-Cookie string (for document.cookie) that keeps `locale`. */
export function localeCookie(locale: string, cookie: LocaleCookieConfig = LOCALE_COOKIE): string {
  const attributes = [
    `${cookie.name}=${encodeURIComponent(locale)}`,
    `Max-Age=${cookie.maxAgeDays * 24 * 60 * 60}`,
    `Path=${cookie.path}`,
    `SameSite=${cookie.sameSite}`,
  ];
  if (cookie.domain) attributes.push(`Domain=${cookie.domain}`);
  if (cookie.secure) attributes.push("Secure");
  return attributes.join("; ");
}

/** The locale whose prefix the path is under (/it, /it/...), or null for an unprefixed path. */
export function localeOfPath(pathname: string, locales: readonly LocaleConfig[] = LOCALES): string | null {
  return locales.find((l) => pathname === `/${l.code}` || pathname.startsWith(`/${l.code}/`))?.code ?? null;
}

/** Chooses the locale for this visit and (re)writes the cookie; returns the locale. */
export function rememberLocale(
  doc: Document = document,
  nav: Navigator = navigator,
  settings: LocaleSettings = SITE_LOCALES,
): string {
  const locale =
    localeOfPath(doc.location?.pathname ?? "/", settings.locales) ??
    chooseLocale(readCookie(doc.cookie, settings.cookie.name), nav.languages ?? [nav.language], settings);
  doc.cookie = localeCookie(locale, settings.cookie);
  return locale;
}
