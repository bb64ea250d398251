import type { PreRenderHTMLArgs } from "gatsby";
import React from "react";
import { textOf } from "../components/head/helmet-lite";
import { pageRendered } from "./parts-ready";

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

/**
 * gatsby-plugin-manifest links its PNG favicon with a type and without its size, and Chromium downloads every icon
 * whose size it is not told until one proves ideal: both the PNG and the SVG favicon, on every page, at high
 * priority while the page loads. Told the PNG's size, it downloads the SVG alone (the browser test in
 * e2e/first-paint.spec.ts). Browsers without SVG favicons (Safari before 26) still take the PNG. Its type goes, to
 * pay for the size's bytes: every browser reads PNG.
 */
export const PNG_FAVICON = { key: "gatsby-plugin-manifest-icon-link-png", sizes: "32x32" } as const;

const sizedFavicon = (el: React.ReactElement): React.ReactElement => {
  if (el?.key !== PNG_FAVICON.key) return el;
  const { href } = el.props as { href?: string };
  return React.createElement("link", { key: PNG_FAVICON.key, rel: "icon", href, sizes: PNG_FAVICON.sizes });
};

type HeadElement = React.ReactElement<Record<string, unknown> & { children?: React.ReactNode }, string>;

function flatten(nodes: readonly React.ReactNode[]): HeadElement[] {
  return nodes.flatMap((node): HeadElement[] => {
    if (Array.isArray(node)) return flatten(node as React.ReactNode[]);
    return React.isValidElement(node) && typeof node.type === "string" ? [node as HeadElement] : [];
  });
}

/** A page's address as its canonical link names it: /it copies point at their original (src/config/locales.ts). */
const ownPath = (pathname: string): string => pathname.replace(/^\/it(?=\/|$)/, "").replace(/(.)\/$/, "$1") || "/";

interface LdBlock {
  "@type"?: string;
  itemListElement?: { item?: string }[];
}

function jsonLd(el: HeadElement): LdBlock | null {
  if (el.props.type !== "application/ld+json") return null;
  const inner = el.props.dangerouslySetInnerHTML as { __html?: string } | undefined;
  return inner?.__html ? (JSON.parse(inner.__html) as LdBlock) : null;
}

/**
 * What is wrong with the head Gatsby is about to write for `pathname`, if it is not the page's own. react-helmet
 * keeps one global state on the server while Gatsby renders two pages at a time in each process: a page whose
 * render waits (a React.lazy component without the server's synchronous require: src/runtime/parts.tsx)
 * lets the other page's tags into its head, or is left with an empty one.
 */
export function headProblems(pathname: string, components: readonly React.ReactNode[]): string[] {
  const elements = flatten(components);
  const problems: string[] = [];
  const titles = elements.filter((el) => el.type === "title");
  const titleText = titles.map((el) => textOf(el.props.children)).join(" | ");
  if (titles.length !== 1 || !titleText.trim()) problems.push(`${titles.length} <title> ("${titleText}")`);

  const own = ownPath(pathname);
  const canonicals = elements.filter((el) => el.type === "link" && el.props.rel === "canonical");
  const canonical = canonicals.map((el) => String(el.props.href));
  if (canonical.length > 1) problems.push(`${canonical.length} canonical links (${canonical.join(", ")})`);
  else if (canonical[0] !== undefined && ownPath(new URL(canonical[0]).pathname) !== own)
    problems.push(`a canonical link to ${canonical[0]}`);

  const crumbs = elements
    .filter((el) => el.type === "script")
    .flatMap((el) => {
      const block = jsonLd(el);
      return block?.["@type"] === "BreadcrumbList" ? [block] : [];
    });
  const last = crumbs[0]?.itemListElement?.at(-1)?.item;
  if (crumbs.length > 1) problems.push(`${crumbs.length} BreadcrumbList blocks`);
  else if (last !== undefined && ownPath(new URL(last).pathname) !== own)
    problems.push(`a breadcrumb trail that ends at ${last}`);
  return problems;
}

export function onPreRenderHTML({ pathname, getHeadComponents, replaceHeadComponents }: PreRenderHTMLArgs): void {
  const head = getHeadComponents() as React.ReactElement[];
  pageRendered();
  // `gatsby develop` renders one empty shell page (no page's component, so no head of its own): only the
  // production build's pages are checked.
  const problems = process.env.BUILD_STAGE === "build-html" ? headProblems(pathname, head) : [];
  if (problems.length > 0)
    throw new Error(
      `The head of ${pathname} is not its own: ${problems.join("; ")}. A component waited during the server's ` +
        "render, and react-helmet mixed this page's head with another's: declare the part with lazyPart or onView " +
        "(src/runtime/parts.tsx) instead of React.lazy, so that the page waits for its code before rendering.",
    );
  replaceHeadComponents(
    head.filter((el) => !GATSBY_IMAGE_HEAD_KEYS.includes(String(el?.key)) && !isGenerator(el)).map(sizedFavicon),
  );
}
