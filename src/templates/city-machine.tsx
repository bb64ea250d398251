import { graphql, type PageProps } from "gatsby";
import React from "react";
import { Markdown } from "../components/Markdown";
import { Seo } from "../components/Seo";
import { SmartLink } from "../components/SmartLink";
import { Breadcrumbs } from "../components/ui/Breadcrumbs";
import { CtaBand } from "../components/ui/CtaBand";
import { CheckList } from "../components/ui/Lists";
import { PageHero } from "../components/ui/PageHero";
import { HOME_CRUMB, SECTION_CRUMBS } from "../config/labels";
import { cityPagePath, SECTION_PATHS } from "../config/site-structure";
import type { PageContext } from "../gatsby/routes";
import { fillCityPlaceholders } from "../lib/city-text";
import { contactPathFor } from "../lib/contact-path";
import { imageOf, imageSrc, type ImageFileData } from "../lib/images";
import { productLd } from "../lib/structured-data";
import { useSiteData } from "../hooks/use-site-data";
import * as styles from "./templates.module.css";

export interface CityMachineData {
  template: {
    htmlAst: unknown;
    frontmatter: { title: string; description: string; heading: string; lead: string; key: string };
  };
  city: { name: string; slug: string; region: string; intro: string; service: string; areas: string[] };
  machine: {
    frontmatter: { name: string; slug: string; imageAlt: string; imageFile: ImageFileData | null; treatments: string[]; included: string[] };
  };
  cities: { nodes: Array<{ name: string; slug: string }> };
}

export default function CityMachineTemplate({ data, pageContext }: PageProps<CityMachineData, PageContext>) {
  const { template, city, machine, cities } = data;
  const fill = (text: string) => fillCityPlaceholders(text, city);
  const fm = template.frontmatter;
  const m = machine.frontmatter;
  const { site } = useSiteData();
  const title = fill(fm.title);
  const trail = [HOME_CRUMB, SECTION_CRUMBS.machines, { title: `${m.name} a ${city.name}`, url: pageContext.canonicalPath }];
  return (
    <>
      <Seo
        title={title}
        description={fill(fm.description)}
        image={imageSrc(m.imageFile)}
        trail={trail}
        jsonLd={[productLd({ name: `${m.name} a ${city.name}`, description: fill(fm.description), path: pageContext.canonicalPath, imageUrl: imageSrc(m.imageFile) }, site)]}
      />
      <PageHero
        top={<Breadcrumbs trail={trail} />}
        eyebrow={`${city.name} · ${city.region}`}
        heading={fill(fm.heading)}
        lead={fill(fm.lead)}
        image={imageOf(m.imageFile)}
        imageAlt={m.imageAlt}
      >
        <SmartLink to={contactPathFor(m.slug)} className="btn btn-primary">
          Richiedi informazioni per {city.name}
        </SmartLink>
        <SmartLink to={`${SECTION_PATHS.machines}/${m.slug}`} className="btn btn-secondary">
          Scheda del macchinario
        </SmartLink>
      </PageHero>

      <section className="section" aria-labelledby="city-market">
        <div className={`container ${styles.split}`}>
          <div className="prose">
            <h2 id="city-market">I centri estetici di {city.name}</h2>
            <p>{city.intro}</p>
            <h2>Come lavoriamo a {city.name}</h2>
            <p>{city.service}</p>
          </div>
          <aside className={styles.aside} aria-labelledby="city-areas">
            <h2 id="city-areas" className={styles.asideTitle}>
              Zone servite a {city.name} e dintorni
            </h2>
            <CheckList items={city.areas} />
          </aside>
        </div>
      </section>

      <section className="section section-soft">
        <div className="container">
          <Markdown ast={template.htmlAst} transform={fill} />
        </div>
      </section>

      <section className="section" aria-label={`${m.name}: trattamenti e servizi inclusi`}>
        <div className={`container ${styles.facts}`}>
          <div className={styles.fact}>
            <h2 className={styles.factTitle}>Trattamenti</h2>
            <CheckList items={m.treatments} />
          </div>
          <div className={styles.fact}>
            <h2 className={styles.factTitle}>Cosa è incluso</h2>
            <CheckList items={m.included} />
          </div>
          <div className={styles.fact}>
            <h2 className={styles.factTitle}>{m.name} in altre città</h2>
            <ul className={styles.asideList}>
              {cities.nodes
                .filter((c) => c.slug !== city.slug)
                .map((c) => (
                  <li key={c.slug}>
                    <SmartLink to={cityPagePath(fm.key, c.slug)}>
                      {m.name} a {c.name}
                    </SmartLink>
                  </li>
                ))}
              <li>
                <SmartLink to={`${SECTION_PATHS.machines}/${m.slug}`}>{m.name} a Roma</SmartLink>
              </li>
            </ul>
          </div>
        </div>
      </section>

      <CtaBand
        title={`${m.name} per il vostro centro a ${city.name}`}
        text={`Chiedeteci una proposta per ${city.name}: consegna, installazione, formazione e assistenza sono organizzate dal nostro team.`}
        contactUrl={contactPathFor(m.slug)}
      />
    </>
  );
}

export const query = graphql`
  query CityMachinePage($id: String!, $citySlug: String!, $machineSlug: String!) {
    template: markdownRemark(id: { eq: $id }) {
      htmlAst
      frontmatter {
        title
        description
        heading
        lead
        key
      }
    }
    city(slug: { eq: $citySlug }) {
      name
      slug
      region
      intro
      service
      areas
    }
    machine: markdownRemark(fields: { collection: { eq: "machines" } }, frontmatter: { slug: { eq: $machineSlug } }) {
      frontmatter {
        name
        slug
        imageAlt
        imageFile {
          ...HeroImage
        }
        treatments
        included
      }
    }
    cities: allCity(sort: { position: ASC }) {
      nodes {
        name
        slug
      }
    }
  }
`;
