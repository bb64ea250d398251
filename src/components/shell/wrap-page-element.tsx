import type { WrapPageElementBrowserArgs, WrapRootElementBrowserArgs } from "gatsby";
import React from "react";
import type { PageContext } from "../../config/page-context";
import { ErrorBoundary } from "../ErrorBoundary";
import { PageShell } from "./PageShell";

/** Shared by gatsby-browser and gatsby-ssr, so the server and the browser render the same shell. */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  return (
    <PageShell pageContext={props.pageContext as Partial<PageContext>} pathname={props.location.pathname}>
      <ErrorBoundary region="main" resetKey={props.location.pathname} listen>
        {/* Inside the boundary: an error while the page hydrates reaches it as it is. */}
        {element}
      </ErrorBoundary>
    </PageShell>
  );
}

/** Around the whole app: an error in the shell itself still ends on the error page. */
export function wrapRootElement({ element }: Pick<WrapRootElementBrowserArgs, "element">) {
  return <ErrorBoundary region="___gatsby">{element}</ErrorBoundary>;
}
