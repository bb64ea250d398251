import { graphql, type PageProps } from "gatsby";
import React from "react";
import { ListPage } from "../components/ListPage";
import { HOME_CRUMB, SECTION_CRUMBS } from "../config/labels";
import { postToCard } from "../lib/entries";

export default function BlogTemplate({ data }: PageProps<Queries.BlogPageQuery>) {
  return (
    <ListPage
      page={data.page}
      trail={[HOME_CRUMB, SECTION_CRUMBS.posts]}
      eyebrow="Blog"
      listTitle="Tutti gli articoli"
      columns={2}
      cards={data.posts.nodes.map(postToCard)}
    />
  );
}

export const query = graphql`
  query BlogPage($id: String!) {
    page: markdownRemark(id: { eq: $id }) {
      ...PageContent
    }
    posts: allMarkdownRemark(
      filter: { fields: { collection: { eq: "posts" } } }
      sort: { frontmatter: { date: DESC } }
    ) {
      nodes {
        ...PostCard
      }
    }
  }
`;
