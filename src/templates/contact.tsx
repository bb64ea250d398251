/**
 * The contact page: its copy, the request form and the company's details.
 */
import { graphql, type PageProps } from "gatsby";
import React from "react";
import { PageHead } from "../components/PageHead";
import { ContactDetails } from "../components/ContactDetails";
import { ContactForm } from "../components/contact/ContactForm";
import { Markdown } from "../components/Markdown";
import { HOME_CRUMB } from "../config/labels";
import type { PageContext } from "../config/page-context";
import { useSiteData } from "../hooks/use-site-data";
import { required } from "../lib/required";
import { localBusinessLd } from "../lib/structured-data";
import * as styles from "./templates.module.css";

export default function ContactTemplate({
  data,
  pageContext,
  location,
}: PageProps<Queries.ContactPageQuery, PageContext>) {
  const entry = required(data.page, "page");
  const fm = entry.frontmatter;
  const { business, site } = useSiteData();
  const trail = [HOME_CRUMB, { title: fm.title ?? "", url: pageContext.canonicalPath }];
  return (
    <>
      <PageHead fm={fm} eyebrow={fm.eyebrow} lead={fm.lead} trail={trail} jsonLd={[localBusinessLd(business, site)]} />
      <section className="section">
        <div className={`container ${styles.contactGrid}`}>
          <div>
            <Markdown ast={entry.htmlAst} />
            <ContactForm search={location.search} />
          </div>
          <ContactDetails />
        </div>
      </section>
    </>
  );
}

export const query = graphql`
  query ContactPage($id: String!) {
    page: markdownRemark(id: { eq: $id }) {
      ...PageContent
    }
  }
`;
