/**
 * The shell every page shares: skip link, header, main region, footer. Rendered by wrapPageElement in both
 * gatsby-browser and gatsby-ssr, with the page's locale and prefix from its page context.
 */
import React, { useMemo } from "react";
import type { PageContext } from "../../config/page-context";
import { CookieConsent } from "../consent/CookieConsent";
import { LocaleProvider, localeFromPath, type LocaleValue } from "../locale";
import { onView } from "../../runtime/parts";
import { Header } from "./Header";

/** The footer hydrates, and its code loads, when the visitor scrolls to it (src/runtime/parts.tsx). */
const Footer = onView("footer", () => import(/* webpackChunkName: "onview-footer" */ "./Footer"));

export function localeOf(pageContext: Partial<PageContext> | undefined, pathname: string): LocaleValue {
  if (pageContext?.canonicalPath !== undefined && pageContext.prefix !== undefined && pageContext.locale) {
    return { locale: pageContext.locale, prefix: pageContext.prefix, canonicalPath: pageContext.canonicalPath };
  }
  return localeFromPath(pathname);
}

export function PageShell({
  pageContext,
  pathname,
  children,
}: {
  pageContext: Partial<PageContext> | undefined;
  pathname: string;
  children: React.ReactNode;
}) {
  // The same object while its values are the same: a new one would update every part of the page that reads the
  // locale, parts still waiting to hydrate included (an anchor link changes the location), and React would then
  // give up their server markup (src/runtime/parts.tsx).
  const { locale, prefix, canonicalPath } = localeOf(pageContext, pathname);
  const value = useMemo(() => ({ locale, prefix, canonicalPath }), [locale, prefix, canonicalPath]);
  return (
    <LocaleProvider value={value}>
      <a className="skip-link" href="#main">
        Vai al contenuto
      </a>
      <Header pathname={pathname} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <CookieConsent />
    </LocaleProvider>
  );
}
