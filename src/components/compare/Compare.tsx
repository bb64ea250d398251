/**
 * «Confrontate i macchinari»: the form that chooses two or three machines (a GET form, so it works without
 * JavaScript too) and the machines side by side: two or three chosen machines in columns at every width (on a
 * 390 px phone too: each row's label above its cells, the names sticky as the rows scroll), every machine (the
 * prebuilt page, for a visitor without JavaScript) as a table on wide screens and one card per machine on a phone.
 * Every text is the machine's own, as the machine page shows it: the conformity sentences are written at build
 * time (src/content-model/conformity-text.ts), nothing is derived again here. The choice: src/lib/compare.ts.
 */
import React from "react";
import { COMPARE_PARAM } from "../../config/compare";
import { calculatorHref } from "../../lib/contact-path";
import { MAX_COMPARED, TOO_MANY_TEXT } from "../../lib/compare";
import { SmartLink } from "../SmartLink";
import * as styles from "./Compare.module.css";

/** One machine as the page shows it. */
export interface ComparedMachine {
  readonly slug: string;
  readonly name: string;
  readonly path: string;
  readonly areas: readonly string[];
  readonly treatments: readonly string[];
  readonly who: string;
  readonly sheets: ReadonlyArray<{ readonly title: string; readonly limits: string }>;
  readonly eu: string;
  readonly formulas: ReadonlyArray<{ readonly name: string; readonly path: string }>;
  readonly documents: readonly string[];
}

const AREA_LABELS: Record<string, string> = { viso: "Viso", corpo: "Corpo", epilazione: "Epilazione" };

const List = ({ items }: { items: readonly string[] }) =>
  items.length > 0 ? (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  ) : (
    <p>—</p>
  );

/** The rows of the comparison: a label and what each machine says. */
const ROWS: ReadonlyArray<{ readonly label: string; readonly cell: (m: ComparedMachine) => React.ReactNode }> = [
  {
    label: "Trattamenti",
    cell: (m) => (
      <>
        <p>{m.areas.map((a) => AREA_LABELS[a] ?? a).join(", ")}</p>
        <List items={m.treatments} />
      </>
    ),
  },
  {
    label: "Chi può usarlo",
    cell: (m) => (
      <>
        <p>{m.who}</p>
      </>
    ),
  },
  {
    label: "Scheda tecnica",
    cell: (m) =>
      m.sheets.length > 0 ? (
        m.sheets.map((s) => (
          <p key={s.title}>
            <strong>{s.title}</strong> {s.limits}
          </p>
        ))
      ) : (
        <p>—</p>
      ),
  },
  { label: "Regole europee (allegato XVI, classe MDR)", cell: (m) => <p>{m.eu}</p> },
  {
    label: "Formule",
    cell: (m) => (
      <ul className={styles.list}>
        {m.formulas.map((f) => (
          <li key={f.path}>
            <SmartLink to={f.path}>{f.name}</SmartLink>
          </li>
        ))}
      </ul>
    ),
  },
  { label: "Documenti da chiedere", cell: (m) => <List items={m.documents} /> },
  {
    label: "Approfondite",
    cell: (m) => (
      <ul className={styles.list}>
        <li>
          <SmartLink to={m.path}>
            La pagina del macchinario<span className="visually-hidden"> {m.name}</span>
          </SmartLink>
        </li>
        <li>
          <SmartLink to={calculatorHref(m.slug)}>
            Calcolate il rientro<span className="visually-hidden"> del macchinario {m.name}</span>
          </SmartLink>
        </li>
      </ul>
    ),
  },
];

/**
 * The machines side by side. Up to MAX_COMPARED (the visitor's choice): one table in columns at every width. Every
 * machine (the prebuilt page): a table (wide screens), then the same as cards (phones); CSS shows one of the two.
 */
export function Comparison({ machines }: { machines: readonly ComparedMachine[] }) {
  const columns = machines.length <= MAX_COMPARED;
  const table = (
    <section
      className={columns ? styles.columns : styles.tableWrap}
      // The number of columns, for the phone's grid (Compare.module.css).
      style={columns ? ({ "--compared": machines.length } as React.CSSProperties) : undefined}
      aria-labelledby="confronto-titolo"
    >
      <table className={styles.table}>
        <caption id="confronto-titolo">
          {machines.length === 1 ? "Il macchinario scelto" : `Confronto tra ${machines.length} macchinari`}
        </caption>
        <thead>
          <tr>
            <td />
            {machines.map((m) => (
              <th key={m.slug} scope="col">
                <SmartLink to={m.path}>{m.name}</SmartLink>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {machines.map((m) => (
                <td key={m.slug}>{row.cell(m)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
  if (columns) return table;
  return (
    <>
      {table}
      <ul className={styles.cards} aria-label="Macchinari a confronto">
        {machines.map((m) => (
          <li key={m.slug} className={styles.card}>
            <h3 className={styles.cardTitle}>
              <SmartLink to={m.path}>{m.name}</SmartLink>
            </h3>
            <dl className={styles.rows}>
              {ROWS.map((row) => (
                <div key={row.label}>
                  <dt>{row.label}</dt>
                  <dd>{row.cell(m)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The choice: one checkbox per machine. A GET form: without JavaScript «Confrontate» reloads the page with
 * ?m=…&m=…; with it every tick updates the page and the address at once.
 */
export function ChoiceForm({
  action,
  machines,
  chosen,
  tooMany,
  onToggle,
}: {
  action: string;
  machines: ReadonlyArray<{ readonly slug: string; readonly name: string }>;
  chosen: readonly string[];
  /** The machine whose tick was refused (a fourth one): the refusal is said beside its box. */
  tooMany: string | null;
  onToggle: (slug: string, checked: boolean) => void;
}) {
  return (
    <form
      method="get"
      action={action}
      className={styles.form}
      onSubmit={(e) => {
        // With JavaScript the choice is already on the page and in the address.
        e.preventDefault();
      }}
    >
      <fieldset aria-describedby="confronto-limite">
        <legend className={styles.legend}>Scegliete da 2 a {MAX_COMPARED} macchinari</legend>
        <div className={styles.choices}>
          {machines.map((m) => (
            <React.Fragment key={m.slug}>
              <label className={styles.choice}>
                <input
                  type="checkbox"
                  name={COMPARE_PARAM}
                  value={m.slug}
                  checked={chosen.includes(m.slug)}
                  aria-describedby={tooMany === m.slug ? "confronto-rifiuto" : undefined}
                  onChange={(e) => onToggle(m.slug, e.target.checked)}
                />{" "}
                {m.name}
              </label>
              {tooMany === m.slug ? (
                <p id="confronto-rifiuto" role="alert" className={styles.refusal}>
                  {TOO_MANY_TEXT}
                </p>
              ) : null}
            </React.Fragment>
          ))}
        </div>
      </fieldset>
      <div className={styles.summary}>
        <button type="submit" className="btn btn-primary">
          Confrontate
        </button>
        <p id="confronto-limite" role="status" className={styles.status}>
          {chosen.length === 1 ? "Scegliete almeno un altro macchinario da mettere a confronto." : ""}
        </p>
      </div>
    </form>
  );
}
