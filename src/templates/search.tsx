/**
 * The site search's results page (/cerca, «Cercate nel sito»): its copy from content/pages/cerca.md (the help, which
 * is what a visitor without JavaScript gets), the field in the page's opening, the results below. The search code
 * loads on this page only; the index is written by the build (src/gatsby/search-index.ts).
 */
import { graphql, type PageProps } from "gatsby";
import React from "react";
import { Markdown } from "../components/Markdown";
import { PageHead } from "../components/PageHead";
import { SearchField, SearchOutcome, useSiteSearch } from "../components/search/SiteSearch";
import { HOME_CRUMB } from "../config/labels";
import type { PageContext } from "../config/page-context";
import { required } from "../lib/required";

export default function SearchTemplate({
  data,
  pageContext,
  location,
}: PageProps<Queries.SearchPageQuery, PageContext>) {
  const page = required(data.page, "page");
  const fm = page.frontmatter;
  const trail = [HOME_CRUMB, { title: fm.title ?? "", url: pageContext.canonicalPath }];
  const search = useSiteSearch(location.search, data.variants.nodes);
  return (
    <>
      <PageHead fm={fm} eyebrow={fm.eyebrow} lead={fm.lead} trail={trail} noindex={fm.noindex ?? false}>
        <SearchField search={search} />
      </PageHead>
      <section className="section" aria-label="Risultati della ricerca">
        <div className="container">
          <SearchOutcome
            search={search}
            help={
              <div className="prose">
                <Markdown ast={page.htmlAst} />
              </div>
            }
          />
        </div>
      </section>
    </>
  );
}

export const query = graphql`
  query SearchPage($id: String!) {
    page: markdownRemark(id: { eq: $id }) {
      ...PageContent
    }
    variants: allSearchVariant {
      nodes {
        term
        spellings
      }
    }
  }
`;
