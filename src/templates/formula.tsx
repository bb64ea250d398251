import { graphql, type PageProps } from "gatsby";
import React from "react";
import { Markdown } from "../components/Markdown";
import { FactSheet } from "../components/offer/FactSheet";
import { Seo } from "../components/Seo";
import { SmartLink } from "../components/SmartLink";
import { Breadcrumbs } from "../components/ui/Breadcrumbs";
import { CardGrid } from "../components/ui/Cards";
import { CtaBand } from "../components/ui/CtaBand";
import { Faq } from "../components/ui/Faq";
import { CheckList, Steps } from "../components/ui/Lists";
import { PageHero } from "../components/ui/PageHero";
import { Section } from "../components/ui/Section";
import { HOME_CRUMB, SECTION_CRUMBS } from "../config/labels";
import type { PageContext } from "../config/page-context";
import { useSiteData } from "../hooks/use-site-data";
import { toCard, type EntryCardData } from "../lib/entries";
import { imageOf, imageSrc, type ImageFileData } from "../lib/images";
import { faqLd, serviceLd } from "../lib/structured-data";
import * as styles from "./templates.module.css";

export interface FormulaData {
  formula: {
    htmlAst: unknown;
    frontmatter: {
      title: string;
      description: string;
      heading: string;
      name: string;
      summary: string;
      imageAlt: string;
      imageFile: ImageFileData | null;
      steps: Array<{ title: string; text: string }>;
      benefits: string[];
      included: string[] | null;
      responseTimes: string | null;
      replacementMachine: string | null;
      trainingLength: string | null;
      trainingCertificate: string | null;
      faq: Array<{ question: string; answer: string }> | null;
    };
  };
  others: { nodes: EntryCardData[] };
}

export default function FormulaTemplate({ data, pageContext }: PageProps<FormulaData, PageContext>) {
  const fm = data.formula.frontmatter;
  const { site } = useSiteData();
  const trail = [HOME_CRUMB, SECTION_CRUMBS.formulas, { title: fm.name, url: pageContext.canonicalPath }];
  return (
    <>
      <Seo
        title={fm.title}
        description={fm.description}
        image={imageSrc(fm.imageFile)}
        trail={trail}
        jsonLd={[
          serviceLd({ name: fm.name, description: fm.description, path: pageContext.canonicalPath, imageUrl: imageSrc(fm.imageFile) }, site),
          ...(fm.faq && fm.faq.length > 0 ? [faqLd(fm.faq)] : []),
        ]}
      />
      <PageHero top={<Breadcrumbs trail={trail} />} eyebrow={fm.name} heading={fm.heading} lead={fm.summary} image={imageOf(fm.imageFile)} imageAlt={fm.imageAlt}>
        <SmartLink to="/contatti" className="btn btn-primary">
          Chiedi una proposta
        </SmartLink>
      </PageHero>
      <Section id="formula-steps" title="Come funziona">
        <Steps items={fm.steps} />
      </Section>
      <section className="section section-soft">
        <div className={`container ${styles.split}`}>
          <Markdown ast={data.formula.htmlAst} />
          <aside className={styles.aside} aria-labelledby="formula-benefits">
            {fm.included && fm.included.length > 0 ? (
              <>
                <h2 id="formula-included" className={styles.asideTitle}>
                  Cosa è incluso
                </h2>
                <CheckList items={fm.included} />
              </>
            ) : null}
            <h2 id="formula-benefits" className={styles.asideTitle}>
              I vantaggi
            </h2>
            <CheckList items={fm.benefits} />
          </aside>
        </div>
      </section>
      <FactSheet
        id="formula-commitments"
        title="I nostri impegni, per iscritto"
        facts={[
          { label: "Tempi di intervento", value: fm.responseTimes },
          { label: "Macchinario sostitutivo", value: fm.replacementMachine },
          { label: "Durata della formazione", value: fm.trainingLength },
          { label: "Attestato di partecipazione", value: fm.trainingCertificate },
        ]}
      />
      <Faq items={fm.faq} />
      <Section id="formula-others" title="Le altre formule" soft>
        <CardGrid cards={data.others.nodes.map(toCard)} />
      </Section>
      <CtaBand title="Volete una formula su misura?" text="Combiniamo acquisto, finanziamento, noleggio, installazione, formazione e assistenza in una proposta costruita sul vostro centro." label="Chiedi una formula personalizzata" />
    </>
  );
}

export const query = graphql`
  query FormulaPage($id: String!) {
    formula: markdownRemark(id: { eq: $id }) {
      ...EntryPage
      frontmatter {
        steps {
          title
          text
        }
        benefits
        included
        responseTimes
        replacementMachine
        trainingLength
        trainingCertificate
        faq {
          question
          answer
        }
      }
    }
    others: allMarkdownRemark(
      filter: { fields: { collection: { eq: "formulas" } }, id: { ne: $id } }
      sort: { frontmatter: { order: ASC } }
      limit: 3
    ) {
      nodes {
        ...EntryCard
      }
    }
  }
`;
