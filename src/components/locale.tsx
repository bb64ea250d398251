/**
 * The page's locale and path prefix, given to every component so internal links keep /it on /it pages.
 */
import { createContext, useContext } from "react";
import { DEFAULT_LOCALE } from "../config/locales";

export interface LocaleValue {
  readonly locale: string;
  /** "" or "/it" */
  readonly prefix: string;
  /** The page's unprefixed path (its canonical address). */
  readonly canonicalPath: string;
}

const LocaleContext = createContext<LocaleValue>({ locale: DEFAULT_LOCALE, prefix: "", canonicalPath: "/" });

export const LocaleProvider = LocaleContext.Provider;

export function useLocale(): LocaleValue {
  return useContext(LocaleContext);
}

/** Adds the prefix to an internal path: ("/it", "/") -> "/it"; ("/it", "/blog") -> "/it/blog". */
export function localizePath(prefix: string, to: string): string {
  if (!prefix || !to.startsWith("/") || to.startsWith("//")) return to;
  if (to === prefix || to.startsWith(`${prefix}/`)) return to;
  return to === "/" ? prefix : `${prefix}${to}`;
}

/** The prefix and canonical path of a location, for pages built without page context (the 404 page). */
export function localeFromPath(pathname: string): LocaleValue {
  const clean = pathname.replace(/\/+$/, "") || "/";
  if (clean === "/it" || clean.startsWith("/it/")) {
    return { locale: "it", prefix: "/it", canonicalPath: clean.slice(3) || "/" };
  }
  return { locale: DEFAULT_LOCALE, prefix: "", canonicalPath: clean };
}
