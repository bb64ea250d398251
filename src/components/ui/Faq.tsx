/**
 * Frequently asked questions (FaqSection.tsx), a part that hydrates when scrolled into view (src/components/
 * src/runtime/parts.tsx): its code is not in the page's start-up script.
 */
import React from "react";
import { onView } from "../../runtime/parts";

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

export interface FaqProps {
  items: readonly FaqItem[] | null | undefined;
  title?: string;
}

const FaqOnView = onView("faq", () => import(/* webpackChunkName: "onview-faq" */ "./FaqSection"));

export function Faq(props: FaqProps) {
  if (!props.items || props.items.length === 0) return null;
  return <FaqOnView {...props} />;
}
