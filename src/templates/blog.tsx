import { graphql, type PageProps } from "gatsby";
import React from "react";
import { ListPage } from "../components/ListPage";
import { HOME_CRUMB, SECTION_CRUMBS } from "../config/labels";
import { postToCard, type PageNode, type PostCardData } from "../lib/entries";

export interface BlogData {
  page: PageNode;
  posts: { nodes: PostCardData[] };
}

export default function BlogTemplate({ data }: PageProps<BlogData>) {
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
