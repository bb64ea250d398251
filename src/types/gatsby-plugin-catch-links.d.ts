/** The routing function of Gatsby's own gatsby-plugin-catch-links (catch-links.js), which ships no types. */
declare module "gatsby-plugin-catch-links/catch-links" {
  /**
   * Returns a click handler that, for a plain click on a link to a page of this site, prevents the browser's
   * navigation and calls `navigate` with the path; it returns true when it leaves the click to the browser.
   */
  export function routeThroughBrowserOrApp(
    navigate: (href: string) => void,
    pluginOptions: { excludePattern?: string },
  ): (event: MouseEvent) => boolean;
}
