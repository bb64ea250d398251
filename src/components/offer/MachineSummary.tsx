import React from "react";
import { cityPagePath } from "../../config/site-structure";
import { andList } from "../../lib/and-list";
import { calculatorHref, contactHref } from "../../lib/contact-path";
import { SmartLink } from "../SmartLink";
import * as styles from "../../templates/templates.module.css";
import * as own from "./MachinePage.module.css";

export const OFFER_LABELS: Record<string, string> = { acquisto: "Acquisto", noleggio: "Noleggio operativo" };

/** The stable anchors of a machine page's sections that the first screen jumps to (docs: "Anchors"). */
export const MACHINE_ANCHORS = { conformity: "conformita", documents: "documenti" } as const;

/**
 * Who may use the machine, in one line: the cards' line (or the doctors' badge) with the numbers of the machine's
 * technical sheets (the annex to DM 110/2011 as amended by DM 206/2015, which «Conformità e uso» names).
 */
export function usageLine(
  usage: string,
  codes: readonly (string | null)[],
  sheets: ReadonlyArray<{ readonly code: string; readonly number: string }>,
): string {
  const numbers = codes.flatMap((code) => sheets.filter((s) => s.code === code).map((s) => s.number));
  if (numbers.length === 0) return usage;
  return `${usage} · ${numbers.length === 1 ? "scheda" : "schede"} n. ${andList(numbers)}`;
}

export interface MachineSummaryProps {
  /** The machine page's data (src/templates/machine.tsx): the machine, the sheets, the city templates and cities. */
  readonly data: Queries.MachinePageQuery;
  /** The page's canonical path: the calls to action carry it to the form. */
  readonly origin: string;
}

/**
 * The first screen of a machine page under its heading, for an owner on a phone: who may use the machine and
 * under which sheet, the formulas, links that jump to «Conformità e uso» and to the documents to ask for (plain
 * anchors: they work without JavaScript), to the payback calculator and to the demonstration request, the request
 * for a quote, and the cities where the machine has its own pages (a city template names the machine). In the
 * browser a chunk of its own (src/templates/machine.tsx says why).
 */
export default function MachineSummary({ data, origin }: MachineSummaryProps) {
  const fm = data.machine?.frontmatter;
  const conformity = data.machine?.conformity;
  if (!fm || !conformity) return null;
  const slug = fm.slug ?? "";
  const enquiry = { origin, machine: slug };
  const key = data.cityTemplates.nodes.find((t) => t.frontmatter.machine === slug)?.frontmatter.key;
  // The cities with this machine's text (pageKeys): the others have no page for it.
  const cityPages = key
    ? data.cities.nodes
        .filter((c) => c.pageKeys.includes(key))
        .map((c) => ({ city: c.name, url: cityPagePath(key, c.slug) }))
    : [];
  const line = usageLine(conformity.badge ?? conformity.usage, fm.sheets ?? [], data.sheets.nodes);
  return (
    <>
      <p className={styles.badge}>{line}</p>
      <p className="visually-hidden">Formule disponibili:</p>
      <ul className={styles.badges}>
        {(fm.offer ?? []).map((o) => (
          <li key={o} className={styles.badge}>
            {OFFER_LABELS[o] ?? o}
          </li>
        ))}
      </ul>
      <nav aria-label="In questa pagina" className={own.jump}>
        <a href={`#${MACHINE_ANCHORS.conformity}`}>Conformità e uso</a>
        <a href={`#${MACHINE_ANCHORS.documents}`}>Documenti da chiedere</a>
        <SmartLink to={calculatorHref(slug)}>Calcolate il rientro</SmartLink>
        <SmartLink to={contactHref({ ...enquiry, request: "dimostrazione" })}>Richiedete una dimostrazione</SmartLink>
      </nav>
      <SmartLink to={contactHref({ ...enquiry, request: "preventivo" })} className="btn btn-primary">
        Richiedete informazioni e preventivo
      </SmartLink>
      {cityPages.length > 0 ? (
        // One text node before each link, so the HTML carries no separators between adjacent texts.
        <p className={styles.updated}>
          {cityPages.map((c, i) => (
            <React.Fragment key={c.url}>
              {i === 0 ? "Consegniamo anche a " : i === cityPages.length - 1 ? " e " : ", "}
              <SmartLink to={c.url}>{c.city}</SmartLink>
            </React.Fragment>
          ))}
          .
        </p>
      ) : null}
    </>
  );
}
