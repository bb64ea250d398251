/**
 * The calculator's results, loaded once the page is interactive (Calculator.tsx): the monthly margin, the months
 * to pay a purchase back, what a rental leaves each month, plain words when the margin never pays, the chart and
 * the quote request that carries the figures.
 */
import React from "react";
import { contactHref } from "../../lib/contact-path";
import {
  TERMS,
  euros,
  monthlyMargin,
  paybackMonths,
  rentalMonthlyNet,
  summaryLine,
  type Figures,
} from "../../lib/payback";
import { SmartLink } from "../SmartLink";
import { PaybackChart } from "./PaybackChart";
import * as form from "../contact/ContactForm.module.css";
import * as styles from "./Calculator.module.css";
import { RESULTS_STYLE as css } from "./results-style";

export { readFigures } from "../../lib/payback";

export function Results({
  figures,
  term,
  machine,
  machineName,
  onTerm,
}: {
  figures: Figures;
  term: number;
  machine: string;
  machineName?: string;
  onTerm: (term: number) => void;
}) {
  const margin = monthlyMargin(figures);
  const months = paybackMonths(figures);
  const net = rentalMonthlyNet(figures);
  return (
    <>
      {/* Announced as the figures change: the sums and what they mean, not the chart. */}
      <div role="status">
        <dl style={css.figures}>
          <div style={css.figure}>
            <dt style={css.dt}>Margine mensile</dt>
            <dd style={css.dd} data-testid="margine">
              {euros(margin)}
            </dd>
          </div>
          {figures.purchasePrice !== undefined ? (
            <div style={css.figure}>
              <dt style={css.dt}>Rientro dell&apos;acquisto</dt>
              <dd style={css.dd} data-testid="rientro">
                {months === null ? "Non rientra" : `${months} ${months === 1 ? "mese" : "mesi"}`}
              </dd>
            </div>
          ) : null}
          {net !== null ? (
            <div style={css.figure}>
              <dt style={css.dt}>Noleggio, al mese dopo il canone</dt>
              <dd style={css.dd} data-testid="noleggio">
                {euros(net)}
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
        {margin > 0 && figures.purchasePrice !== undefined && months === null ? (
          <p style={css.warning}>
            Con questo margine l&apos;acquisto non si ripaga entro dieci anni: il margine mensile è troppo basso
            rispetto al prezzo.
          </p>
        ) : null}
        {net !== null && net <= 0 ? (
          <p style={css.warning}>
            Il canone supera il margine: il noleggio vi costerebbe {euros(-net)} al mese più di quanto rendono le
            sedute.
          </p>
        ) : null}
      </div>
      <div className={form.field}>
        <label htmlFor="calcolo-durata">Periodo del grafico</label>
        <select id="calcolo-durata" value={term} onChange={(e) => onTerm(Number(e.target.value))}>
          {TERMS.map((t) => (
            <option key={t} value={t}>
              {t} mesi
            </option>
          ))}
        </select>
      </div>
      <PaybackChart figures={figures} term={term} />
      <p style={css.send}>
        <SmartLink
          to={contactHref({ machine, request: "preventivo", figures: summaryLine(figures) })}
          className="btn btn-primary"
        >
          Richiedete un preventivo con questi numeri
        </SmartLink>
      </p>
      <p className={styles.note}>
        {machineName ? `Macchinario: ${machineName}. ` : ""}Una stima con le vostre cifre: non considera tasse,
        finanziamenti e stagionalità.
      </p>
    </>
  );
}
