/**
 * One link component for the whole site:
 * - internal paths go through Gatsby's Link (client-side navigation, prefetch) with the page's /it prefix;
 * - web addresses open in a new tab, safely (rel="noopener noreferrer");
 * - mailto:, tel: and in-page anchors are plain links.
 */
import { Link } from "gatsby";
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
  const { prefix } = useLocale();
  if (isInternal(to)) {
    return (
      // Gatsby's Link types its ref loosely; the element is an anchor.
      <Link to={localizePath(prefix, to)} ref={ref as React.Ref<HTMLAnchorElement> & never} {...rest}>
        {children}
      </Link>
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
