import { graphql, type PageProps } from "gatsby";
import React from "react";
import { ListPage } from "../components/ListPage";
import { HOME_CRUMB, SECTION_CRUMBS } from "../config/labels";
import { toCard } from "../lib/entries";

export default function SanitisingTemplate({ data }: PageProps<Queries.SanitisingPageQuery>) {
  return (
    <ListPage
      page={data.page}
      trail={[HOME_CRUMB, SECTION_CRUMBS.sanitising]}
      eyebrow="Sanificazione"
      listTitle="Prodotti per la sanificazione"
      columns={2}
      cards={data.entries.nodes.map(toCard)}
    />
  );
}

export const query = graphql`
  query SanitisingPage($id: String!) {
    page: markdownRemark(id: { eq: $id }) {
      ...PageContent
    }
    entries: allMarkdownRemark(
      filter: { fields: { collection: { eq: "sanitising" } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...EntryCard
      }
    }
  }
`;
