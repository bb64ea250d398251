import type { RenderBodyArgs } from "gatsby";
import React from "react";
import { DEFAULT_LOCALE } from "../config/locales";
import { BUILD_ID_META, UNSTAMPED_BUILD_ID } from "../config/build";

/** Fonts used above the fold, preloaded so that font-display: optional can use them on the first visit. */
export const PRELOADED_FONTS = ["/fonts/inter-400-700-v1.woff2", "/fonts/fraunces-600-v1.woff2"];

export function onRenderBody({ setHtmlAttributes, setHeadComponents }: RenderBodyArgs): void {
  setHtmlAttributes({ lang: DEFAULT_LOCALE });
  setHeadComponents([
    ...PRELOADED_FONTS.map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />),
    // The id of the build this page belongs to; the post-build step stamps it (src/gatsby/build-descriptor.ts).
    <meta key={BUILD_ID_META} name={BUILD_ID_META} content={UNSTAMPED_BUILD_ID} />,
  ]);
}
