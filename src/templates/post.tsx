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
import { postToCard } from "../lib/entries";
import { imageOf, imageSrc } from "../lib/images";
import { required } from "../lib/required";
import { blogPostingLd } from "../lib/structured-data";
import * as styles from "./post.module.css";

export default function PostTemplate({ data, pageContext }: PageProps<Queries.PostPageQuery, PageContext>) {
  const entry = required(data.post, "post");
  const fm = entry.frontmatter;
  const { site } = useSiteData();
  const trail = [HOME_CRUMB, SECTION_CRUMBS.posts, { title: fm.title ?? "", url: pageContext.canonicalPath }];
  const image = imageOf(fm.imageFile);
  return (
    <>
      <Seo
        title={fm.title ?? ""}
        description={fm.description ?? ""}
        image={imageSrc(fm.imageFile)}
        type="article"
        trail={trail}
        jsonLd={[
          blogPostingLd(
            {
              headline: fm.heading ?? "",
              description: fm.description ?? "",
              path: pageContext.canonicalPath,
              datePublished: fm.date ?? "",
              author: fm.author ?? "",
              imageUrl: imageSrc(fm.imageFile),
            },
            site,
          ),
        ]}
      />
      <article>
        <PageHero top={<Breadcrumbs trail={trail} />} eyebrow="Blog" heading={fm.heading ?? ""} lead={fm.summary}>
          <p className={styles.meta}>
            <span>
              Pubblicato il <time dateTime={fm.date ?? undefined}>{fm.published}</time>
            </span>
            {fm.reviewedOn ? (
              <span>
                Verificato il <time dateTime={fm.reviewed ?? undefined}>{fm.reviewedOn}</time>
              </span>
            ) : null}
            <span>di {fm.author}</span>
            {entry.timeToRead ? <span>Lettura: {entry.timeToRead} min</span> : null}
          </p>
        </PageHero>
        <div className="section">
          <div className={`container ${styles.article}`}>
            {/* Below the heading, the lead and the byline, the picture starts at 718 px on a 412 x 823 phone and at
                801 px on a 1440 x 900 screen (the heading is the largest paint), but on a 768 x 1024 tablet it is the
                largest paint: found while the page is parsed (eager), at low priority so that it does not count in
                a phone's simulated LCP; with nothing else on the network it arrives as soon. */}
            {image ? (
              <ResponsiveImage
                image={image}
                alt={fm.imageAlt ?? ""}
                className={styles.articleImage}
                eager
                fetchPriority="low"
              />
            ) : null}
            <Markdown ast={entry.htmlAst} />
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
        # The day, for the time element and structured data, and the same day in Italian words: both written at
        # build time, so no date code ships to the browser.
        date(formatString: "YYYY-MM-DD")
        published: date(formatString: "D MMMM YYYY", locale: "it")
        reviewed(formatString: "YYYY-MM-DD")
        reviewedOn: reviewed(formatString: "D MMMM YYYY", locale: "it")
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
