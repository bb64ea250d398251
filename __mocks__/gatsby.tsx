// Gatsby in unit tests: queries are supplied by each test, links are plain anchors.
import React from "react";

const gatsby = jest.requireActual("gatsby");

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  partiallyActive?: boolean;
};

export const graphql = jest.fn();
export const useStaticQuery = jest.fn();
export const navigate = jest.fn();
export const withPrefix = (p: string) => p;

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _a, activeStyle: _s, partiallyActive: _p, children, ...rest },
  ref,
) {
  const current = typeof window !== "undefined" && window.location.pathname === to;
  return (
    <a ref={ref} href={to} aria-current={current ? "page" : undefined} {...rest}>
      {children}
    </a>
  );
});

export default { ...gatsby, graphql, useStaticQuery, navigate, withPrefix, Link };
