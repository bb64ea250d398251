/**
 * Generic pages: legal notices, thank-you and the landing page. The page's `template` field (variant) chooses
 * the layout. The contact page has its own template (contact.tsx).
 */
import { graphql, type PageProps } from "gatsby";
import React from "react";
import { CookieTable } from "../components/consent/CookieTable";
import { Markdown } from "../components/Markdown";
import { Seo } from "../components/Seo";
import { SmartLink } from "../components/SmartLink";
import { Breadcrumbs } from "../components/ui/Breadcrumbs";
import { CtaBand } from "../components/ui/CtaBand";
import { Faq } from "../components/ui/Faq";
import { FeatureGrid } from "../components/ui/Lists";
import { PageHero } from "../components/ui/PageHero";
import { HOME_CRUMB } from "../config/labels";
import type { PageContext } from "../config/page-context";
import { imageOf, imageSrc } from "../lib/images";
import { required } from "../lib/required";
import { faqLd } from "../lib/structured-data";
import * as styles from "./templates.module.css";

/** Blocks a legal page may place with a placeholder: the cookie policy's table of cookies. */
const LEGAL_BLOCKS = { cookieTable: <CookieTable /> };

export default function PageTemplate({ data, pageContext }: PageProps<Queries.GenericPageQuery, PageContext>) {
  const entry = required(data.page, "page");
  const fm = entry.frontmatter;
  const variant = pageContext.variant ?? "legal";
  const trail = [HOME_CRUMB, { title: fm.title ?? "", url: pageContext.canonicalPath }];
  const jsonLd = variant === "landing" && fm.faq && fm.faq.length > 0 ? [faqLd(fm.faq)] : [];

  return (
    <>
      <Seo
        title={fm.title ?? ""}
        description={fm.description ?? ""}
        image={imageSrc(fm.imageFile)}
        noindex={fm.noindex ?? false}
        trail={trail}
        jsonLd={jsonLd}
      />
      <PageHero
        top={<Breadcrumbs trail={trail} />}
        eyebrow={fm.eyebrow ?? undefined}
        heading={fm.heading ?? ""}
        lead={fm.lead}
        image={imageOf(fm.imageFile)}
        imageAlt={fm.imageAlt}
      >
        {fm.cta ? (
          <SmartLink to={fm.cta.url} className="btn btn-primary">
            {fm.cta.label}
          </SmartLink>
        ) : null}
        {variant === "legal" && fm.updated ? (
          <p className={styles.updated}>Ultimo aggiornamento: {fm.updated}</p>
        ) : null}
      </PageHero>

      {variant === "landing" && fm.highlights ? (
        <section className="section" aria-labelledby="landing-highlights">
          <div className="container">
            <h2 id="landing-highlights" className="visually-hidden">
              Punti di forza
            </h2>
            <FeatureGrid items={fm.highlights} />
          </div>
        </section>
      ) : null}

      <section className={`section ${variant === "landing" ? "section-soft" : ""}`}>
        <div className="container">
          <Markdown ast={entry.htmlAst} blocks={LEGAL_BLOCKS} />
        </div>
      </section>

      {variant === "landing" ? <Faq items={fm.faq} /> : null}
      {variant === "landing" || variant === "thankyou" ? <CtaBand /> : null}
    </>
  );
}

export const query = graphql`
  query GenericPage($id: String!) {
    page: markdownRemark(id: { eq: $id }) {
      ...PageContent
    }
  }
`;
