/**
 * The blocks that formula, service and sanitising-product pages (and machine pages, for the related cards)
 * share: the head (SEO and hero with breadcrumbs and one call to action), the body beside an aside of lists,
 * and the cards of the other entries of the same kind.
 */
import React from "react";
import { PageHead } from "./PageHead";
import type { Crumb } from "./ui/Breadcrumbs";
import { toCard, type EntryCardData } from "../lib/entries";
import { Markdown } from "./Markdown";
import { SmartLink } from "./SmartLink";
import { CardGrid } from "./ui/Cards";
import { CheckList } from "./ui/Lists";
import { Section } from "./ui/Section";
import * as styles from "../templates/templates.module.css";

/** The head fields every entry page queries (EntryPage fragment). */
export type EntryHeadFields = Queries.EntryPageFragment["frontmatter"];

/** SEO tags and structured data, then the hero with breadcrumbs, the summary as lead and a contact button. */
export function EntryHead({
  fm,
  trail,
  eyebrow,
  jsonLd,
  cta,
}: {
  fm: EntryHeadFields;
  trail: readonly Crumb[];
  eyebrow: string;
  jsonLd: readonly object[];
  cta: string;
}) {
  return (
    <>
      <PageHead fm={fm} eyebrow={eyebrow} lead={fm.summary} trail={trail} jsonLd={jsonLd}>
        <SmartLink to="/contatti" className="btn btn-primary">
          {cta}
        </SmartLink>
      </PageHead>
    </>
  );
}

export interface AsideList {
  readonly id: string;
  readonly title: string;
  readonly items: readonly string[] | null;
}

/** The Markdown body beside an aside of titled check lists (empty lists are left out). */
export function BodyWithAside({
  ast,
  lists,
  soft = false,
}: {
  ast: unknown;
  lists: readonly AsideList[];
  soft?: boolean;
}) {
  const shown = lists.filter((l) => (l.items?.length ?? 0) > 0);
  return (
    <section className={`section${soft ? " section-soft" : ""}`}>
      <div className={`container ${styles.split}`}>
        <Markdown ast={ast} />
        <aside className={styles.aside} aria-labelledby={shown[0]?.id}>
          {shown.map((l) => (
            <React.Fragment key={l.id}>
              <h2 id={l.id} className={styles.asideTitle}>
                {l.title}
              </h2>
              <CheckList items={l.items} />
            </React.Fragment>
          ))}
        </aside>
      </div>
    </section>
  );
}

/** Cards of the other entries of the same kind; nothing when there are none. */
export function OtherEntries({
  id,
  title,
  entries,
  columns,
  soft = false,
}: {
  id: string;
  title: string;
  entries: readonly EntryCardData[];
  columns?: 2 | 3;
  soft?: boolean;
}) {
  if (entries.length === 0) return null;
  return (
    <Section id={id} title={title} soft={soft}>
      <CardGrid cards={entries.map(toCard)} columns={columns} />
    </Section>
  );
}
