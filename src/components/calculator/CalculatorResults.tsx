/**
 * The calculator's results, loaded once the page is interactive (Calculator.tsx): the sessions a week needed to
 * break even, the monthly margin, the months to pay a purchase back, what a rental or a loan leaves each month,
 * plain words when a figure never pays, the chart with a sentence on what it means and leaves out, the quote
 * request that carries the figures and a button that copies the calculation's link. It also brings the sums and
 * the reading and writing of the address to the form.
 */
import React, { useEffect, useState } from "react";
import { contactHref } from "../../lib/contact-path";
import {
  breakEvens,
  downPayment,
  downPaymentMonths,
  euros,
  eurosCents,
  financedMonthlyNet,
  inFirstMonths,
  itNumber,
  loanInstalment,
  meaning,
  monthlyMargin,
  monthlyNet,
  paybackMonths,
  RANGES,
  rentalMonthlyNet,
  summaryLine,
  type BreakEven,
  type Figures,
  type Scenario,
} from "../../lib/payback";
import { SmartLink } from "../SmartLink";
import { PaybackChart } from "./PaybackChart";
import * as styles from "./Calculator.module.css";
import { RESULTS_STYLE as css } from "./results-style";

export { figuresFromSearch, figuresSearch, readFigures } from "../../lib/payback";

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sessions = (n: number) => `${itNumber(n)} ${n === 1 ? "seduta" : "sedute"} a settimana`;
const months = (n: number) => `${n} ${n === 1 ? "mese" : "mesi"}`;

/** Where each break-even's money goes, in words: "canone 900 € e costi fissi 150 € al mese". */
function outgoingsText(f: Figures, scenario: Scenario, term: number): string {
  const fixed = f.fixedMonthly ? ` e costi fissi ${euros(f.fixedMonthly)}` : "";
  if (scenario === "rental") return `canone ${euros(f.monthlyFee ?? 0)}${fixed} al mese`;
  if (scenario === "purchase") return `${euros(f.purchasePrice ?? 0)} ripartiti su ${term} mesi${fixed} al mese`;
  const loan = f.financing!;
  const down = downPayment(f);
  return (
    `rata ${eurosCents(loanInstalment(loan))}` +
    (down > 0 ? `, anticipo ${euros(down)} ripartito sui ${loan.months} mesi` : "") +
    `${fixed} al mese`
  );
}

const WITH: Record<Scenario, (term: number) => string> = {
  rental: () => "con il noleggio",
  purchase: (term) => `con l'acquisto ripagato in ${term} mesi`,
  financed: () => "con il finanziamento",
};

/** One scenario's break-even, as a sentence: the number, or why no number of sessions reaches it. */
function BreakEvenLine({ even, label, alone }: { even: BreakEven; label: string; alone: boolean }) {
  if (even.sessions !== null) {
    return (
      <>
        Per andare in pari{alone ? "" : ` ${label}`} servono <br />
        <strong style={css.evenNumber}>{sessions(even.sessions)}</strong>.
      </>
    );
  }
  const start = capitalised(label);
  return even.reason === "noMargin" ? (
    <>
      {start} il pareggio <strong style={css.evenNumber}>non è raggiungibile</strong>: ogni seduta costa quanto rende o
      di più.
    </>
  ) : (
    <>
      {start} il pareggio <strong style={css.evenNumber}>non è raggiungibile</strong>: servirebbero{" "}
      {sessions(even.needed)}, più delle {RANGES.sessions.max} che il calcolo considera possibili.
    </>
  );
}

/** Copies the page's address, which holds the figures; where the browser refuses, shows it to copy by hand. */
function CopyLink({ version }: { version: string }) {
  const [state, setState] = useState<{ result: "idle" | "copied" | "refused"; url: string }>({
    result: "idle",
    url: "",
  });
  // A changed figure changes the address: the message about the previous one goes.
  useEffect(() => setState({ result: "idle", url: "" }), [version]);
  const copy = () => {
    const url = window.location.href;
    const refused = () => setState({ result: "refused", url });
    if (!navigator.clipboard?.writeText) return refused();
    navigator.clipboard.writeText(url).then(() => setState({ result: "copied", url }), refused);
  };
  return (
    <div style={css.copy}>
      <button type="button" className="btn btn-secondary" onClick={copy}>
        Copiate il collegamento
      </button>
      <p role="status" className={styles.note}>
        {state.result === "copied"
          ? "Collegamento copiato: incollatelo in un messaggio o in una email, si apre con queste cifre."
          : state.result === "refused"
            ? "Il browser non ha permesso la copia: selezionate il collegamento qui sotto e copiatelo."
            : ""}
      </p>
      {state.result === "refused" ? (
        <input
          style={css.copyField}
          readOnly
          value={state.url}
          aria-label="Collegamento a questo calcolo"
          onFocus={(e) => e.currentTarget.select()}
        />
      ) : null}
    </div>
  );
}

export function Results({
  figures,
  term,
  machine,
  machineName,
}: {
  figures: Figures;
  term: number;
  machine: string;
  machineName?: string;
}) {
  const margin = monthlyMargin(figures);
  const net = monthlyNet(figures);
  const payback = paybackMonths(figures);
  const rental = rentalMonthlyNet(figures);
  const loan = figures.financing;
  const loanNet = financedMonthlyNet(figures);
  const down = downPayment(figures);
  const downMonths = downPaymentMonths(figures);
  const evens = breakEvens(figures, term);
  const summary = summaryLine(figures, term);
  const { means, leavesOut } = meaning(figures);
  const fixed = figures.fixedMonthly ?? 0;
  return (
    <>
      {/* Announced as the figures change: the sums and what they mean, not the chart. */}
      <div role="status">
        <div style={css.even}>
          {evens.map((even) => (
            <p key={even.scenario} style={css.evenLine} data-testid={`pareggio-${even.scenario}`}>
              <BreakEvenLine even={even} label={WITH[even.scenario](term)} alone={evens.length === 1} />{" "}
              <span style={css.evenDetail}>
                {capitalised(
                  `${evens.length === 1 && even.sessions !== null ? `${WITH[even.scenario](term)}: ` : ""}` +
                    outgoingsText(figures, even.scenario, term),
                )}
                .
              </span>
            </p>
          ))}
          <p style={css.evenNote}>
            Voi prevedete {sessions(figures.sessionsPerWeek)} a pieno ritmo
            {figures.rampUp ? `, il ${itNumber(figures.rampUp.share)}% ${inFirstMonths(figures.rampUp.months)}` : ""}.
          </p>
        </div>
        <dl style={css.figures}>
          <div style={css.figure}>
            <dt style={css.dt}>{fixed > 0 ? "Margine mensile dopo i costi fissi" : "Margine mensile"}</dt>
            <dd style={css.dd} data-testid="margine">
              {euros(net)}
            </dd>
          </div>
          {figures.purchasePrice !== undefined ? (
            <div style={css.figure}>
              <dt style={css.dt}>Rientro dell&apos;acquisto</dt>
              <dd style={css.dd} data-testid="rientro">
                {payback === null ? "Non rientra" : months(payback)}
              </dd>
            </div>
          ) : null}
          {rental !== null ? (
            <div style={css.figure}>
              <dt style={css.dt}>Noleggio, al mese dopo il canone</dt>
              <dd style={css.dd} data-testid="noleggio">
                {euros(rental)}
              </dd>
            </div>
          ) : null}
          {loan ? (
            <div style={css.figure}>
              <dt style={css.dt}>Rata del finanziamento{loan.instalment === undefined ? ", calcolata dal TAN" : ""}</dt>
              <dd style={css.dd} data-testid="rata">
                {eurosCents(loanInstalment(loan))}
              </dd>
            </div>
          ) : null}
          {loanNet !== null ? (
            <div style={css.figure}>
              <dt style={css.dt}>Finanziamento, al mese dopo la rata</dt>
              <dd style={css.dd} data-testid="finanziamento">
                {euros(loanNet)}
              </dd>
            </div>
          ) : null}
          {down > 0 ? (
            <div style={css.figure}>
              <dt style={css.dt}>Anticipo di {euros(down)} coperto in</dt>
              <dd style={css.dd} data-testid="anticipo">
                {downMonths === null ? "Oltre 10 anni" : months(downMonths)}
              </dd>
            </div>
          ) : null}
        </dl>
        {margin <= 0 ? (
          <p style={css.warning}>
            Con queste cifre ogni seduta costa quanto rende o di più: il margine è nullo e il macchinario non si ripaga.
            Controllate il prezzo e il costo per seduta.
          </p>
        ) : null}
        {margin > 0 && net <= 0 ? (
          <p style={css.warning}>
            I costi fissi superano il margine delle sedute: ogni mese ci rimettete {euros(-net)} prima ancora di pagare
            il macchinario.
          </p>
        ) : null}
        {net > 0 && figures.purchasePrice !== undefined && payback === null ? (
          <p style={css.warning}>
            Con questo margine l&apos;acquisto non si ripaga entro dieci anni: il margine mensile è troppo basso
            rispetto al prezzo.
          </p>
        ) : null}
        {rental !== null && rental <= 0 ? (
          <p style={css.warning}>
            {fixed > 0 ? "Il canone e i costi fissi superano" : "Il canone supera"} il margine: il noleggio vi
            costerebbe {euros(-rental)} al mese più di quanto rendono le sedute.
          </p>
        ) : null}
        {loanNet !== null && loanNet <= 0 ? (
          <p style={css.warning}>
            La rata supera il margine: durante il finanziamento ci rimettereste {euros(-loanNet)} al mese.
          </p>
        ) : null}
      </div>
      <PaybackChart figures={figures} term={term} />
      <p style={css.meaning} data-testid="significato">
        {means}
      </p>
      <p style={css.meaning}>{leavesOut}</p>
      <div style={css.send}>
        <SmartLink to={contactHref({ machine, request: "preventivo", figures: summary })} className="btn btn-primary">
          Richiedete un preventivo con questi numeri
        </SmartLink>
        <CopyLink version={summary} />
      </div>
      {machineName ? <p className={styles.note}>Macchinario: {machineName}.</p> : null}
    </>
  );
}
