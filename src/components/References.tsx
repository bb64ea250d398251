/**
 * References from other centres (content/referenze, issue 25): the centre's own words, its name and city, with the
 * date. Shown on the machine's page (that machine), on the machine's page for the centre's city, and on the home
 * page (the latest). Nothing is shown, and no code loaded, while the collection is empty.
 *
 * This file is all the pages load at first: the list (src/components/ReferenceList.tsx, with its static query) is a
 * chunk of its own, rendered into the HTML by the build and loaded by the browser after the page has started, so it
 * does not count against the pages' first-load JavaScript (83 KB; the machine page had 0.1 KB to spare).
 *
 * No structured data: a reference has no rating, which Google's Review requires, and reviews of a business on its
 * own site are "self-serving" (docs/CONTENT-MODEL.md, "Structured data and Google's rules").
 */
import React from "react";

/**
 * In the browser a chunk of its own. When the build renders the HTML (Gatsby's "build-html" stage, a constant webpack
 * resolves, so the browser bundle keeps only the lazy branch) it is required at once: a render that suspends lets
 * another page's render run in between, and react-helmet's single global state then gives one page the other's
 * head (a build showed a machine page without its title).
 */
const ReferenceList =
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous on purpose, see above
      (require("./ReferenceList") as typeof import("./ReferenceList")).default
    : React.lazy(() => import("./ReferenceList"));

/** The references of a machine (and city), or the latest three on the home page. */
export function References(props: { machine?: string | null; city?: string }) {
  return (
    <React.Suspense>
      <ReferenceList {...props} />
    </React.Suspense>
  );
}
