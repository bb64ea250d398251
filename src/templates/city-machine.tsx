import { graphql, type PageProps } from "gatsby";
import React from "react";
import { Markdown } from "../components/Markdown";
import { offeredFormulas } from "../lib/formulas";
import { Seo } from "../components/Seo";
import { SmartLink } from "../components/SmartLink";
import { Breadcrumbs } from "../components/ui/Breadcrumbs";
import { CtaBand } from "../components/ui/CtaBand";
import { Faq } from "../components/ui/Faq";
import { CheckList } from "../components/ui/Lists";
import { CityFacts } from "../components/offer/CityFacts";
import { PageHero } from "../components/ui/PageHero";
import { HOME_CRUMB, SECTION_CRUMBS } from "../config/labels";
import { cityPagePath } from "../config/site-structure";
import type { PageContext } from "../config/page-context";
import { fillCityPlaceholders } from "../lib/city-text";
import { contactHref } from "../lib/contact-path";
import { imageOf, imageSrc } from "../lib/images";
import { required } from "../lib/required";
import { productLd } from "../lib/structured-data";
import { useSiteData } from "../hooks/use-site-data";
import * as aside from "./aside.module.css";
import * as styles from "./templates.module.css";
import { References } from "../components/References";

export default function CityMachineTemplate({
  data,
  pageContext,
}: PageProps<Queries.CityMachinePageQuery, PageContext>) {
  const template = required(data.template, "template");
  const text = required(data.text, "text");
  const city = required(data.city, "city");
  const machine = required(data.machine, "machine");
  const { cities } = data;
  const fm = template.frontmatter;
  const m = machine.frontmatter;
  const machinePath = machine.fields.path ?? "";
  const { site } = useSiteData();
  const enquiry = { origin: pageContext.canonicalPath, machine: m.slug, city: city.name };
  const title = fillCityPlaceholders(fm.title ?? "", city);
  const description = text.frontmatter.description ?? "";
  const trail = [
    HOME_CRUMB,
    SECTION_CRUMBS.machines,
    { title: `${m.name} a ${city.name}`, url: pageContext.canonicalPath },
  ];
  const jsonLd = [
    productLd(
      {
        name: `${m.name} a ${city.name}`,
        description,
        path: pageContext.canonicalPath,
        imageUrl: imageSrc(m.imageFile),
      },
      site,
    ),
  ];
  return (
    <>
      <Seo title={title} description={description} image={imageSrc(m.imageFile)} trail={trail} jsonLd={jsonLd} />
      <PageHero
        top={<Breadcrumbs trail={trail} />}
        eyebrow={`${city.name} · ${city.region}`}
        heading={fillCityPlaceholders(fm.heading ?? "", city)}
        lead={text.frontmatter.lead}
        image={imageOf(m.imageFile)}
        imageAlt={m.imageAlt}
      >
        <SmartLink to={contactHref(enquiry)} className="btn btn-primary">
          Richiedete informazioni per {city.name}
        </SmartLink>
        <SmartLink to={machinePath} className="btn btn-secondary">
          Scheda del macchinario
        </SmartLink>
      </PageHero>

      <section className="section" aria-label={`${m.name} a ${city.name}`}>
        <div className={`container ${aside.split}`}>
          <Markdown ast={text.htmlAst} />
          <aside className={aside.aside} aria-labelledby="city-areas">
            <h2 id="city-areas" className={aside.asideTitle}>
              Zone servite a {city.name} e dintorni
            </h2>
            <CheckList items={city.areas} />
            <CityFacts city={city} />
          </aside>
        </div>
      </section>

      <References machine={m.slug} city={city.name} />
      <Faq items={text.frontmatter.faq} title={`Domande dai centri di ${city.name}`} />

      <section className="section section-soft" aria-label={`${m.name}: trattamenti e formule`}>
        <div className={`container ${styles.facts}`}>
          <div className={styles.fact}>
            <h2 className={styles.factTitle}>Trattamenti</h2>
            <CheckList items={m.treatments} />
          </div>
          <div className={styles.fact}>
            <h2 className={styles.factTitle}>Formule e cosa includono</h2>
            {/* Links, not the lists: the formula's page is the one place that says what it includes, and 15 city
                pages repeating the same lists would read as copies of each other. */}
            <ul className={aside.asideList}>
              {offeredFormulas(m.offer ?? [], data.formulas.nodes).map((f) => (
                <li key={f.fields.path}>
                  <SmartLink to={f.fields.path ?? ""}>{f.frontmatter.name}</SmartLink>
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.fact}>
            <h2 className={styles.factTitle}>{m.name} in altre città</h2>
            <ul className={aside.asideList}>
              {cities.nodes
                .filter((c) => c.slug !== city.slug && c.pageKeys.includes(fm.key ?? ""))
                .map((c) => (
                  <li key={c.slug}>
                    <SmartLink to={cityPagePath(fm.key ?? "", c.slug)}>
                      {m.name} a {c.name}
                    </SmartLink>
                  </li>
                ))}
              <li>
                <SmartLink to={machinePath}>{m.name} a Roma</SmartLink>
              </li>
            </ul>
          </div>
        </div>
      </section>

      <CtaBand
        title={`Portate ${m.nameWithArticle} nel vostro centro a ${city.name}`}
        text={
          "Chiedeteci una proposta scritta: vi indichiamo la formula più adatta, che cosa comprende e come " +
          "organizziamo consegna, installazione e formazione."
        }
        contactUrl={contactHref({ ...enquiry, request: "preventivo" })}
      />
    </>
  );
}

export const query = graphql`
  query CityMachinePage($id: String!, $cityTextId: String!, $citySlug: String!, $machineSlug: String!) {
    template: markdownRemark(id: { eq: $id }) {
      frontmatter {
        title
        heading
        key
      }
    }
    text: markdownRemark(id: { eq: $cityTextId }) {
      htmlAst
      frontmatter {
        description
        lead
        faq {
          question
          answer
        }
      }
    }
    city(slug: { eq: $citySlug }) {
      name
      slug
      region
      areas
      leadTime
      travelCosts
      localTechnician
    }
    machine: markdownRemark(fields: { collection: { eq: "machines" } }, frontmatter: { slug: { eq: $machineSlug } }) {
      fields {
        path
      }
      frontmatter {
        name
        nameWithArticle
        slug
        imageAlt
        imageFile {
          ...HeroImage
        }
        treatments
        offer
      }
    }
    formulas: allMarkdownRemark(
      filter: { fields: { collection: { eq: "formulas" } }, frontmatter: { offerKey: { ne: null } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...IncludedFormula
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
  }
`;
