/**
 * One link component for the whole site:
 * - internal paths are plain anchors with the page's /it prefix, and `aria-current="page"` on a link to the page on
 *   screen. They change pages without reloading all the same: Gatsby's own gatsby-plugin-catch-links routes a click
 *   on a same-site anchor through Gatsby's navigate (src/runtime/waiting-links.ts for parts still waiting to
 *   hydrate), and src/runtime/link-prefetch.ts prefetches them in view and on hover, as Gatsby's Link does.
 *   Gatsby's Link was dropped because each one costs its own IntersectionObserver and eight components to hydrate,
 *   and a page has 95-190 of them (docs/PERFORMANCE.md, "Plain anchors for internal links").
 * - web addresses open in a new tab, safely (rel="noopener noreferrer");
 * - mailto:, tel: and in-page anchors are plain links.
 */
import React from "react";
import { localizePath, useLocale } from "./locale";

export type SmartLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  readonly to: string;
  readonly children: React.ReactNode;
};

export const isInternal = (to: string): boolean => to.startsWith("/") && !to.startsWith("//");

export const SmartLink = React.forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink(
  { to, children, ...rest },
  ref,
) {
  const { prefix, canonicalPath } = useLocale();
  if (isInternal(to)) {
    const href = localizePath(prefix, to);
    // As Gatsby's Link (Reach Router's): only an address equal to the page's own path, without query or anchor.
    const current = href === localizePath(prefix, canonicalPath);
    return (
      <a href={href} aria-current={current ? "page" : undefined} ref={ref} {...rest}>
        {children}
      </a>
    );
  }
  if (/^https?:\/\//.test(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" ref={ref} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={to} ref={ref} {...rest}>
      {children}
    </a>
  );
});
