/**
 * What the sitemap lists and what robots.txt says.
 */
import { robotsTxt } from "../../src/gatsby/robots-txt";
import { sitemapPages } from "../../src/gatsby/sitemap";

describe("sitemapPages", () => {
  it("keeps each canonical page once: no /it copy, no noindex page, no page without route context", () => {
    const data = {
      allSitePage: {
        nodes: [
          { path: "/", pageContext: { prefix: "", canonicalPath: "/" } },
          { path: "/it", pageContext: { prefix: "/it", canonicalPath: "/" } },
          { path: "/blog", pageContext: { prefix: "", canonicalPath: "/blog" } },
          { path: "/it/blog", pageContext: { prefix: "/it", canonicalPath: "/blog" } },
          { path: "/thankyou", pageContext: { prefix: "", canonicalPath: "/thankyou" } },
          { path: "/404/", pageContext: {} },
          { path: "/dev-404-page/", pageContext: null },
        ],
      },
      noindex: { nodes: [{ fields: { path: "/thankyou" } }] },
    };
    expect(sitemapPages(data)).toEqual([{ path: "/" }, { path: "/blog" }]);
  });
});

describe("robotsTxt", () => {
  it("allows the site, keeps crawlers out of /admin and points to the sitemap index at the site's address", () => {
    const text = robotsTxt("https://www.veneretech.it/");
    expect(text.split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /admin/",
      "",
      "Sitemap: https://www.veneretech.it/sitemap-index.xml",
      "",
    ]);
  });
});
