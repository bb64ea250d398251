import { graphql, type PageProps } from "gatsby";
import React from "react";
import { PageHead } from "../components/PageHead";
import { Markdown } from "../components/Markdown";
import { SmartLink } from "../components/SmartLink";
import { CardGrid } from "../components/ui/Cards";
import { CtaBand } from "../components/ui/CtaBand";
import { Faq } from "../components/ui/Faq";
import { FeatureGrid } from "../components/ui/Features";
import { Section } from "../components/ui/Section";
import { COMPARE_PATH } from "../config/compare";
import { SECTION_PATHS } from "../config/site-structure";
import { CALCULATOR_PATH } from "../lib/contact-path";
import { useSiteData } from "../hooks/use-site-data";
import { postToCard, toCard } from "../lib/entries";
import { imageSrc } from "../lib/images";
import { required } from "../lib/required";
import { localBusinessLd, websiteLd } from "../lib/structured-data";
import * as styles from "./home.module.css";
import { References } from "../components/References";

export default function HomeTemplate({ data }: PageProps<Queries.HomePageQuery>) {
  const { machines, formulas, posts } = data;
  const page = required(data.page, "page");
  const fm = page.frontmatter;
  const { business, site } = useSiteData();
  return (
    <>
      <PageHead
        fm={fm}
        eyebrow={fm.eyebrow}
        lead={fm.lead}
        jsonLd={[websiteLd(site), localBusinessLd(business, site, imageSrc(fm.imageFile))]}
      >
        {fm.cta ? (
          <SmartLink to={fm.cta.url} className="btn btn-primary">
            {fm.cta.label}
          </SmartLink>
        ) : null}
        <SmartLink to={SECTION_PATHS.machines} className="btn btn-secondary">
          Scoprite i macchinari
        </SmartLink>
      </PageHead>

      <Section
        id="home-machines"
        title="Macchinari per ogni trattamento del vostro listino"
        eyebrow="La gamma"
        intro={
          "Macchinari professionali per i centri estetici, per epilazione, viso e corpo: in " +
          "acquisto o a noleggio, con consegna, installazione e formazione iniziale in ogni fornitura."
        }
      >
        <CardGrid cards={machines.nodes.map(toCard)} firstScreen />
        <p className={styles.more}>
          <SmartLink to={SECTION_PATHS.machines} className="btn btn-secondary">
            Guardate tutti i macchinari
          </SmartLink>
        </p>
        {/* The two tools, where an owner choosing a machine looks. */}
        <p className={styles.more}>
          Per decidere: <SmartLink to={COMPARE_PATH}>confrontate due o tre macchinari</SmartLink> fianco a fianco o{" "}
          <SmartLink to={CALCULATOR_PATH}>calcolate in quanto rientra la spesa</SmartLink> con le vostre cifre.
        </p>
      </Section>

      {fm.highlights && fm.highlights.length > 0 ? (
        <Section id="home-why" title="Un solo partner, dalla scelta all'assistenza" eyebrow="Perché sceglierci" soft>
          <FeatureGrid items={fm.highlights} />
        </Section>
      ) : null}

      <Section id="home-formulas" title="Acquisto, finanziamento o noleggio: scegliete voi" eyebrow="Formule">
        <CardGrid cards={formulas.nodes.map((f) => ({ ...toCard(f), image: null }))} />
      </Section>

      <section className="section section-soft">
        <div className="container">
          <Markdown ast={page.htmlAst} />
        </div>
      </section>

      <References />
      <Faq items={fm.faq} />

      {posts.nodes.length > 0 ? (
        <Section id="home-blog" title="Guide per chi gestisce un centro estetico" eyebrow="Dal blog" soft>
          <CardGrid columns={3} cards={posts.nodes.map(postToCard)} />
        </Section>
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
    machines: allMarkdownRemark(
      filter: { fields: { collection: { eq: "machines" } } }
      sort: { frontmatter: { order: ASC } }
      limit: 6
    ) {
      nodes {
        ...EntryCard
      }
    }
    formulas: allMarkdownRemark(
      filter: { fields: { collection: { eq: "formulas" } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...EntryCard
      }
    }
    posts: allMarkdownRemark(
      filter: { fields: { collection: { eq: "posts" } } }
      sort: { frontmatter: { date: DESC } }
      limit: 3
    ) {
      nodes {
        ...PostCard
      }
    }
  }
`;
