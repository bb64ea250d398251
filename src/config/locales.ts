/**
 * Locales of the site. Only Italian today; every page exists unprefixed (the default locale) and under /it.
 */
export interface LocaleConfig {
  /** Code used in paths and the cookie, e.g. "it". */
  readonly code: string;
  /** BCP 47 language tag, e.g. "it-IT". */
  readonly language: string;
  /** Open Graph locale, e.g. "it_IT". */
  readonly ogLocale: string;
}

export const LOCALES: readonly LocaleConfig[] = [{ code: "it", language: "it-IT", ogLocale: "it_IT" }];
export const DEFAULT_LOCALE = "it";
export const FALLBACK_LOCALE = "it";

export function localeConfig(code: string): LocaleConfig {
  return LOCALES.find((l) => l.code === code) ?? LOCALES.find((l) => l.code === DEFAULT_LOCALE) ?? LOCALES[0];
}

/** The path prefixes every page is built under: "" for the default locale, then "/<code>" for each locale. */
export function localePrefixes(): Array<{ locale: string; prefix: string }> {
  return [{ locale: DEFAULT_LOCALE, prefix: "" }, ...LOCALES.map((l) => ({ locale: l.code, prefix: `/${l.code}` }))];
}

/**
 * The cookie that keeps the visitor's locale (listed in the cookie policy as `site_locale`: first party,
 * 365 days, technical). Secure and domain come from here: set GATSBY_LOCALE_COOKIE_DOMAIN at build time
 * (e.g. ".example.it") to share it with subdomains; unset, the cookie belongs to the host alone.
 */
export interface LocaleCookieConfig {
  readonly name: string;
  readonly maxAgeDays: number;
  readonly path: string;
  readonly sameSite: "Lax" | "Strict" | "None";
  readonly secure: boolean;
  readonly domain?: string;
}

export const LOCALE_COOKIE: LocaleCookieConfig = {
  name: "site_locale",
  maxAgeDays: 365,
  path: "/",
  sameSite: "Lax",
  secure: true,
  domain: process.env.GATSBY_LOCALE_COOKIE_DOMAIN || undefined,
};
