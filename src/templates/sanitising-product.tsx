import { graphql, type PageProps } from "gatsby";
import React from "react";
import { Markdown } from "../components/Markdown";
import { Seo } from "../components/Seo";
import { SmartLink } from "../components/SmartLink";
import { Breadcrumbs } from "../components/ui/Breadcrumbs";
import { CardGrid } from "../components/ui/Cards";
import { CtaBand } from "../components/ui/CtaBand";
import { CheckList } from "../components/ui/Lists";
import { PageHero } from "../components/ui/PageHero";
import { Section } from "../components/ui/Section";
import { HOME_CRUMB, SECTION_CRUMBS } from "../config/labels";
import type { PageContext } from "../config/page-context";
import { useSiteData } from "../hooks/use-site-data";
import { toCard, type EntryCardData } from "../lib/entries";
import { imageOf, imageSrc, type ImageFileData } from "../lib/images";
import { productLd } from "../lib/structured-data";
import * as styles from "./templates.module.css";

export interface SanitisingProductData {
  product: {
    htmlAst: unknown;
    frontmatter: {
      title: string;
      description: string;
      heading: string;
      name: string;
      summary: string;
      imageAlt: string;
      imageFile: ImageFileData | null;
      uses: string[];
    };
  };
  others: { nodes: EntryCardData[] };
}

export default function SanitisingProductTemplate({ data, pageContext }: PageProps<SanitisingProductData, PageContext>) {
  const fm = data.product.frontmatter;
  const { site } = useSiteData();
  const trail = [HOME_CRUMB, SECTION_CRUMBS.sanitising, { title: fm.name, url: pageContext.canonicalPath }];
  return (
    <>
      <Seo
        title={fm.title}
        description={fm.description}
        image={imageSrc(fm.imageFile)}
        trail={trail}
        jsonLd={[productLd({ name: fm.name, description: fm.description, path: pageContext.canonicalPath, imageUrl: imageSrc(fm.imageFile), category: "Sanificazione" }, site)]}
      />
      <PageHero top={<Breadcrumbs trail={trail} />} eyebrow="Sanificazione" heading={fm.heading} lead={fm.summary} image={imageOf(fm.imageFile)} imageAlt={fm.imageAlt}>
        <SmartLink to="/contatti" className="btn btn-primary">
          Richiedi informazioni
        </SmartLink>
      </PageHero>
      <section className="section">
        <div className={`container ${styles.split}`}>
          <Markdown ast={data.product.htmlAst} />
          <aside className={styles.aside} aria-labelledby="product-uses">
            <h2 id="product-uses" className={styles.asideTitle}>
              Dove si usa
            </h2>
            <CheckList items={fm.uses} />
          </aside>
        </div>
      </section>
      {data.others.nodes.length > 0 ? (
        <Section id="product-others" title="Altre soluzioni per la sanificazione" soft>
          <CardGrid cards={data.others.nodes.map(toCard)} columns={2} />
        </Section>
      ) : null}
      <CtaBand />
    </>
  );
}

export const query = graphql`
  query SanitisingProductPage($id: String!) {
    product: markdownRemark(id: { eq: $id }) {
      ...EntryPage
      frontmatter {
        uses
      }
    }
    others: allMarkdownRemark(filter: { fields: { collection: { eq: "sanitising" } }, id: { ne: $id } }, sort: { frontmatter: { order: ASC } }) {
      nodes {
        ...EntryCard
      }
    }
  }
`;
