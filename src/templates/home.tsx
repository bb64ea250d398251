import { graphql, type PageProps } from "gatsby";
import React from "react";
import { Markdown } from "../components/Markdown";
import { Seo } from "../components/Seo";
import { SmartLink } from "../components/SmartLink";
import { CardGrid } from "../components/ui/Cards";
import { CtaBand } from "../components/ui/CtaBand";
import { Faq } from "../components/ui/Faq";
import { FeatureGrid } from "../components/ui/Lists";
import { PageHero } from "../components/ui/PageHero";
import { SECTION_PATHS } from "../config/site-structure";
import { useSiteData } from "../hooks/use-site-data";
import { formatDateIt, toCard, type EntryCardData, type PageNode } from "../lib/entries";
import { imageOf, imageSrc, type ImageFileData } from "../lib/images";
import { faqLd, localBusinessLd, websiteLd } from "../lib/structured-data";
import * as styles from "./templates.module.css";

export interface HomeData {
  page: PageNode;
  machines: { nodes: EntryCardData[] };
  formulas: { nodes: EntryCardData[] };
  posts: {
    nodes: Array<{
      id: string;
      frontmatter: { heading: string; summary: string | null; slug: string | null; date: string | null; imageAlt: string | null; imageFile: ImageFileData | null };
    }>;
  };
}

export default function HomeTemplate({ data }: PageProps<HomeData>) {
  const { page, machines, formulas, posts } = data;
  const fm = page.frontmatter;
  const { business, site } = useSiteData();
  return (
    <>
      <Seo
        title={fm.title}
        description={fm.description}
        image={imageSrc(fm.imageFile)}
        jsonLd={[
          websiteLd(site),
          localBusinessLd(business, site, imageSrc(fm.imageFile)),
          ...(fm.faq && fm.faq.length > 0 ? [faqLd(fm.faq)] : []),
        ]}
      />
      <PageHero eyebrow={fm.eyebrow ?? undefined} heading={fm.heading} lead={fm.lead} image={imageOf(fm.imageFile)} imageAlt={fm.imageAlt}>
        {fm.cta ? (
          <SmartLink to={fm.cta.url} className="btn btn-primary">
            {fm.cta.label}
          </SmartLink>
        ) : null}
        <SmartLink to={SECTION_PATHS.machines} className="btn btn-secondary">
          Scopri i macchinari
        </SmartLink>
      </PageHero>

      <section className="section" aria-labelledby="home-machines">
        <div className="container">
          <div className="section-head">
            <p className="eyebrow">La gamma</p>
            <h2 id="home-machines">Macchinari per ogni trattamento del vostro listino</h2>
            <p>I macchinari più richiesti dai centri estetici, per epilazione, viso, corpo e rimodellamento: con installazione, formazione e assistenza incluse nel percorso.</p>
          </div>
          <CardGrid cards={machines.nodes.map(toCard)} />
          <p className={styles.more}>
            <SmartLink to={SECTION_PATHS.machines} className="btn btn-secondary">
              Vedi tutti i macchinari
            </SmartLink>
          </p>
        </div>
      </section>

      {fm.highlights && fm.highlights.length > 0 ? (
        <section className="section section-soft" aria-labelledby="home-why">
          <div className="container">
            <div className="section-head">
              <p className="eyebrow">Perché sceglierci</p>
              <h2 id="home-why">Un solo partner, dalla scelta all&apos;assistenza</h2>
            </div>
            <FeatureGrid items={fm.highlights} />
          </div>
        </section>
      ) : null}

      <section className="section" aria-labelledby="home-formulas">
        <div className="container">
          <div className="section-head">
            <p className="eyebrow">Formule</p>
            <h2 id="home-formulas">Acquisto, finanziamento o noleggio: scegliete voi</h2>
          </div>
          <CardGrid cards={formulas.nodes.map((f) => ({ ...toCard(f), image: null }))} />
        </div>
      </section>

      <section className="section section-soft">
        <div className="container">
          <Markdown ast={page.htmlAst} />
        </div>
      </section>

      <Faq items={fm.faq} />

      {posts.nodes.length > 0 ? (
        <section className="section section-soft" aria-labelledby="home-blog">
          <div className="container">
            <div className="section-head">
              <p className="eyebrow">Dal blog</p>
              <h2 id="home-blog">Guide per chi gestisce un centro estetico</h2>
            </div>
            <CardGrid
              columns={3}
              cards={posts.nodes.map((post) => ({
                title: post.frontmatter.heading,
                text: post.frontmatter.summary ?? "",
                url: `${SECTION_PATHS.posts}/${post.frontmatter.slug ?? ""}`,
                image: imageOf(post.frontmatter.imageFile),
                imageAlt: post.frontmatter.imageAlt,
                meta: post.frontmatter.date ? formatDateIt(post.frontmatter.date) : undefined,
              }))}
            />
          </div>
        </section>
      ) : null}

      <CtaBand />
    </>
  );
}

export const query = graphql`
  query HomePage($id: String!) {
    page: markdownRemark(id: { eq: $id }) {
      ...PageContent
    }
    machines: allMarkdownRemark(filter: { fields: { collection: { eq: "machines" } } }, sort: { frontmatter: { order: ASC } }, limit: 6) {
      nodes {
        ...EntryCard
      }
    }
    formulas: allMarkdownRemark(filter: { fields: { collection: { eq: "formulas" } } }, sort: { frontmatter: { order: ASC } }) {
      nodes {
        ...EntryCard
      }
    }
    posts: allMarkdownRemark(filter: { fields: { collection: { eq: "posts" } } }, sort: { frontmatter: { date: DESC } }, limit: 3) {
      nodes {
        id
        frontmatter {
          heading
          summary
          slug
          date
          imageAlt
          imageFile {
            ...CardImage
          }
        }
      }
    }
  }
`;
