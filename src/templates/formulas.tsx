import { graphql, type PageProps } from "gatsby";
import React from "react";
import { ListPage } from "../components/ListPage";
import { HOME_CRUMB, SECTION_CRUMBS } from "../config/labels";
import { toCard } from "../lib/entries";

export default function FormulasTemplate({ data }: PageProps<Queries.FormulasPageQuery>) {
  return (
    <ListPage
      page={data.page}
      trail={[HOME_CRUMB, SECTION_CRUMBS.formulas]}
      eyebrow="Formule"
      listTitle="Tutte le formule"
      cards={data.entries.nodes.map(toCard)}
    />
  );
}

export const query = graphql`
  query FormulasPage($id: String!) {
    page: markdownRemark(id: { eq: $id }) {
      ...PageContent
    }
    entries: allMarkdownRemark(
      filter: { fields: { collection: { eq: "formulas" } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...EntryCard
      }
    }
  }
`;
