/**
 * Generic pages: legal notices, thank-you and the landing page. The page's `template` field (variant) chooses
 * the layout. The contact page has its own template (contact.tsx).
 */
import { graphql, type PageProps } from "gatsby";
import React from "react";
import { lazyPart } from "../runtime/parts";
import { analyticsEnabled, buildAnalyticsIds } from "../components/consent/analytics-ids";
import { CookieTable } from "../components/consent/CookieTable";
import { PageHead } from "../components/PageHead";
import { Markdown } from "../components/Markdown";
import { SmartLink } from "../components/SmartLink";
import { CtaBand } from "../components/ui/CtaBand";
import { Faq } from "../components/ui/Faq";
import { FeatureGrid } from "../components/ui/Features";
import { HOME_CRUMB } from "../config/labels";
import type { PageContext } from "../config/page-context";
import { useSiteData } from "../hooks/use-site-data";
import { withBuildConditions } from "../lib/build-conditions";
import { required } from "../lib/required";
import * as styles from "./templates.module.css";

/** Blocks a legal page may place with a placeholder: the cookie policy's table of cookies. */
const LEGAL_BLOCKS = { cookieTable: <CookieTable /> };

/**
 * The thank-you page's line on what was asked: a chunk of its own in the browser, loaded on that page only, so the
 * other pages of this template do not carry it (src/runtime/parts.tsx).
 */
const ThankYouSummary = lazyPart(
  () => import(/* webpackChunkName: "startup-page-thankyou" */ "../components/contact/ThankYouSummary"),
);

export default function PageTemplate({
  data,
  pageContext,
  location,
}: PageProps<Queries.GenericPageQuery, PageContext>) {
  const entry = required(data.page, "page");
  const fm = entry.frontmatter;
  const variant = pageContext.variant ?? "legal";
  // What the cookie policy and the privacy notice say is in use: this build's analytics, as the banner's.
  const { site } = useSiteData();
  const analytics = analyticsEnabled(buildAnalyticsIds(site.analytics));
  const trail = [HOME_CRUMB, { title: fm.title ?? "", url: pageContext.canonicalPath }];
  return (
    <>
      <PageHead fm={fm} eyebrow={fm.eyebrow} lead={fm.lead} trail={trail} noindex={fm.noindex ?? false}>
        {fm.cta ? (
          <SmartLink to={fm.cta.url} className="btn btn-primary">
            {fm.cta.label}
          </SmartLink>
        ) : null}
        {variant === "legal" && fm.updated ? (
          <p className={styles.updated}>Ultimo aggiornamento: {fm.updated}</p>
        ) : null}
        {variant === "thankyou" ? (
          <React.Suspense>
            <ThankYouSummary state={location.state} />
          </React.Suspense>
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
      {/* Not after a request: its invitation to ask again would promise the demonstration in the showroom. */}
      {variant === "landing" ? <CtaBand /> : null}
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
