import { graphql, type PageProps } from "gatsby";
import React from "react";
import { BodyWithAside, EntryHead, OtherEntries } from "../components/EntryPage";
import { FactSheet } from "../components/offer/FactSheet";
import { PaybackLink } from "../components/calculator/PaybackLink";
import { CtaBand } from "../components/ui/CtaBand";
import { Faq } from "../components/ui/Faq";
import { Steps } from "../components/ui/Features";
import { Section } from "../components/ui/Section";
import { HOME_CRUMB, SECTION_CRUMBS } from "../config/labels";
import type { PageContext } from "../config/page-context";
import { useSiteData } from "../hooks/use-site-data";
import { contactHref } from "../lib/contact-path";
import { required } from "../lib/required";
import { entryLdInput, serviceLd } from "../lib/structured-data";
// The body beside its aside (an onView part, src/runtime/parts.tsx): styled on this page from the start.
import "./aside.module.css";

export default function FormulaTemplate({ data, pageContext }: PageProps<Queries.FormulaPageQuery, PageContext>) {
  const entry = required(data.formula, "formula");
  const fm = entry.frontmatter;
  const { site } = useSiteData();
  const trail = [HOME_CRUMB, SECTION_CRUMBS.formulas, { title: fm.name ?? "", url: pageContext.canonicalPath }];
  const jsonLd = [serviceLd(entryLdInput(fm, pageContext.canonicalPath), site)];
  return (
    <>
      <EntryHead fm={fm} trail={trail} eyebrow={fm.name ?? ""} jsonLd={jsonLd} cta="Chiedeteci una proposta" />
      <Section id="formula-steps" title="Come funziona">
        <Steps items={fm.steps} />
        <PaybackLink block />
      </Section>
      <BodyWithAside
        ast={entry.htmlAst}
        lists={[
          { id: "formula-included", title: "Cosa è incluso", items: fm.included },
          { id: "formula-benefits", title: "I vantaggi", items: fm.benefits },
        ]}
        soft
      />
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
      <OtherEntries id="formula-others" title="Le altre formule" entries={data.others.nodes} soft />
      <CtaBand
        title="Volete una formula su misura?"
        text={
          "Combiniamo acquisto, finanziamento, noleggio, installazione, formazione e assistenza in una " +
          "proposta costruita sul vostro centro."
        }
        label="Chiedeteci una formula personalizzata"
        contactUrl={contactHref({ origin: pageContext.canonicalPath, formula: fm.slug, request: "preventivo" })}
      />
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
