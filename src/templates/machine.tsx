import { graphql, type PageProps } from "gatsby";
import React from "react";
import { PageHead } from "../components/PageHead";
import { OtherEntries } from "../components/EntryPage";
import { Markdown } from "../components/Markdown";
import { References } from "../components/References";
import MachineSummary from "../components/offer/MachineSummary";
import { onView } from "../runtime/parts";
import { CtaBand } from "../components/ui/CtaBand";
import { Faq } from "../components/ui/Faq";
import { HOME_CRUMB, SECTION_CRUMBS } from "../config/labels";
import type { PageContext } from "../config/page-context";
import { compareHref } from "../config/compare";
import { contactHref } from "../lib/contact-path";
import { imageOf } from "../lib/images";
import { required } from "../lib/required";
import { entryLdInput, productLd } from "../lib/structured-data";
import { useSiteData } from "../hooks/use-site-data";
// PAGE_ONLY_STYLES (src/gatsby/webpack.ts): the machine page's own styles, inlined into this page only.
import "../components/offer/MachinePage.module.css";

/** «In sintesi»: treatments, the phone's picture, who it is for, what is included (hydrated when scrolled to). */
const MachineFacts = onView(
  "machine-facts",
  () => import(/* webpackChunkName: "onview-machine-facts" */ "../components/offer/MachineFacts"),
);

/** «Conformità e uso» and the model's facts (hydrated when scrolled to). */
const MachineProof = onView(
  "machine-proof",
  () => import(/* webpackChunkName: "onview-machine-proof" */ "../components/offer/MachineProof"),
);

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
  ];
  return (
    <>
      <PageHead fm={fm} eyebrow={fm.name} lead={fm.summary} trail={trail} jsonLd={jsonLd}>
        {/* The first screen under the heading: who may use it, formulas, jump links, the calls to action. */}
        <MachineSummary data={data} origin={pageContext.canonicalPath} />
      </PageHead>

      <MachineFacts
        treatments={fm.treatments}
        idealFor={fm.idealFor}
        offer={fm.offer}
        formulas={data.included.nodes}
        image={image}
        imageAlt={fm.imageAlt}
      />

      <section id="descrizione" className="section section-soft">
        <div className="container">
          <Markdown ast={entry.htmlAst} />
        </div>
      </section>

      <MachineProof
        conformity={conformity}
        declarationUrl={fm.declarationOfConformityFile?.publicURL}
        trainingPath={data.training?.fields?.path}
        manufacturer={fm.manufacturer}
        modelName={fm.modelName}
        warranty={fm.warranty}
        documents={fm.documents}
      />

      <References machine={fm.slug} />
      <Faq items={fm.faq} />

      <OtherEntries id="machine-formulas" title={conformity.formulasTitle} entries={data.formulas.nodes} soft />
      <OtherEntries
        id="machine-others"
        title="Altri macchinari"
        entries={data.others.nodes}
        more={{ to: compareHref(fm.slug), label: "Confrontate con altri macchinari" }}
      />

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
    # The machine's pages in other cities: a city template naming it, for every city with its text.
    cityTemplates: allMarkdownRemark(filter: { fields: { collection: { eq: "cityPages" } } }) {
      nodes {
        frontmatter {
          key
          machine
        }
      }
    }
    # Only cities with a page; pageKeys: the city templates that have the city's text.
    cities: allCity(sort: { position: ASC }) {
      nodes {
        name
        slug
        pageKeys
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
