import { graphql, type PageProps } from "gatsby";
import React from "react";
import { Markdown } from "../components/Markdown";
import { Seo } from "../components/Seo";
import { Breadcrumbs } from "../components/ui/Breadcrumbs";
import { CardGrid } from "../components/ui/Cards";
import { CtaBand } from "../components/ui/CtaBand";
import { PageHero } from "../components/ui/PageHero";
import { Section } from "../components/ui/Section";
import { ResponsiveImage } from "../components/ui/ResponsiveImage";
import { HOME_CRUMB, SECTION_CRUMBS } from "../config/labels";
import type { PageContext } from "../config/page-context";
import { useSiteData } from "../hooks/use-site-data";
import { formatDateIt, postToCard, type PostCardData } from "../lib/entries";
import { imageOf, imageSrc, type ImageFileData } from "../lib/images";
import { blogPostingLd } from "../lib/structured-data";
import * as styles from "./templates.module.css";

export interface PostData {
  post: {
    htmlAst: unknown;
    timeToRead: number | null;
    frontmatter: {
      title: string;
      description: string;
      heading: string;
      summary: string;
      date: string;
      author: string;
      imageAlt: string;
      imageFile: ImageFileData | null;
    };
  };
  others: { nodes: PostCardData[] };
}

export default function PostTemplate({ data, pageContext }: PageProps<PostData, PageContext>) {
  const fm = data.post.frontmatter;
  const { site } = useSiteData();
  const trail = [HOME_CRUMB, SECTION_CRUMBS.posts, { title: fm.title, url: pageContext.canonicalPath }];
  const image = imageOf(fm.imageFile);
  return (
    <>
      <Seo
        title={fm.title}
        description={fm.description}
        image={imageSrc(fm.imageFile)}
        type="article"
        trail={trail}
        jsonLd={[
          blogPostingLd(
            {
              headline: fm.heading,
              description: fm.description,
              path: pageContext.canonicalPath,
              datePublished: fm.date.slice(0, 10),
              author: fm.author,
              imageUrl: imageSrc(fm.imageFile),
            },
            site,
          ),
        ]}
      />
      <article>
        <PageHero top={<Breadcrumbs trail={trail} />} eyebrow="Blog" heading={fm.heading} lead={fm.summary}>
          <p className={styles.meta}>
            <span>
              Pubblicato il <time dateTime={fm.date.slice(0, 10)}>{formatDateIt(fm.date)}</time>
            </span>
            <span>di {fm.author}</span>
            {data.post.timeToRead ? <span>Lettura: {data.post.timeToRead} min</span> : null}
          </p>
        </PageHero>
        <div className="section">
          <div className={`container ${styles.article}`}>
            {image ? <ResponsiveImage image={image} alt={fm.imageAlt} className={styles.articleImage} eager /> : null}
            <Markdown ast={data.post.htmlAst} />
          </div>
        </div>
      </article>
      {data.others.nodes.length > 0 ? (
        <Section id="post-others" title="Continuate a leggere" soft>
          <CardGrid cards={data.others.nodes.map(postToCard)} />
        </Section>
      ) : null}
      <CtaBand />
    </>
  );
}

export const query = graphql`
  query PostPage($id: String!, $relatedIds: [String!]) {
    post: markdownRemark(id: { eq: $id }) {
      htmlAst
      timeToRead
      frontmatter {
        title
        description
        heading
        summary
        date
        author
        imageAlt
        imageFile {
          childImageSharp {
            gatsbyImageData(
              width: 736
              aspectRatio: 1.7778
              layout: CONSTRAINED
              sizes: "(min-width: 800px) 736px, calc(100vw - 2rem)"
            )
          }
        }
      }
    }
    others: allMarkdownRemark(filter: { id: { in: $relatedIds } }, sort: { frontmatter: { date: DESC } }) {
      nodes {
        ...PostCard
      }
    }
  }
`;
