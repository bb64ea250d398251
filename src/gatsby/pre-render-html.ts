import type { PreRenderHTMLArgs } from "gatsby";
import type React from "react";

/**
 * gatsby-plugin-image adds a style, a noscript and an inline module script to every page for <GatsbyImage>.
 * The site renders its images with ResponsiveImage (plain <picture>), so they are dead weight and one more
 * inline script for the Content-Security-Policy: drop them.
 */
export const GATSBY_IMAGE_HEAD_KEYS = [
  "gatsby-image-style",
  "gatsby-image-style-noscript",
  "gatsby-image-style-script",
];

/** Gatsby's <meta name="generator">: it tells no visitor anything (and every scanner Gatsby's version). */
const isGenerator = (el: React.ReactElement | null | undefined): boolean => String(el?.key).startsWith("generator-");

export function onPreRenderHTML({ getHeadComponents, replaceHeadComponents }: PreRenderHTMLArgs): void {
  const head = getHeadComponents() as React.ReactElement[];
  replaceHeadComponents(head.filter((el) => !GATSBY_IMAGE_HEAD_KEYS.includes(String(el?.key)) && !isGenerator(el)));
}
