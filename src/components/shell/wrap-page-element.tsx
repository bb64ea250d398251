import type { WrapPageElementBrowserArgs } from "gatsby";
import React from "react";
import type { PageContext } from "../../gatsby/routes";
import { PageShell } from "./PageShell";

/** Shared by gatsby-browser and gatsby-ssr, so the server and the browser render the same shell. */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  return (
    <PageShell pageContext={props.pageContext as Partial<PageContext>} pathname={props.location.pathname}>
      {element}
    </PageShell>
  );
}
