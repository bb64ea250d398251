/**
 * Generic pages: legal notices, thank-you and the landing page. The page's `template` field (variant) chooses
 * the layout. The contact page has its own template (contact.tsx).
 */
import { graphql, type PageProps } from "gatsby";
import React from "react";
import { analyticsEnabled, buildAnalyticsIds } from "../components/consent/analytics-ids";
import { CookieTable } from "../components/consent/CookieTable";
import { PageHead } from "../components/PageHead";
import { Markdown } from "../components/Markdown";
import { SmartLink } from "../components/SmartLink";
import { CtaBand } from "../components/ui/CtaBand";
import { Faq } from "../components/ui/Faq";
import { FeatureGrid } from "../components/ui/Lists";
import { HOME_CRUMB } from "../config/labels";
import type { PageContext } from "../config/page-context";
import { useSiteData } from "../hooks/use-site-data";
import { withBuildConditions } from "../lib/build-conditions";
import { required } from "../lib/required";
import { faqLd } from "../lib/structured-data";
import * as styles from "./templates.module.css";

/** Blocks a legal page may place with a placeholder: the cookie policy's table of cookies. */
const LEGAL_BLOCKS = { cookieTable: <CookieTable /> };

export default function PageTemplate({ data, pageContext }: PageProps<Queries.GenericPageQuery, PageContext>) {
  const entry = required(data.page, "page");
  const fm = entry.frontmatter;
  const variant = pageContext.variant ?? "legal";
  // What the cookie policy and the privacy notice say is in use: this build's analytics, as the banner's.
  const { site } = useSiteData();
  const analytics = analyticsEnabled(buildAnalyticsIds(site.analytics));
  const trail = [HOME_CRUMB, { title: fm.title ?? "", url: pageContext.canonicalPath }];
  const jsonLd = variant === "landing" && fm.faq && fm.faq.length > 0 ? [faqLd(fm.faq)] : [];

  return (
    <>
      <PageHead fm={fm} eyebrow={fm.eyebrow} lead={fm.lead} trail={trail} jsonLd={jsonLd} noindex={fm.noindex ?? false}>
        {fm.cta ? (
          <SmartLink to={fm.cta.url} className="btn btn-primary">
            {fm.cta.label}
          </SmartLink>
        ) : null}
        {variant === "legal" && fm.updated ? (
          <p className={styles.updated}>Ultimo aggiornamento: {fm.updated}</p>
        ) : null}
      </PageHead>

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
          <Markdown ast={withBuildConditions(entry.htmlAst, { analytics })} blocks={LEGAL_BLOCKS} />
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
