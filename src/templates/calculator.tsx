/**
 * The payback calculator's page ("Calcolate il rientro"): its copy from content/pages/calcolo-rientro.md (which
 * explains the sum, for visitors without JavaScript too), then the calculator. Its code loads on this page only.
 */
import { graphql, type PageProps } from "gatsby";
import React from "react";
import { Calculator } from "../components/calculator/Calculator";
import { Markdown } from "../components/Markdown";
import { PageHead } from "../components/PageHead";
import { HOME_CRUMB } from "../config/labels";
import type { PageContext } from "../config/page-context";
import { required } from "../lib/required";
// PAGE_ONLY_STYLES (src/gatsby/webpack.ts): the calculator's styles, inlined into this page only.
import "../components/calculator/Calculator.module.css";

export default function CalculatorTemplate({
  data,
  pageContext,
  location,
}: PageProps<Queries.CalculatorPageQuery, PageContext>) {
  const fm = required(data.page, "page").frontmatter;
  const trail = [HOME_CRUMB, { title: fm.title ?? "", url: pageContext.canonicalPath }];
  return (
    <>
      <PageHead fm={fm} eyebrow={fm.eyebrow} lead={fm.lead} trail={trail} />
      <section className="section" aria-label="Calcolatore">
        <div className="container">
          <Calculator search={location.search} />
        </div>
      </section>
      <section className="section section-soft">
        <div className="container">
          <Markdown ast={data.page?.htmlAst} />
        </div>
      </section>
    </>
  );
}

export const query = graphql`
  query CalculatorPage($id: String!) {
    page: markdownRemark(id: { eq: $id }) {
      ...PageContent
    }
  }
`;
