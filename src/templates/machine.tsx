import { graphql, type PageProps } from "gatsby";
import React from "react";
import { PageHead } from "../components/PageHead";
import { OtherEntries } from "../components/EntryPage";
import { Markdown } from "../components/Markdown";
import { References } from "../components/References";
import { FormulaIncluded } from "../components/offer/FormulaIncluded";
import { CtaBand } from "../components/ui/CtaBand";
import { Faq } from "../components/ui/Faq";
import { CheckList } from "../components/ui/Lists";
import { HOME_CRUMB, SECTION_CRUMBS } from "../config/labels";
import type { PageContext } from "../config/page-context";
import { contactHref } from "../lib/contact-path";
import { imageOf } from "../lib/images";
import { required } from "../lib/required";
import { entryLdInput, faqLd, productLd } from "../lib/structured-data";
import { useSiteData } from "../hooks/use-site-data";
import { ResponsiveImage } from "../components/ui/ResponsiveImage";
import { HERO_IMAGE_MIN_WIDTH } from "../components/ui/PageHero";
import * as styles from "./templates.module.css";
import * as own from "../components/offer/MachinePage.module.css";

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

/**
 * The first screen under the heading (who may use it, formulas, jump links, the calls to action, the cities), a
 * chunk of its own in the browser for the same reason; until it arrives the prebuilt HTML stands (React keeps a
 * suspended boundary's server markup while hydrating), and its links are plain links that work meanwhile.
 */
const MachineSummary =
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous on purpose, see above
      (require("../components/offer/MachineSummary") as typeof import("../components/offer/MachineSummary")).default
    : React.lazy(() => import("../components/offer/MachineSummary"));

export default function MachineTemplate({ data, pageContext }: PageProps<Queries.MachinePageQuery, PageContext>) {
  const entry = required(data.machine, "machine");
  const fm = entry.frontmatter;
  const { site } = useSiteData();
  const conformity = required(entry.conformity, "conformity");
  const trail = [HOME_CRUMB, SECTION_CRUMBS.machines, { title: fm.name ?? "", url: pageContext.canonicalPath }];
  const image = imageOf(fm.imageFile);
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
        <React.Suspense>
          <MachineSummary data={data} origin={pageContext.canonicalPath} />
        </React.Suspense>
      </PageHead>

      <section id="sintesi" className="section" aria-label="In sintesi">
        <div className={`container ${styles.facts}`}>
          <div className={styles.fact}>
            <h2 className={styles.factTitle}>Trattamenti</h2>
            <CheckList items={fm.treatments} />
          </div>
          {image ? (
            // Phones: the hero shows no picture, so it is here, after the treatments: below the first screen of
            // any phone, so the heading stays the largest paint.
            <ResponsiveImage
              image={image}
              alt={fm.imageAlt ?? ""}
              hiddenMedia={`(min-width: ${HERO_IMAGE_MIN_WIDTH}px)`}
              className={own.phonePicture}
            />
          ) : null}
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

      <section id="descrizione" className="section section-soft">
        <div className="container">
          <Markdown ast={entry.htmlAst} />
        </div>
      </section>

      <React.Suspense>
        <MachineProof
          conformity={conformity}
          declarationUrl={fm.declarationOfConformityFile?.publicURL}
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
        contactUrl={contactHref({ origin: pageContext.canonicalPath, machine: fm.slug, request: "dimostrazione" })}
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
        usage
      }
      frontmatter {
        nameWithArticle
        treatments
        idealFor
        offer
        sheets
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
    # The numbers of the machine's technical sheets, for the first screen's line on who may use it.
    sheets: allTechnicalSheet {
      nodes {
        code
        number
      }
    }
    # The machine's pages in other cities: a city template naming it, for every city.
    cityTemplates: allMarkdownRemark(filter: { fields: { collection: { eq: "cityPages" } } }) {
      nodes {
        frontmatter {
          key
          machine
        }
      }
    }
    cities: allCity(sort: { position: ASC }) {
      nodes {
        name
        slug
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
  }
`;
