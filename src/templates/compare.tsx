/**
 * «Confrontate i macchinari» (/confronta-macchinari): two or three machines side by side, chosen in the address
 * (?m=<slug>&m=<slug>). The prebuilt HTML compares every machine, which is what a visitor without JavaScript gets;
 * in the browser the address's choice narrows it, and each tick of the form updates the page and the address
 * (history.replaceState, no new history entry). Copy: content/pages/confronta-macchinari.md. Its code loads on this
 * page only; the choice's rules: src/lib/compare.ts.
 */
import { graphql, type PageProps } from "gatsby";
import React, { useEffect, useMemo, useState } from "react";
import { ChoiceForm, Comparison, type ComparedMachine } from "../components/compare/Compare";
import { localizePath } from "../components/locale";
import { Markdown } from "../components/Markdown";
import { PageHead } from "../components/PageHead";
import { HOME_CRUMB } from "../config/labels";
import type { PageContext } from "../config/page-context";
import { replaceSearch } from "../lib/address-bar";
import { choiceMessage, choiceSearch, parseChoice, shownMachines, toggleChoice } from "../lib/compare";
import { required } from "../lib/required";
// PAGE_ONLY_STYLES (src/gatsby/webpack.ts): the comparison's styles, inlined into this page only.
import * as styles from "../components/compare/Compare.module.css";

/** The machines as the page's query gives them, in the list's order. */
function comparedMachines(data: Queries.ComparePageQuery): ComparedMachine[] {
  return data.machines.nodes.map(({ fields, frontmatter: fm, conformity }) => {
    const c = required(conformity, "conformity");
    return {
      slug: fm.slug ?? "",
      name: fm.name ?? "",
      path: fields?.path ?? "",
      areas: (fm.areas ?? []).filter((a): a is string => Boolean(a)),
      treatments: (fm.treatments ?? []).filter((t): t is string => Boolean(t)),
      who: c.who,
      sheets: c.sheets.map((s) => ({ title: s.title, limits: s.limits })),
      eu: [c.eu.status, ...c.eu.details].join(" "),
      formulas: data.formulas.nodes
        .filter((f) => f.frontmatter.offerKey && (fm.offer ?? []).includes(f.frontmatter.offerKey))
        .map((f) => ({ name: f.frontmatter.name ?? "", path: f.fields?.path ?? "" })),
      documents: c.documents,
    };
  });
}

export default function CompareTemplate({
  data,
  pageContext,
  location,
}: PageProps<Queries.ComparePageQuery, PageContext>) {
  const page = required(data.page, "page");
  const fm = page.frontmatter;
  const trail = [HOME_CRUMB, { title: fm.title ?? "", url: pageContext.canonicalPath }];
  const machines = useMemo(() => comparedMachines(data), [data]);
  const slugs = useMemo(() => machines.map((m) => m.slug), [machines]);

  // The prebuilt HTML (and the first render in the browser) compares every machine; the address narrows it.
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [tooMany, setTooMany] = useState<string | null>(null);
  // Hydrated: with nothing chosen the page invites a choice instead of comparing every machine (30 screens on a
  // phone); the prebuilt HTML, for a visitor without JavaScript, compares them all.
  const [live, setLive] = useState(false);
  // The address's choice narrows the comparison once the page has hydrated the prebuilt HTML (every machine).
  useEffect(() => {
    const parsed = parseChoice(location.search, slugs);
    // The same choice keeps its state: the comparison (every machine, twice) is not rendered again for nothing.
    setChosen((current) => (current.join(" ") === parsed.chosen.join(" ") ? current : parsed.chosen));
    setMessage(choiceMessage(parsed));
    setLive(true);
  }, [location.search, slugs]);

  const toggle = (slug: string, checked: boolean) => {
    const next = toggleChoice(chosen, slug, checked);
    setTooMany(next.refused ? slug : null);
    if (next.refused) return;
    setChosen(next.chosen);
    // The address follows the choice, without a navigation (no scroll, no new history entry).
    replaceSearch(choiceSearch(next.chosen));
  };

  return (
    <>
      <PageHead fm={fm} eyebrow={fm.eyebrow} lead={fm.lead} trail={trail} />
      <section className="section" aria-labelledby="confronto">
        <div className="container">
          <h2 id="confronto" className="visually-hidden">
            Il confronto
          </h2>
          <p role="status" className={styles.notice}>
            {message}
          </p>
          <ChoiceForm
            action={localizePath(pageContext.prefix, pageContext.canonicalPath)}
            machines={machines}
            chosen={chosen}
            tooMany={tooMany}
            onToggle={toggle}
          />
          {live && chosen.length === 0 ? (
            <p className={styles.invite}>
              Spuntate due o tre macchinari qui sopra: le loro caratteristiche compaiono qui, una colonna per
              macchinario, riga per riga.
            </p>
          ) : (
            <Comparison machines={shownMachines(machines, chosen)} />
          )}
        </div>
      </section>
      <section className="section section-soft">
        <div className="container">
          <Markdown ast={page.htmlAst} />
        </div>
      </section>
    </>
  );
}

export const query = graphql`
  query ComparePage($id: String!) {
    page: markdownRemark(id: { eq: $id }) {
      ...PageContent
    }
    machines: allMarkdownRemark(
      filter: { fields: { collection: { eq: "machines" } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        fields {
          path
        }
        frontmatter {
          slug
          name
          areas
          treatments
          offer
        }
        conformity {
          who
          sheets {
            title
            limits
          }
          eu {
            status
            details
          }
          documents
        }
      }
    }
    formulas: allMarkdownRemark(
      filter: { fields: { collection: { eq: "formulas" } }, frontmatter: { offerKey: { ne: null } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        fields {
          path
        }
        frontmatter {
          name
          offerKey
        }
      }
    }
  }
`;
