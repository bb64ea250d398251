import { graphql, type PageProps } from "gatsby";
import React from "react";
import { EntryHead, OtherEntries } from "../components/EntryPage";
import { Markdown } from "../components/Markdown";
import { CtaBand } from "../components/ui/CtaBand";
import { FeatureGrid } from "../components/ui/Features";
import { Section } from "../components/ui/Section";
import { HOME_CRUMB } from "../config/labels";
import type { PageContext } from "../config/page-context";
import { useSiteData } from "../hooks/use-site-data";
import { required } from "../lib/required";
import { entryLdInput, serviceLd } from "../lib/structured-data";

export default function ServiceTemplate({ data, pageContext }: PageProps<Queries.ServicePageQuery, PageContext>) {
  const entry = required(data.service, "service");
  const fm = entry.frontmatter;
  const { site } = useSiteData();
  const trail = [HOME_CRUMB, { title: fm.name ?? "", url: pageContext.canonicalPath }];
  const jsonLd = [serviceLd(entryLdInput(fm, pageContext.canonicalPath), site)];
  return (
    <>
      <EntryHead fm={fm} trail={trail} eyebrow="Servizi per centri estetici" jsonLd={jsonLd} cta="Parliamone" />
      <Section id="service-features" title="Cosa comprende">
        <FeatureGrid items={fm.features} />
      </Section>
      <section className="section section-soft">
        <div className="container">
          <Markdown ast={entry.htmlAst} />
        </div>
      </section>
      <OtherEntries id="service-others" title="Altri servizi" entries={data.others.nodes} columns={2} />
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
    others: allMarkdownRemark(
      filter: { fields: { collection: { eq: "services" } }, id: { ne: $id } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...EntryCard
      }
    }
  }
`;
