/**
 * Frequently asked questions (FaqSection.tsx), a part that hydrates when scrolled into view (src/components/
 * on-view.tsx): its code is not in the page's start-up script.
 */
import React from "react";
import { onView } from "../on-view";

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

export interface FaqProps {
  items: readonly FaqItem[] | null | undefined;
  title?: string;
}

const FaqOnView = onView(
  "faq",
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous on the server (on-view.tsx)
      (require("./FaqSection") as typeof import("./FaqSection"))
    : () => import(/* webpackChunkName: "onview-faq" */ "./FaqSection"),
);

export function Faq(props: FaqProps) {
  if (!props.items || props.items.length === 0) return null;
  return <FaqOnView {...props} />;
}
