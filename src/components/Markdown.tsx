/**
 * A Markdown body (MarkdownContent.tsx renders it), a part that hydrates when scrolled into view
 * (src/runtime/parts.tsx): the HTML syntax tree's renderer is not in the page's start-up script, and a body below the
 * first screen loads it only when the visitor reaches it. Internal links in the prerendered body change pages without
 * reloading even before it hydrates (gatsby-plugin-catch-links).
 */
import type React from "react";
import { onView } from "../runtime/parts";
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
  () => import(/* webpackChunkName: "onview-markdown" */ "./MarkdownContent"),
);
