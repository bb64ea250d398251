/**
 * The references a page shows, with the static query that reads them (loaded as a chunk of its own by
 * src/components/References.tsx).
 */
import { graphql, useStaticQuery } from "gatsby";
import React from "react";
import * as styles from "./References.module.css";

export interface Reference {
  readonly centre: string | null;
  readonly city: string | null;
  readonly machine: string | null;
  readonly quote: string | null;
  readonly date: string | null;
  /** The date as the page shows it ("ottobre 2026"), formatted by the build. */
  readonly month: string | null;
}

const sameCity = (a: string | null, b: string) =>
  (a ?? "").trim().toLocaleLowerCase("it") === b.toLocaleLowerCase("it");

/** The references a page shows: a machine's (in one city, when given), or the latest `limit` of all. */
export function selectReferences(
  all: readonly Reference[],
  { machine, city, limit }: { machine?: string | null; city?: string; limit?: number },
): Reference[] {
  const chosen = all.filter((r) => (!machine || r.machine === machine) && (!city || sameCity(r.city, city)));
  return limit === undefined ? chosen : chosen.slice(0, limit);
}

export function ReferenceList({ items, title }: { items: readonly Reference[]; title: string }) {
  if (items.length === 0) return null;
  return (
    <section className="section" aria-labelledby="references-heading">
      <div className="container">
        <h2 id="references-heading">{title}</h2>
        <ul className={styles.list}>
          {items.map((r) => (
            <li key={`${r.centre} ${r.date}`} className={styles.item}>
              <figure className={styles.figure}>
                <blockquote className={styles.quote}>
                  <p>{r.quote}</p>
                </blockquote>
                <figcaption className={styles.caption}>
                  {r.centre}, {r.city}
                  {" · "}
                  <time dateTime={r.date ?? undefined}>{r.month}</time>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The references of a machine (and city), or the latest three when no machine is given (home page). */
export default function PageReferences({ machine, city }: { machine?: string | null; city?: string }) {
  const data = useStaticQuery<Queries.ReferencesQuery | null>(graphql`
    query References {
      references: allMarkdownRemark(
        filter: { fields: { collection: { eq: "references" } } }
        sort: { frontmatter: { date: DESC } }
      ) {
        nodes {
          frontmatter {
            centre
            city
            machine
            quote
            date(formatString: "YYYY-MM-DD")
            month: date(formatString: "MMMM YYYY", locale: "it")
          }
        }
      }
    }
  `);
  // The CMS preview answers every static query with the site's data, without references.
  const all = (data?.references?.nodes ?? []).map((n) => n.frontmatter);
  const items = selectReferences(all, machine ? { machine, city } : { limit: 3 });
  const title = machine
    ? city
      ? `Cosa dicono i centri di ${city} che lo usano`
      : "Cosa dicono i centri che lo usano"
    : "Cosa dicono i centri che ci hanno scelto";
  return <ReferenceList items={items} title={title} />;
}
