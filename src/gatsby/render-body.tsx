import type { RenderBodyArgs } from "gatsby";
import React from "react";
import { DEFAULT_LOCALE } from "../config/locales";
import { BUILD_ID_META, UNSTAMPED_BUILD_ID } from "../config/build";
import { IconSprite } from "../components/ui/icon-sprite";
// Imported, not read from disk: an edit to the icons changes the server's code, so Gatsby renders every page again.
import iconsSvg from "!!raw-loader!../../content/images/icons.svg";

/** One of the sizes gatsby-plugin-manifest generates from the emblem. */
export const TOUCH_ICON = "/icons/icon-192x192.png";

export function onRenderBody({ setHtmlAttributes, setHeadComponents, setPreBodyComponents }: RenderBodyArgs): void {
  setHtmlAttributes({ lang: DEFAULT_LOCALE });
  setHeadComponents([
    // The id of the build this page belongs to; the post-build step stamps it (src/gatsby/build-descriptor.ts).
    <meta key={BUILD_ID_META} name={BUILD_ID_META} content={UNSTAMPED_BUILD_ID} />,
    // The icon a phone puts on its home screen, one of gatsby-plugin-manifest's (src/gatsby/config.ts): iOS scales
    // it, so the plugin's eight links, one per size, are not written into every page.
    <link key="apple-touch-icon" rel="apple-touch-icon" href={TOUCH_ICON} />,
  ]);
  // The icons' drawings, once per page (src/components/ui/icon-sprite.tsx).
  setPreBodyComponents([<IconSprite key="icons" svg={iconsSvg} />]);
}
