/**
 * A Markdown body (MarkdownContent.tsx renders it), a part that hydrates when scrolled into view (src/components/
 * on-view.tsx): the HTML syntax tree's renderer is not in the page's start-up script, and a body below the first
 * screen loads it only when the visitor reaches it. Internal links in the prerendered body change pages without
 * reloading even before it hydrates (gatsby-plugin-catch-links).
 */
import type React from "react";
import { onView } from "./on-view";
import type { MarkdownBlocks, TextTransform } from "./MarkdownContent";

export type { HastNode, MarkdownBlocks, TextTransform } from "./MarkdownContent";

export interface MarkdownProps {
  ast: unknown;
  transform?: TextTransform;
  className?: string;
  blocks?: MarkdownBlocks;
}

export const Markdown: React.ComponentType<MarkdownProps> = onView(
  "markdown",
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous on the server (on-view.tsx)
      (require("./MarkdownContent") as typeof import("./MarkdownContent"))
    : () => import(/* webpackChunkName: "onview-markdown" */ "./MarkdownContent"),
);
