/**
 * The contact page: the request form, its copy and the company's details.
 *
 * The form is rendered whole into the prebuilt HTML (its module is required at once on the server), so Netlify
 * detects it and it works without JavaScript; in the browser its code is a chunk of its own that hydrates the
 * form as soon as it arrives (selective hydration in its Suspense boundary), so the page's first load stays within
 * the JavaScript budget. Until then the form is the plain HTML form, which posts by itself.
 */
import { graphql, type PageProps } from "gatsby";
import React, { Suspense } from "react";
import { PageHead } from "../components/PageHead";
import { Markdown } from "../components/Markdown";
import { lazyPart, onView } from "../runtime/parts";
import { HOME_CRUMB } from "../config/labels";
import type { PageContext } from "../config/page-context";
import { useSiteData } from "../hooks/use-site-data";
import { required } from "../lib/required";
import { localBusinessLd } from "../lib/structured-data";
import * as styles from "./contact.module.css";
// The company's details beside the form (an onView part, src/runtime/parts.tsx): their aside is styled on this page
// from the start.
import "./aside.module.css";
// PAGE_ONLY_STYLES (src/gatsby/webpack.ts): the form's styles, inlined into this page only.
import "../components/contact/ContactForm.module.css";

/** The form: a chunk of its own, loaded with this page (src/runtime/parts.tsx). */
const ContactForm = lazyPart(() =>
  import(/* webpackChunkName: "startup-contact-form" */ "../components/contact/ContactForm").then((m) => ({
    default: m.ContactForm,
  })),
);

/** The company's details, after the form and its copy on a phone: hydrated when scrolled to (src/runtime/parts.tsx). */
const ContactDetails = onView(
  "contact-details",
  () => import(/* webpackChunkName: "onview-contact-details" */ "../components/ContactDetails"),
);

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
            {/* The form first: on a phone it starts in the first screen; the page's copy follows it. */}
            <Suspense fallback={null}>
              <ContactForm search={location.search} />
            </Suspense>
            <Markdown ast={entry.htmlAst} />
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
