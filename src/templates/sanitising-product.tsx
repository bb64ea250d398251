import { graphql, type PageProps } from "gatsby";
import React from "react";
import { BodyWithAside, EntryHead, OtherEntries } from "../components/EntryPage";
import { CtaBand } from "../components/ui/CtaBand";
import { HOME_CRUMB, SECTION_CRUMBS } from "../config/labels";
import type { PageContext } from "../config/page-context";
import { useSiteData } from "../hooks/use-site-data";
import { required } from "../lib/required";
import { entryLdInput, productLd } from "../lib/structured-data";
// The body beside its aside (an onView part, src/runtime/parts.tsx): styled on this page from the start.
import "./aside.module.css";

export default function SanitisingProductTemplate({
  data,
  pageContext,
}: PageProps<Queries.SanitisingProductPageQuery, PageContext>) {
  const entry = required(data.product, "product");
  const fm = entry.frontmatter;
  const { site } = useSiteData();
  const trail = [HOME_CRUMB, SECTION_CRUMBS.sanitising, { title: fm.name ?? "", url: pageContext.canonicalPath }];
  const jsonLd = [
    productLd(
      {
        ...entryLdInput(fm, pageContext.canonicalPath),
        category: "Sanificazione",
      },
      site,
    ),
  ];
  return (
    <>
      <EntryHead fm={fm} trail={trail} eyebrow="Sanificazione" jsonLd={jsonLd} cta="Richiedete informazioni" />
      <BodyWithAside ast={entry.htmlAst} lists={[{ id: "product-uses", title: "Dove si usa", items: fm.uses }]} />
      <OtherEntries
        id="product-others"
        title="Altre soluzioni per la sanificazione"
        entries={data.others.nodes}
        columns={2}
        soft
      />
      <CtaBand />
    </>
  );
}

export const query = graphql`
  query SanitisingProductPage($id: String!) {
    product: markdownRemark(id: { eq: $id }) {
      ...EntryPage
      frontmatter {
        uses
      }
    }
    others: allMarkdownRemark(
      filter: { fields: { collection: { eq: "sanitising" } }, id: { ne: $id } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...EntryCard
      }
    }
  }
`;
