/**
 * What the site's components import from "gatsby", for the CMS preview (src/cms/preview.tsx is bundled with
 * esbuild, which maps "gatsby" here): a plain link, and useStaticQuery answering the site-data query from the
 * content the preview was given (the entry being edited for a data file, otherwise the committed JSON files).
 */
import React from "react";

/** The result of the site-data query (src/hooks/use-site-data.ts) as the preview provides it. */
export const StaticQueryContext = React.createContext<unknown>(null);

export function useStaticQuery<T>(): T {
  return React.useContext(StaticQueryContext) as T;
}

/** Queries are compiled by Gatsby at build time; in the preview they are never run. */
export const graphql = (): string => "";

export type PageProps<D = unknown, C = unknown> = { data: D; pageContext: C };

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };
export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, children, ...rest }, ref) {
  return (
    <a href={to} ref={ref} {...rest}>
      {children}
    </a>
  );
});
export const navigate = (): void => undefined;
export const withPrefix = (path: string): string => path;
