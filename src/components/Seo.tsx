/**
 * The one SEO component every template uses (react-helmet, as the design card asks): title with the site's
 * template, description, canonical address, Open Graph, Twitter card and structured data, plus the
 * BreadcrumbList of the page's trail (SeoTags.tsx writes them).
 *
 * In the browser the head of the page the server rendered is already right: the tags' code (helmet-lite, the SEO
 * builders) loads only when the visitor navigates to another page, whose head it then writes, so the page's
 * start-up script does not carry it.
 */
import React, { Suspense, useState } from "react";
import type { SeoInput } from "../lib/seo";
import { hasStarted, lazyPart, renderingHtml } from "../runtime/parts";
import type { Crumb } from "./ui/Breadcrumbs";

export type SeoProps = Omit<SeoInput, "site" | "canonicalPath" | "ogLocale" | "language" | "defaultImage"> & {
  /** The page's breadcrumb trail (Home first); pages below home get a BreadcrumbList. */
  readonly trail?: readonly Crumb[];
};

/** The tags' code: rendered at once where the build renders the HTML, loaded on use in the browser. */
const SeoTags = lazyPart(() => import(/* webpackChunkName: "onuse-seo" */ "./SeoTags"));

export function Seo(props: SeoProps) {
  // Mounted with the server's page (during the first hydration), or later, for a page shown by navigating.
  const [serverPage] = useState(() => !hasStarted());
  // The build renders the tags at once (their code is loaded before each page's render, src/gatsby/parts-ready.ts),
  // without a Suspense boundary: the browser's first render, which renders nothing here, must match its markup.
  if (renderingHtml()) return <SeoTags {...props} />;
  if (serverPage) return null;
  return (
    <Suspense fallback={null}>
      <SeoTags {...props} />
    </Suspense>
  );
}
