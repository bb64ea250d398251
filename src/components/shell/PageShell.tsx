/**
 * The shell every page shares: skip link, header, main region, footer. Rendered by wrapPageElement in both
 * gatsby-browser and gatsby-ssr, with the page's locale and prefix from its page context.
 */
import React from "react";
import type { PageContext } from "../../config/page-context";
import { CookieConsent } from "../consent/CookieConsent";
import { LocaleProvider, localeFromPath, type LocaleValue } from "../locale";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { Region } from "./Region";

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
  return (
    <LocaleProvider value={localeOf(pageContext, pathname)}>
      <a className="skip-link" href="#main" data-inert-when-menu="">
        Vai al contenuto
      </a>
      <Region>
        <Header pathname={pathname} />
      </Region>
      <main id="main" tabIndex={-1} data-inert-when-menu="">
        {children}
      </main>
      <Region>
        <Footer />
      </Region>
      <CookieConsent />
    </LocaleProvider>
  );
}
