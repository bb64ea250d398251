/**
 * The payback calculator: the owner's own figures (every field starts empty; no price, fee or rate of ours),
 * the sessions a week needed to break even, the monthly margin, the months to pay a purchase back, what a rental
 * or a loan leaves each month, a chart of cumulative cash with its table, and a quote request that carries the
 * figures. The sums are in src/lib/payback.ts. Without JavaScript the results panel says how to do the sum by
 * hand (the page's copy explains it) and links to the form.
 *
 * The figures are kept in the address as they are typed (history.replaceState: no new history entry, nothing
 * stored anywhere else), so a link opens the calculator filled in; figures of the address that are not valid are
 * left out and named in a message.
 *
 * This file renders the fields, with the page; the sums, the reading and writing of the address, the results and
 * the chart (CalculatorResults.tsx) are loaded once the page is interactive, so the page's first load carries
 * only what it shows. The new groups are laid out with inline styles: the site's CSS is inlined in every page, and
 * the calculator's layout belongs to this page only.
 */
import React, { useEffect, useId, useState, type CSSProperties } from "react";
import { useMachineOptions } from "../../hooks/use-machine-options";
import { replaceSearch } from "../../lib/address-bar";
import { contactHref, MACHINE_PARAM } from "../../lib/contact-path";
import type { FigureName, RawFigures } from "../../lib/payback";
import { DEFAULT_TERM, TERMS } from "../../lib/payback-terms";
import { SmartLink } from "../SmartLink";
import { MachineOptions } from "../contact/MachineOptions";
import type * as ResultsModule from "./CalculatorResults";
import * as form from "../contact/ContactForm.module.css";
import * as styles from "./Calculator.module.css";

type Engine = typeof ResultsModule;
let engineLoading: Promise<Engine> | undefined;
const loadEngine = (): Promise<Engine> =>
  (engineLoading ??= import(/* webpackChunkName: "onuse-calculator-engine" */ "./CalculatorResults"));

/** The address carries figures of a shared calculation (a parameter other than the machine's). */
const hasFigures = (search: string): boolean =>
  [...new URLSearchParams(search).keys()].some((key) => key !== MACHINE_PARAM && !key.startsWith("utm_"));

/** The fields (the names of src/lib/payback.ts). */
const LABELS: Record<FigureName, { label: string; hint?: string; unit: string }> = {
  price: { label: "Prezzo di una seduta per la vostra clientela", unit: "€" },
  sessions: { label: "Sedute a settimana", unit: "sedute" },
  weeks: { label: "Settimane lavorate in un anno", unit: "settimane" },
  cost: {
    label: "Vostro costo per seduta",
    hint: "Prodotti, consumabili, energia, tempo dell'operatrice.",
    unit: "€",
  },
  fixed: {
    label: "Costi fissi mensili",
    hint: "Manutenzione, assicurazione, consumabili non legati alla singola seduta: si tolgono ogni mese.",
    unit: "€ al mese",
  },
  rampShare: {
    label: "Quota delle sedute",
    hint: "Se all'inizio prevedete meno sedute di quelle indicate sopra: per esempio il 40% per 3 mesi.",
    unit: "%",
  },
  rampMonths: { label: "Per quanti mesi", unit: "mesi" },
  purchase: { label: "Prezzo d'acquisto che vi è stato proposto", unit: "€" },
  fee: { label: "Canone mensile di noleggio che vi è stato proposto", unit: "€" },
  financed: {
    label: "Importo finanziato",
    hint: "L'anticipo è la differenza con il prezzo d'acquisto indicato sopra; senza prezzo, nessun anticipo.",
    unit: "€",
  },
  instalment: { label: "Rata mensile proposta", hint: "Se avete la rata, il TAN non serve.", unit: "€" },
  rate: {
    label: "Oppure il TAN annuo",
    hint: "Senza la rata, la calcoliamo dal TAN e dalla durata (ammortamento alla francese).",
    unit: "%",
  },
  financeMonths: { label: "Durata", unit: "mesi" },
};

const EMPTY = Object.fromEntries(Object.keys(LABELS).map((name) => [name, ""])) as RawFigures;
const ALL_TOUCHED = Object.fromEntries(Object.keys(LABELS).map((name) => [name, true]));

/** A group of fields under its legend (the contact form's fieldset, laid out as the calculator's column). */
const GROUP: CSSProperties = {
  display: "grid",
  gap: "1rem",
  margin: 0,
  paddingTop: "1rem",
  borderTop: "1px solid var(--line)",
};
const LEGEND: CSSProperties = { float: "left", width: "100%", margin: 0, fontSize: "1.05rem" };

export function Calculator({ search }: { search: string }) {
  const id = useId();
  const machines = useMachineOptions();
  const [raw, setRaw] = useState<RawFigures>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<FigureName, boolean>>>({});
  const [machine, setMachine] = useState("");
  const [term, setTerm] = useState<number>(DEFAULT_TERM);
  const [engine, setEngine] = useState<Engine | null>(null);
  const [ignored, setIgnored] = useState<string[]>([]);
  // Running in the browser: the panel invites the figures (the sums themselves load on the first focus).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  // The sums load when the owner starts on the form (onFocus below), or at once for an address that carries a
  // shared calculation; then the figures of the address fill the fields still empty.
  const [wanted, setWanted] = useState(() => hasFigures(search));
  useEffect(() => {
    if (!wanted) return undefined;
    let mounted = true;
    void loadEngine().then((loaded) => {
      if (!mounted) return;
      const address = loaded.figuresFromSearch(search);
      const names = Object.keys(address.raw) as FigureName[];
      setRaw((r) => ({
        ...r,
        ...Object.fromEntries(names.filter((n) => r[n] === "").map((n) => [n, address.raw[n]])),
      }));
      setTouched((t) => ({ ...t, ...Object.fromEntries(names.map((n) => [n, true])) }));
      if (address.term !== undefined) setTerm(address.term);
      setIgnored(address.ignored);
      setEngine(loaded);
    });
    return () => {
      mounted = false;
    };
  }, [search, wanted]);
  // Coming from a machine page (?macchinario=<slug>): that machine is preselected.
  const slugList = machines.map((m) => m.slug).join(" ");
  useEffect(() => {
    const slug = new URLSearchParams(search).get(MACHINE_PARAM) ?? "";
    if (slugList.split(" ").includes(slug)) setMachine(slug);
  }, [search, slugList]);
  // The address follows the figures, without a navigation (no scroll, no new history entry).
  useEffect(() => {
    if (!engine) return;
    replaceSearch(engine.figuresSearch(window.location.search, raw, term, machine));
  }, [engine, raw, term, machine]);

  const { figures, errors } = engine ? engine.readFigures(raw) : { figures: undefined, errors: {} };
  const shown = (name: FigureName) => (touched[name] ? errors[name] : undefined);
  const machineName = machines.find((m) => m.slug === machine)?.name;

  // «Calcolate» with a figure to correct: focus goes to the first one, and the results panel names each, linked.
  const wrong = (Object.keys(LABELS) as FigureName[]).filter((name) => shown(name));
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(ALL_TOUCHED);
    const first = (Object.keys(LABELS) as FigureName[]).find((name) => errors[name]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  /** A field's hint, beside it or, for two fields side by side (so their boxes line up), above the pair. */
  const hintOf = (name: FigureName) => (
    <p id={`${id}-${name}-hint`} className={styles.note}>
      {LABELS[name].hint}
    </p>
  );
  const field = (
    name: FigureName,
    { optional = false, sharedHint }: { optional?: boolean; sharedHint?: FigureName } = {},
  ) => {
    const { label, hint, unit } = LABELS[name];
    const error = shown(name);
    const hintName = sharedHint ?? (hint ? name : undefined);
    const described = [hintName ? `${id}-${hintName}-hint` : "", error ? `${id}-${name}-error` : ""].join(" ").trim();
    return (
      <div key={name} className={form.field}>
        <label htmlFor={`${id}-${name}`}>
          {label}
          {optional ? <span className={form.required}> (facoltativo)</span> : null}
        </label>
        {hint && !sharedHint ? hintOf(name) : null}
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
  };

  return (
    <div className={styles.calculator}>
      <form
        className={styles.form}
        onSubmit={onSubmit}
        onFocus={() => setWanted(true)}
        onPointerEnter={() => setWanted(true)}
        aria-labelledby={`${id}-title`}
        noValidate
      >
        <h2 id={`${id}-title`} className={form.title}>
          I vostri numeri
        </h2>
        <p className={styles.note}>I campi partono vuoti: scrivete le vostre cifre, anche con la virgola (59,90).</p>
        {ignored.length > 0 ? (
          <p className={form.summary} role="status">
            Alcune cifre dell&apos;indirizzo non erano valide e sono state ignorate: {ignored.join(", ")}.
          </p>
        ) : null}
        <div className={form.field}>
          <label htmlFor={`${id}-machine`}>Macchinario</label>
          <select id={`${id}-machine`} value={machine} onChange={(e) => setMachine(e.target.value)}>
            <MachineOptions machines={machines} />
          </select>
        </div>
        {field("price")}
        {field("sessions")}
        {field("weeks")}
        {field("cost")}
        {field("fixed", { optional: true })}

        <fieldset className={form.choice} style={GROUP}>
          <legend style={LEGEND}>
            Avvio più lento <span className={form.required}>(facoltativo)</span>
          </legend>
          {hintOf("rampShare")}
          <div className={form.grid}>
            {field("rampShare", { sharedHint: "rampShare" })}
            {field("rampMonths", { sharedHint: "rampShare" })}
          </div>
        </fieldset>

        <fieldset className={form.choice} style={GROUP}>
          <legend style={LEGEND}>Le proposte che avete ricevuto</legend>
          <p className={styles.note}>Il prezzo d&apos;acquisto, il canone o un finanziamento: anche più di uno.</p>
          {field("purchase")}
          <div className={form.field}>
            <label htmlFor={`${id}-term`}>In quanti mesi volete ripagare l&apos;acquisto</label>
            <p id={`${id}-term-hint`} className={styles.note}>
              Vale per il punto di pareggio dell&apos;acquisto e per il periodo del grafico.
            </p>
            <select
              id={`${id}-term`}
              name="per"
              value={term}
              aria-describedby={`${id}-term-hint`}
              onChange={(e) => setTerm(Number(e.target.value))}
            >
              {TERMS.map((t) => (
                <option key={t} value={t}>
                  {t} mesi
                </option>
              ))}
            </select>
          </div>
          {field("fee")}
        </fieldset>

        <fieldset className={form.choice} style={GROUP}>
          <legend style={LEGEND}>
            Acquisto con finanziamento <span className={form.required}>(facoltativo)</span>
          </legend>
          {field("financed")}
          {field("instalment")}
          {hintOf("rate")}
          <div className={form.grid}>
            {field("rate", { sharedHint: "rate" })}
            {field("financeMonths")}
          </div>
        </fieldset>

        <button type="submit" className={`btn btn-primary ${styles.submit}`}>
          Calcolate
        </button>
      </form>

      <section className={styles.results} aria-labelledby={`${id}-results`}>
        <h2 id={`${id}-results`} className={form.title}>
          Il risultato
        </h2>
        {!live ? (
          <p>
            Con JavaScript attivo il calcolo si aggiorna mentre scrivete. Potete farlo anche a mano: trovate la formula
            qui sotto. Per una proposta sul vostro centro{" "}
            <SmartLink to={contactHref({ request: "preventivo" })}>richiedete un preventivo</SmartLink>.
          </p>
        ) : engine && wrong.length > 0 ? (
          <div className={form.summary} role="status">
            <p>
              {wrong.length === 1 ? "Correggete questa cifra" : `Correggete queste ${wrong.length} cifre`} e il
              risultato compare qui:
            </p>
            <ul>
              {wrong.map((name) => (
                <li key={name}>
                  <a href={`#${id}-${name}`}>{LABELS[name].label}</a>: {shown(name)}
                </li>
              ))}
            </ul>
          </div>
        ) : !engine || !figures ? (
          <p role="status">Inserite le vostre cifre: il risultato compare qui.</p>
        ) : (
          <engine.Results figures={figures} term={term} machine={machine} machineName={machineName} />
        )}
      </section>
    </div>
  );
}
