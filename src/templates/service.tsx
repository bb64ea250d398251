import { graphql, type PageProps } from "gatsby";
import React from "react";
import { Markdown } from "../components/Markdown";
import { Seo } from "../components/Seo";
import { SmartLink } from "../components/SmartLink";
import { Breadcrumbs } from "../components/ui/Breadcrumbs";
import { CardGrid } from "../components/ui/Cards";
import { CtaBand } from "../components/ui/CtaBand";
import { FeatureGrid } from "../components/ui/Lists";
import { PageHero } from "../components/ui/PageHero";
import { Section } from "../components/ui/Section";
import { HOME_CRUMB } from "../config/labels";
import type { PageContext } from "../config/page-context";
import { useSiteData } from "../hooks/use-site-data";
import { toCard, type EntryCardData } from "../lib/entries";
import { imageOf, imageSrc, type ImageFileData } from "../lib/images";
import { serviceLd } from "../lib/structured-data";

export interface ServiceData {
  service: {
    htmlAst: unknown;
    frontmatter: {
      title: string;
      description: string;
      heading: string;
      name: string;
      summary: string;
      imageAlt: string;
      imageFile: ImageFileData | null;
      features: Array<{ title: string; text: string }>;
    };
  };
  others: { nodes: EntryCardData[] };
}

export default function ServiceTemplate({ data, pageContext }: PageProps<ServiceData, PageContext>) {
  const fm = data.service.frontmatter;
  const { site } = useSiteData();
  const trail = [HOME_CRUMB, { title: fm.name, url: pageContext.canonicalPath }];
  return (
    <>
      <Seo
        title={fm.title}
        description={fm.description}
        image={imageSrc(fm.imageFile)}
        trail={trail}
        jsonLd={[serviceLd({ name: fm.name, description: fm.description, path: pageContext.canonicalPath, imageUrl: imageSrc(fm.imageFile) }, site)]}
      />
      <PageHero top={<Breadcrumbs trail={trail} />} eyebrow="Servizi per centri estetici" heading={fm.heading} lead={fm.summary} image={imageOf(fm.imageFile)} imageAlt={fm.imageAlt}>
        <SmartLink to="/contatti" className="btn btn-primary">
          Parliamone
        </SmartLink>
      </PageHero>
      <Section id="service-features" title="Cosa comprende">
        <FeatureGrid items={fm.features} />
      </Section>
      <section className="section section-soft">
        <div className="container">
          <Markdown ast={data.service.htmlAst} />
        </div>
      </section>
      {data.others.nodes.length > 0 ? (
        <Section id="service-others" title="Altri servizi">
          <CardGrid cards={data.others.nodes.map(toCard)} columns={2} />
        </Section>
      ) : null}
      <CtaBand />
    </>
  );
}

export const query = graphql`
  query ServicePage($id: String!) {
    service: markdownRemark(id: { eq: $id }) {
      ...EntryPage
      frontmatter {
        features {
          title
          text
        }
      }
    }
    others: allMarkdownRemark(filter: { fields: { collection: { eq: "services" } }, id: { ne: $id } }, sort: { frontmatter: { order: ASC } }) {
      nodes {
        ...EntryCard
      }
    }
  }
`;
