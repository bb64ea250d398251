/**
 * References from other centres (content/referenze, issue 25): the centre's own words, its name and city, with the
 * date. Shown on the machine's page (that machine), on the machine's page for the centre's city, and on the home
 * page (the latest). Nothing is shown, and no code loaded, while the collection is empty.
 *
 * This file is all the pages load at first: the list (src/components/ReferenceList.tsx, with its static query) is a
 * chunk of its own, rendered into the HTML by the build and loaded by the browser when the visitor reaches it.
 *
 * No structured data: a reference has no rating, which Google's Review requires, and reviews of a business on its
 * own site are "self-serving" (docs/CONTENT-MODEL.md, "Structured data and Google's rules").
 */
import React from "react";
import { onView } from "../runtime/parts";

/**
 * A part that hydrates when scrolled into view (src/runtime/parts.tsx): the list's code loads when the visitor
 * reaches it, and never on a page where the build rendered no reference.
 */
const ReferenceList = onView(
  (props: { machine?: string | null; city?: string }) => `references${props.machine ? `-${props.machine}` : ""}`,
  () => import(/* webpackChunkName: "onview-references" */ "./ReferenceList"),
);

/** The references of a machine (and city), or the latest three on the home page. */
export function References(props: { machine?: string | null; city?: string }) {
  return <ReferenceList {...props} />;
}
