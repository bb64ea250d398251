/**
 * Cumulative cash over the term, purchase, rental and loan side by side, drawn by hand as inline SVG: three lines,
 * a zero line, a shaded band over the slower first months and a few ticks need about a hundred lines of code,
 * while a chart library would cost more JavaScript than this page's whole budget. The SVG is an image with a title
 * and description; the same figures are in a table.
 */
import React, { useId } from "react";
import {
  cumulativeCash,
  downPaymentMonths,
  euros,
  itNumber,
  paybackMonths,
  type CashPoint,
  type Figures,
} from "../../lib/payback";
import { RESULTS_STYLE as css } from "./results-style";

/** The site's colours (global.css), as SVG attributes: the chart's styles load with it, not on every page. */
const TEAL = "#0e5e6f";
const GOLD = "#7d5c2a";
const LINE = "#e4ddd6";
const SOFT = "#4a5160";
/** The loan's line: a deep rose, apart from teal and gold, and dotted so it is told apart without colour. */
const PLUM = "#8c3a5b";
/** The band over the slower first months: the site's rose. */
const ROSE = "#f3e7e3";

// A narrow drawing, so its labels stay legible when a phone scales it down to about 300 px.
const W = 480;
const H = 280;
const PAD = { left: 86, right: 34, top: 16, bottom: 36 };

/** Round steps (1, 2, 2.5 or 5 times a power of ten) from below min to above max, about five of them. */
export function ticks(min: number, max: number): number[] {
  const raw = (max - min || 1) / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let v = Math.floor(min / step) * step; v < max + step - 1e-9; v += step) out.push(Math.round(v));
  return out;
}

const stroke = (colour: string) => ({ fill: "none", stroke: colour, strokeWidth: 3, strokeLinejoin: "round" as const });

/** A line of the legend: a short stroke like the chart's, then its name. */
function Key({ colour, dash, children }: { colour: string; dash?: string; children: string }) {
  return (
    <span style={css.key}>
      <svg width="26" height="8" aria-hidden="true">
        <line x1="0" x2="26" y1="4" y2="4" {...stroke(colour)} strokeDasharray={dash} strokeLinecap="round" />
      </svg>{" "}
      {children}
    </span>
  );
}

const DASH = { rental: "8 6", financed: "1 7" } as const;
type Line = "purchase" | "rental" | "financed";
/** The table's columns, in the legend's order. */
const ORDER: readonly Line[] = ["purchase", "rental", "financed"];
const NAMES: Record<Line, string> = { purchase: "Acquisto", rental: "Noleggio", financed: "Finanziamento" };

export function PaybackChart({ figures, term }: { figures: Figures; term: number }) {
  const id = useId();
  const points = cumulativeCash(figures, term);
  const lines = ORDER.filter((key) => points[0][key] !== undefined);
  const values = points.flatMap((p) => lines.map((key) => p[key] ?? 0));
  const yTicks = ticks(Math.min(0, ...values), Math.max(0, ...values));
  const lo = yTicks[0];
  const hi = yTicks[yTicks.length - 1];
  const x = (month: number) => PAD.left + (month / term) * (W - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + ((hi - value) / (hi - lo || 1)) * (H - PAD.top - PAD.bottom);
  const line = (key: Line) => points.map((p) => `${x(p.month).toFixed(1)},${y(p[key] ?? 0).toFixed(1)}`).join(" ");
  const months = paybackMonths(figures);
  const downMonths = downPaymentMonths(figures);
  const has = { purchase: lines.includes("purchase"), rental: lines.includes("rental") };
  const ramp = figures.rampUp;
  // The slower start, as far as the chart goes.
  const rampEnd = ramp ? Math.min(ramp.months, term) : 0;
  const last = points[points.length - 1];
  const marked = new Set([months, downMonths, rampEnd || null, figures.financing?.months ?? null]);
  const rows = points.filter((p) => p.month % 6 === 0 || marked.has(p.month));
  const inRamp = (p: CashPoint) => ramp !== undefined && p.month > 0 && p.month <= ramp.months;
  const rampText = ramp
    ? `${ramp.months === 1 ? "Il primo mese è" : `I primi ${ramp.months} mesi sono`} di avvio, ` +
      `al ${itNumber(ramp.share)}% delle sedute.`
    : "";

  const summary = lines.map((key) => `con ${NAMES[key].toLowerCase()} ${euros(last[key] ?? 0)}`).join(", ");
  return (
    <figure style={css.chart}>
      <svg style={css.svg} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t ${id}-d`}>
        <title id={`${id}-t`}>Cassa cumulata in {term} mesi</title>
        <desc id={`${id}-d`}>
          Dopo {term} mesi: {summary}.{months !== null && has.purchase ? ` L'acquisto rientra al mese ${months}.` : ""}
          {rampText ? ` ${rampText}` : ""}
        </desc>
        {ramp && rampEnd > 0 ? (
          <g data-testid="avvio">
            <rect x={x(0)} y={PAD.top} width={x(rampEnd) - x(0)} height={H - PAD.top - PAD.bottom} fill={ROSE} />
            <text x={x(0) + 6} y={PAD.top + 16} fill={SOFT} fontSize="13">
              Avvio al {itNumber(ramp.share)}%
            </text>
          </g>
        ) : null}
        {yTicks.map((v) => (
          <g key={v}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(v)}
              y2={y(v)}
              stroke={v === 0 ? SOFT : LINE}
              strokeWidth={v === 0 ? 1.5 : 1}
            />
            <text x={PAD.left - 8} y={y(v) + 4} textAnchor="end" fill={SOFT}>
              {euros(v)}
            </text>
          </g>
        ))}
        {points
          .filter((p) => p.month % 12 === 0)
          .map((p) => (
            <text key={p.month} fill={SOFT} x={x(p.month)} y={H - PAD.bottom + 22} textAnchor="middle">
              {p.month === 0 ? "oggi" : `${p.month} mesi`}
            </text>
          ))}
        {has.rental ? <polyline {...stroke(GOLD)} strokeDasharray={DASH.rental} points={line("rental")} /> : null}
        {lines.includes("financed") ? (
          <polyline {...stroke(PLUM)} strokeDasharray={DASH.financed} strokeLinecap="round" points={line("financed")} />
        ) : null}
        {has.purchase ? <polyline {...stroke(TEAL)} points={line("purchase")} /> : null}
        {has.purchase && months !== null && months <= term ? (
          <circle {...stroke(TEAL)} fill="#fff" cx={x(months)} cy={y(points[months].purchase ?? 0)} r={6} />
        ) : null}
      </svg>
      <figcaption style={css.legend}>
        {has.purchase ? <Key colour={TEAL}>Acquisto</Key> : null}
        {has.rental ? (
          <Key colour={GOLD} dash={DASH.rental}>
            Noleggio
          </Key>
        ) : null}
        {lines.includes("financed") ? (
          <Key colour={PLUM} dash={DASH.financed}>
            Finanziamento
          </Key>
        ) : null}
        {ramp ? (
          <span style={css.key}>
            <svg width="18" height="12" aria-hidden="true">
              <rect width="18" height="12" rx="2" fill={ROSE} stroke={LINE} />
            </svg>{" "}
            Avvio ({ramp.months === 1 ? "1 mese" : `${ramp.months} mesi`})
          </span>
        ) : null}
      </figcaption>
      <details style={css.details}>
        <summary style={css.summary}>I valori del grafico in una tabella</summary>
        <table style={css.table}>
          <caption style={rampText ? css.caption : undefined} className={rampText ? undefined : "visually-hidden"}>
            Cassa cumulata mese per mese.{rampText ? ` ${rampText}` : ""}
          </caption>
          <thead>
            <tr>
              <th scope="col" style={css.firstCell}>
                Mese
              </th>
              {lines.map((key) => (
                <th key={key} scope="col" style={css.cell}>
                  {NAMES[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.month}>
                <th scope="row" style={css.firstCell}>
                  {p.month}
                  {inRamp(p) ? " (avvio)" : ""}
                </th>
                {lines.map((key) => (
                  <td key={key} style={css.cell}>
                    {euros(p[key] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
