/**
 * The closing invitation of a page (CtaBandSection.tsx), a part that hydrates when scrolled into view (src/components/
 * src/runtime/parts.tsx): its code is not in the page's start-up script.
 */
import { onView } from "../../runtime/parts";

export interface CtaBandProps {
  title?: string;
  text?: string;
  contactUrl?: string;
  label?: string;
}

export const CtaBand = onView("cta", () => import(/* webpackChunkName: "onview-cta" */ "./CtaBandSection"));
