/**
 * The body of the list pages (machines, formulas, sanitising, blog): hero, cards, the page's own copy,
 * its questions and the closing invitation.
 */
import React from "react";
import { PageHead } from "./PageHead";
import type { Crumb } from "./ui/Breadcrumbs";
import { CardGrid, type CardData } from "./ui/Cards";
import { CtaBand } from "./ui/CtaBand";
import { Faq } from "./ui/Faq";
import { Markdown } from "./Markdown";
import { SmartLink } from "./SmartLink";
import type { PageNode } from "../lib/entries";
import { required } from "../lib/required";

export function ListPage({
  page,
  trail,
  eyebrow,
  listTitle,
  cards,
  columns = 3,
  jsonLd,
  beforeList,
  beforeCopy,
  heroExtra,
}: {
  page: PageNode | null;
  trail: readonly Crumb[];
  eyebrow: string;
  listTitle: string;
  cards: readonly CardData[];
  columns?: 2 | 3;
  jsonLd?: object[];
  /** Above the cards: the machine list's filter. */
  beforeList?: React.ReactNode;
  /** Under the cards, opening the page's copy: the machine list's pages in other cities. */
  beforeCopy?: React.ReactNode;
  /** In the hero, under the lead and the call to action. */
  heroExtra?: React.ReactNode;
}) {
  const { frontmatter: fm, htmlAst } = required(page, "page");
  return (
    <>
      <PageHead fm={fm} eyebrow={fm.eyebrow ?? eyebrow} lead={fm.lead} trail={trail} jsonLd={jsonLd}>
        {/* One child or none: the hero keeps no empty row of actions. */}
        {fm.cta || heroExtra ? (
          <>
            {fm.cta ? (
              <SmartLink to={fm.cta.url} className="btn btn-primary">
                {fm.cta.label}
              </SmartLink>
            ) : null}
            {heroExtra}
          </>
        ) : null}
      </PageHead>
      <section className="section" aria-labelledby="list-heading">
        <div className="container">
          <h2 id="list-heading" className="visually-hidden">
            {listTitle}
          </h2>
          {beforeList}
          <CardGrid cards={cards} columns={columns} firstScreen />
        </div>
      </section>
      <section className="section section-soft">
        <div className="container">
          {beforeCopy}
          <Markdown ast={htmlAst} />
        </div>
      </section>
      <Faq items={fm.faq} />
      <CtaBand />
    </>
  );
}
