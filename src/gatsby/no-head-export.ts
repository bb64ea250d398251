/**
 * Gatsby's browser handler of the Head API (`export function Head` in a page), replaced in the browser bundle: the
 * site's heads are written by react-helmet (src/components/Seo.tsx), and no page exports Head (a build test checks
 * it), so the handler and its utilities (about 4 KB of every page's start-up JavaScript) never had anything to do.
 * See BROWSER_REPLACEMENTS in src/gatsby/webpack.ts.
 */
export function headHandlerForBrowser(): void {
  // Nothing to render into the head: no page exports Head.
}
