/**
 * The payback calculator: the owner's own figures (every field starts empty; no price, fee or rate of ours),
 * the monthly margin, the months to pay a purchase back, what a rental leaves each month, a chart of cumulative
 * cash (purchase against rental) with its table, and a quote request that carries the figures.
 * The sums are in src/lib/payback.ts. Without JavaScript the results panel says how to do the sum by hand
 * (the page's copy explains it) and links to the form.
 *
 * This file renders the fields, with the page; the sums, the results and the chart (CalculatorResults.tsx) are
 * loaded once the page is interactive, so the page's first load carries only what it shows.
 */
import React, { useEffect, useId, useState } from "react";
import { useMachineOptions } from "../../hooks/use-machine-options";
import { contactHref, MACHINE_PARAM } from "../../lib/contact-path";
import type { FigureName, RawFigures } from "../../lib/payback";
import { SmartLink } from "../SmartLink";
import { MachineOptions } from "../contact/MachineOptions";
import type * as ResultsModule from "./CalculatorResults";
import * as form from "../contact/ContactForm.module.css";
import * as styles from "./Calculator.module.css";

type Engine = typeof ResultsModule;
let engineLoading: Promise<Engine> | undefined;
const loadEngine = (): Promise<Engine> => (engineLoading ??= import("./CalculatorResults"));

/** The fields, in their order (the names of src/lib/payback.ts). */
const LABELS: Record<FigureName, { label: string; hint?: string; unit: string }> = {
  price: { label: "Prezzo di una seduta per la vostra clientela", unit: "€" },
  sessions: { label: "Sedute a settimana", unit: "sedute" },
  weeks: { label: "Settimane lavorate in un anno", unit: "settimane" },
  cost: {
    label: "Vostro costo per seduta",
    hint: "Prodotti, consumabili, energia, tempo dell'operatrice.",
    unit: "€",
  },
  purchase: { label: "Prezzo d'acquisto che vi è stato proposto", unit: "€" },
  fee: { label: "Canone mensile di noleggio che vi è stato proposto", unit: "€" },
};

const EMPTY: RawFigures = { price: "", sessions: "", weeks: "", cost: "", purchase: "", fee: "" };

export function Calculator({ search }: { search: string }) {
  const id = useId();
  const machines = useMachineOptions();
  const [raw, setRaw] = useState<RawFigures>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<FigureName, boolean>>>({});
  const [machine, setMachine] = useState("");
  const [term, setTerm] = useState<number>(60);
  const [engine, setEngine] = useState<Engine | null>(null);

  useEffect(() => {
    let mounted = true;
    void loadEngine().then((loaded) => mounted && setEngine(loaded));
    return () => {
      mounted = false;
    };
  }, []);
  // Coming from a machine page (?macchinario=<slug>): that machine is preselected.
  const slugList = machines.map((m) => m.slug).join(" ");
  useEffect(() => {
    const slug = new URLSearchParams(search).get(MACHINE_PARAM) ?? "";
    if (slugList.split(" ").includes(slug)) setMachine(slug);
  }, [search, slugList]);

  const { figures, errors } = engine ? engine.readFigures(raw) : { figures: undefined, errors: {} };
  const shown = (name: FigureName) => (touched[name] ? errors[name] : undefined);
  const machineName = machines.find((m) => m.slug === machine)?.name;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched({ price: true, sessions: true, weeks: true, cost: true, purchase: true, fee: true });
  };

  return (
    <div className={styles.calculator}>
      <form className={styles.form} onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate>
        <h2 id={`${id}-title`} className={form.title}>
          I vostri numeri
        </h2>
        <p className={styles.note}>I campi partono vuoti: scrivete le vostre cifre, anche con la virgola (59,90).</p>
        <div className={form.field}>
          <label htmlFor={`${id}-machine`}>Macchinario</label>
          <select id={`${id}-machine`} value={machine} onChange={(e) => setMachine(e.target.value)}>
            <MachineOptions machines={machines} />
          </select>
        </div>
        {(Object.keys(LABELS) as FigureName[]).map((name) => {
          const { label, hint, unit } = LABELS[name];
          const error = shown(name);
          const described = [hint ? `${id}-${name}-hint` : "", error ? `${id}-${name}-error` : ""].join(" ").trim();
          return (
            <div key={name} className={form.field}>
              <label htmlFor={`${id}-${name}`}>{label}</label>
              {hint ? (
                <p id={`${id}-${name}-hint`} className={styles.note}>
                  {hint}
                </p>
              ) : null}
              <div className={styles.inputWrap}>
                <input
                  id={`${id}-${name}`}
                  name={name}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={raw[name]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={described || undefined}
                  onChange={(e) => setRaw((r) => ({ ...r, [name]: e.target.value }))}
                  onBlur={() => setTouched((t) => ({ ...t, [name]: true }))}
                />
                <span className={styles.unit} aria-hidden="true">
                  {unit}
                </span>
              </div>
              {error ? (
                <p id={`${id}-${name}-error`} className={form.error}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <button type="submit" className={`btn btn-primary ${styles.submit}`}>
          Calcolate
        </button>
      </form>

      <section className={styles.results} aria-labelledby={`${id}-results`}>
        <h2 id={`${id}-results`} className={form.title}>
          Il risultato
        </h2>
        {!engine ? (
          <p>
            Con JavaScript attivo il calcolo si aggiorna mentre scrivete. Potete farlo anche a mano: trovate la formula
            qui sotto. Per una proposta sul vostro centro{" "}
            <SmartLink to={contactHref({ request: "preventivo" })}>richiedete un preventivo</SmartLink>.
          </p>
        ) : !figures ? (
          <p role="status">Inserite le vostre cifre: il risultato compare qui.</p>
        ) : (
          <engine.Results figures={figures} term={term} machine={machine} machineName={machineName} onTerm={setTerm} />
        )}
      </section>
    </div>
  );
}
