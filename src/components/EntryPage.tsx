/**
 * The blocks that formula, service and sanitising-product pages (and machine pages, for the related cards)
 * share: the head (SEO and hero with breadcrumbs and one call to action), the body beside an aside of lists,
 * and the cards of the other entries of the same kind.
 */
import React from "react";
import { PageHead } from "./PageHead";
import type { Crumb } from "./ui/Breadcrumbs";
import type { EntryCardData } from "../lib/entries";
import { onView } from "../runtime/parts";
import { SmartLink } from "./SmartLink";

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

export interface BodyWithAsideProps {
  ast: unknown;
  lists: readonly AsideList[];
  soft?: boolean;
}

/**
 * The Markdown body beside an aside of titled check lists (empty lists are left out): a part that hydrates when
 * scrolled into view (src/runtime/parts.tsx).
 */
export const BodyWithAside = onView(
  "body",
  () => import(/* webpackChunkName: "onview-body" */ "./BodyWithAsideSection"),
);

export interface OtherEntriesProps {
  id: string;
  title: string;
  entries: readonly EntryCardData[];
  columns?: 2 | 3;
  soft?: boolean;
  /** A link under the cards: the machine page's to the comparison. */
  more?: { readonly to: string; readonly label: string };
}

const OtherEntriesOnView = onView(
  (props: OtherEntriesProps) => props.id,
  () => import(/* webpackChunkName: "onview-entries" */ "./OtherEntriesSection"),
);

/** Cards of the other entries of the same kind; nothing when there are none (hydrated when scrolled into view). */
export function OtherEntries(props: OtherEntriesProps) {
  if (props.entries.length === 0) return null;
  return <OtherEntriesOnView {...props} />;
}
