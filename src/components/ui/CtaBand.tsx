/**
 * The closing invitation of a page (CtaBandSection.tsx), a part that hydrates when scrolled into view (src/components/
 * on-view.tsx): its code is not in the page's start-up script.
 */
import { onView } from "../on-view";

export interface CtaBandProps {
  title?: string;
  text?: string;
  contactUrl?: string;
  label?: string;
}

export const CtaBand = onView(
  "cta",
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous on the server (on-view.tsx)
      (require("./CtaBandSection") as typeof import("./CtaBandSection"))
    : () => import(/* webpackChunkName: "onview-cta" */ "./CtaBandSection"),
);
