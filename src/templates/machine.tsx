import { graphql, type PageProps } from "gatsby";
import React from "react";
import { PageHead } from "../components/PageHead";
import { OtherEntries } from "../components/EntryPage";
import { Markdown } from "../components/Markdown";
import { References } from "../components/References";
import { FormulaIncluded } from "../components/offer/FormulaIncluded";
import { SmartLink } from "../components/SmartLink";
import { CtaBand } from "../components/ui/CtaBand";
import { Faq } from "../components/ui/Faq";
import { CheckList } from "../components/ui/Lists";
import { HOME_CRUMB, SECTION_CRUMBS } from "../config/labels";
import type { PageContext } from "../config/page-context";
import { calculatorHref, contactHref } from "../lib/contact-path";
import { required } from "../lib/required";
import { entryLdInput, faqLd, productLd } from "../lib/structured-data";
import { useSiteData } from "../hooks/use-site-data";
import * as styles from "./templates.module.css";

/**
 * «Conformità e uso» and the model's facts, below the fold: rendered into the HTML by the build, and in the browser a
 * chunk of its own loaded after the page has started, so the machine page's first-load JavaScript stays within its
 * budget (83 KB). When the build renders the HTML it is required at once (src/components/References.tsx says why).
 */
const MachineProof =
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous on purpose, see above
      (require("../components/offer/MachineProof") as typeof import("../components/offer/MachineProof")).default
    : React.lazy(() => import("../components/offer/MachineProof"));

export const OFFER_LABELS: Record<string, string> = { acquisto: "Acquisto", noleggio: "Noleggio operativo" };

export default function MachineTemplate({ data, pageContext }: PageProps<Queries.MachinePageQuery, PageContext>) {
  const entry = required(data.machine, "machine");
  const fm = entry.frontmatter;
  const { site } = useSiteData();
  const conformity = required(entry.conformity, "conformity");
  const trail = [HOME_CRUMB, SECTION_CRUMBS.machines, { title: fm.name ?? "", url: pageContext.canonicalPath }];
  const enquiry = { origin: pageContext.canonicalPath, machine: fm.slug };
  const jsonLd = [
    productLd(
      {
        ...entryLdInput(fm, pageContext.canonicalPath),
        category: "Macchinari estetici professionali",
      },
      site,
    ),
    ...(fm.faq && fm.faq.length > 0 ? [faqLd(fm.faq)] : []),
  ];
  return (
    <>
      <PageHead fm={fm} eyebrow={fm.name} lead={fm.summary} trail={trail} jsonLd={jsonLd}>
        {conformity.badge ? <p className={styles.badge}>{conformity.badge}</p> : null}
        <p className="visually-hidden">Formule disponibili:</p>
        <ul className={styles.badges}>
          {(fm.offer ?? []).map((o) => (
            <li key={o} className={styles.badge}>
              {OFFER_LABELS[o] ?? o}
            </li>
          ))}
        </ul>
        <SmartLink to={contactHref({ ...enquiry, request: "preventivo" })} className="btn btn-primary">
          Richiedete informazioni e preventivo
        </SmartLink>
        <SmartLink to={calculatorHref(fm.slug)} className="btn btn-secondary">
          Calcolate il rientro
        </SmartLink>
      </PageHead>

      <section className="section" aria-label="In sintesi">
        <div className={`container ${styles.facts}`}>
          <div className={styles.fact}>
            <h2 className={styles.factTitle}>Trattamenti</h2>
            <CheckList items={fm.treatments} />
          </div>
          <div className={styles.fact}>
            <h2 className={styles.factTitle}>A chi si rivolge</h2>
            <CheckList items={fm.idealFor} />
          </div>
          <div className={styles.fact}>
            <h2 className={styles.factTitle}>Cosa è incluso</h2>
            <FormulaIncluded offer={fm.offer ?? []} formulas={data.included.nodes} />
          </div>
        </div>
      </section>

      <section className="section section-soft">
        <div className="container">
          <Markdown ast={entry.htmlAst} />
        </div>
      </section>

      <React.Suspense>
        <MachineProof
          conformity={conformity}
          declarationUrl={fm.declarationOfConformityFile?.publicURL}
          trainingPath={data.training?.fields?.path}
          manufacturer={fm.manufacturer}
          modelName={fm.modelName}
          warranty={fm.warranty}
          documents={fm.documents}
        />
      </React.Suspense>

      <References machine={fm.slug} />
      <Faq items={fm.faq} />

      <OtherEntries id="machine-formulas" title={conformity.formulasTitle} entries={data.formulas.nodes} soft />
      <OtherEntries id="machine-others" title="Altri macchinari" entries={data.others.nodes} />

      <CtaBand
        title={`Volete provare ${fm.nameWithArticle}?`}
        text={conformity.invitation}
        contactUrl={contactHref({ ...enquiry, request: "dimostrazione" })}
        label="Prenotate una dimostrazione"
      />
    </>
  );
}

export const query = graphql`
  query MachinePage($id: String!) {
    machine: markdownRemark(id: { eq: $id }) {
      ...EntryPage
      conformity {
        ...MachineConformity
      }
      frontmatter {
        nameWithArticle
        treatments
        idealFor
        offer
        declarationOfConformityFile {
          publicURL
        }
        manufacturer
        modelName
        warranty
        documents {
          title
          fileFile {
            publicURL
          }
        }
        faq {
          question
          answer
        }
      }
    }
    others: allMarkdownRemark(
      filter: { fields: { collection: { eq: "machines" } }, id: { ne: $id } }
      sort: { frontmatter: { order: ASC } }
      limit: 3
    ) {
      nodes {
        ...EntryCard
      }
    }
    included: allMarkdownRemark(
      filter: { fields: { collection: { eq: "formulas" } }, frontmatter: { offerKey: { ne: null } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...IncludedFormula
      }
    }
    formulas: allMarkdownRemark(
      filter: { fields: { collection: { eq: "formulas" } } }
      sort: { frontmatter: { order: ASC } }
      limit: 3
    ) {
      nodes {
        ...EntryCard
      }
    }
    training: markdownRemark(fields: { collection: { eq: "formulas" } }, frontmatter: { training: { eq: true } }) {
      fields {
        path
      }
    }
  }
`;
