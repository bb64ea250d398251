import type { RenderBodyArgs } from "gatsby";
import React from "react";
import { DEFAULT_LOCALE } from "../config/locales";

/** Fonts used above the fold, preloaded so that font-display: optional can use them on the first visit. */
export const PRELOADED_FONTS = ["/fonts/inter-latin-wght-v5.woff2", "/fonts/fraunces-latin-wght-v5.woff2"];

export function onRenderBody({ setHtmlAttributes, setHeadComponents }: RenderBodyArgs): void {
  setHtmlAttributes({ lang: DEFAULT_LOCALE });
  setHeadComponents(
    PRELOADED_FONTS.map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />),
  );
}
