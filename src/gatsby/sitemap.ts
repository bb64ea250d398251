/**
 * What the sitemap lists: each canonical page once. The /it copies name their unprefixed page as canonical, and
 * pages marked `noindex` in content (the thank-you page) stay out; gatsby-plugin-sitemap itself always leaves
 * out the 404 pages, and /admin is not a Gatsby page.
 */
export const SITEMAP_QUERY = `
  {
    site {
      siteMetadata {
        siteUrl
      }
    }
    allSitePage {
      nodes {
        path
        pageContext
      }
    }
    noindex: allMarkdownRemark(filter: { frontmatter: { noindex: { eq: true } } }) {
      nodes {
        fields {
          path
        }
      }
    }
  }
`;

export interface SitemapQueryData {
  allSitePage: { nodes: Array<{ path: string; pageContext: { prefix?: string; canonicalPath?: string } | null }> };
  noindex: { nodes: Array<{ fields: { path: string | null } }> };
}

export function sitemapPages(data: SitemapQueryData): Array<{ path: string }> {
  const hidden = new Set(data.noindex.nodes.map((n) => n.fields.path).filter((p): p is string => Boolean(p)));
  return data.allSitePage.nodes
    .filter((page) => page.pageContext?.prefix === "" && page.pageContext.canonicalPath === page.path)
    .filter((page) => !hidden.has(page.path))
    .map((page) => ({ path: page.path }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
