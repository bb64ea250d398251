import type { RenderBodyArgs } from "gatsby";
import React from "react";
import { DEFAULT_LOCALE } from "../config/locales";
import { BUILD_ID_META, UNSTAMPED_BUILD_ID } from "../config/build";

export function onRenderBody({ setHtmlAttributes, setHeadComponents }: RenderBodyArgs): void {
  setHtmlAttributes({ lang: DEFAULT_LOCALE });
  setHeadComponents([
    // The id of the build this page belongs to; the post-build step stamps it (src/gatsby/build-descriptor.ts).
    <meta key={BUILD_ID_META} name={BUILD_ID_META} content={UNSTAMPED_BUILD_ID} />,
  ]);
}
