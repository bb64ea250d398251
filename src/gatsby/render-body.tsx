import type { RenderBodyArgs } from "gatsby";
import React from "react";
import { DEFAULT_LOCALE } from "../config/locales";
import { BUILD_ID_META, UNSTAMPED_BUILD_ID } from "../config/build";
import { DEFERRED_LAYOUT_SCRIPT } from "./deferred-layout-script";

export function onRenderBody({ setHtmlAttributes, setHeadComponents }: RenderBodyArgs): void {
  setHtmlAttributes({ lang: DEFAULT_LOCALE });
  setHeadComponents([
    // The id of the build this page belongs to; the post-build step stamps it (src/gatsby/build-descriptor.ts).
    <meta key={BUILD_ID_META} name={BUILD_ID_META} content={UNSTAMPED_BUILD_ID} />,
    // A reload, a page reached by going back or forward, or an anchor: laid out whole before the first paint, so
    // that the scroll position the browser restores or seeks falls on real heights (src/runtime/deferred-layout.ts).
    <script key="deferred-layout" id="deferred-layout" dangerouslySetInnerHTML={{ __html: DEFERRED_LAYOUT_SCRIPT }} />,
  ]);
}
