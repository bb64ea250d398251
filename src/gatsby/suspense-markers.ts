/**
 * React's server renderer writes a comment on each side of every Suspense boundary it has rendered (`<!--$-->` and
 * `<!--/$-->`), for React's own hydration to find the boundary. In the browser the site runs Preact
 * (src/gatsby/webpack.ts), which needs no markers and, hydrating a page whose regions wait for their turn
 * (src/components/shell/Region.tsx), placed the element after a waiting region on the other side of its closing
 * marker: a DOM move of `<main>` (14-319 elements) at the first hydration and of the header's menu at the header's
 * turn, on every page, each laid out again after it (docs/PERFORMANCE.md). Without the markers, Preact adopts every
 * element where it is.
 *
 * Only the production build's HTML leaves them out (src/html.tsx): `gatsby develop` hydrates with React, which needs
 * them. Other comments, such as the `<!-- -->` React writes between two adjacent texts, stay.
 */
const COMPLETED_BOUNDARY = /<!--\/?\$-->/g;

export function withoutSuspenseMarkers(html: string): string {
  return html.replace(COMPLETED_BOUNDARY, "");
}
