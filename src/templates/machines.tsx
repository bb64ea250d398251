import { graphql, type PageProps } from "gatsby";
import React from "react";
import { ListPage } from "../components/ListPage";
import { HOME_CRUMB, SECTION_CRUMBS } from "../config/labels";
import { toCard } from "../lib/entries";

export default function MachinesTemplate({ data }: PageProps<Queries.MachinesPageQuery>) {
  return (
    <ListPage
      page={data.page}
      trail={[HOME_CRUMB, SECTION_CRUMBS.machines]}
      eyebrow="Macchinari estetici professionali"
      listTitle="Tutti i macchinari"
      cards={data.entries.nodes.map(toCard)}
    />
  );
}

export const query = graphql`
  query MachinesPage($id: String!) {
    page: markdownRemark(id: { eq: $id }) {
      ...PageContent
    }
    entries: allMarkdownRemark(
      filter: { fields: { collection: { eq: "machines" } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...EntryCard
      }
    }
  }
`;
