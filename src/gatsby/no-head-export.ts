/**
 * Stands in for Gatsby's Head API in the browser (gatsby/cache-dir/head/head-export-handler-for-browser.js), which
 * the page renderer calls on every render: it renders a template's `Head` export into <head> and diffs it on each
 * navigation. No template or page of this site exports `Head` (the head is react-helmet's, src/components/Seo.tsx,
 * kept up to date in the browser by src/components/head/helmet-lite.tsx; __tests__/build/runtime.test.ts checks
 * both), so the handler, its DOM diffing and its helpers were dead weight in every page's start-up JavaScript.
 * See BROWSER_REPLACEMENTS in src/gatsby/webpack.ts.
 */
export function headHandlerForBrowser(): void {}
