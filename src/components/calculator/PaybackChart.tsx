/**
 * Cumulative cash over the term, purchase against rental, drawn by hand as inline SVG: two lines, a zero line
 * and a few ticks need about sixty lines of code, while a chart library would cost more JavaScript than this
 * page's whole budget. The SVG is an image with a title and description; the same figures are in a table.
 */
import React, { useId } from "react";
import { cumulativeCash, euros, paybackMonths, type Figures } from "../../lib/payback";
import { RESULTS_STYLE as css } from "./results-style";

/** The site's colours (global.css), as SVG attributes: the chart's styles load with it, not on every page. */
const TEAL = "#0e5e6f";
const GOLD = "#7d5c2a";
const LINE = "#e4ddd6";
const SOFT = "#4a5160";

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
function Key({ colour, dashed = false, children }: { colour: string; dashed?: boolean; children: string }) {
  return (
    <span>
      <svg width="26" height="8" aria-hidden="true">
        <line x1="0" x2="26" y1="4" y2="4" {...stroke(colour)} strokeDasharray={dashed ? "8 6" : undefined} />
      </svg>{" "}
      {children}
    </span>
  );
}

export function PaybackChart({ figures, term }: { figures: Figures; term: number }) {
  const id = useId();
  const points = cumulativeCash(figures, term);
  const values = points.flatMap((p) => [p.purchase, p.rental]).filter((v): v is number => v !== undefined);
  const yTicks = ticks(Math.min(0, ...values), Math.max(0, ...values));
  const lo = yTicks[0];
  const hi = yTicks[yTicks.length - 1];
  const x = (month: number) => PAD.left + (month / term) * (W - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + ((hi - value) / (hi - lo || 1)) * (H - PAD.top - PAD.bottom);
  const line = (key: "purchase" | "rental") =>
    points.map((p) => `${x(p.month).toFixed(1)},${y(p[key] ?? 0).toFixed(1)}`).join(" ");
  const months = paybackMonths(figures);
  const has = { purchase: figures.purchasePrice !== undefined, rental: figures.monthlyFee !== undefined };
  const last = points[points.length - 1];
  const rows = points.filter((p) => p.month % 6 === 0 || p.month === months);

  const summary = [
    has.purchase ? `con l'acquisto ${euros(last.purchase ?? 0)}` : "",
    has.rental ? `con il noleggio ${euros(last.rental ?? 0)}` : "",
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <figure style={css.chart}>
      <svg style={css.svg} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t ${id}-d`}>
        <title id={`${id}-t`}>Cassa cumulata in {term} mesi</title>
        <desc id={`${id}-d`}>
          Dopo {term} mesi: {summary}.{months !== null && has.purchase ? ` L'acquisto rientra al mese ${months}.` : ""}
        </desc>
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
        {has.rental ? <polyline {...stroke(GOLD)} strokeDasharray="8 6" points={line("rental")} /> : null}
        {has.purchase ? <polyline {...stroke(TEAL)} points={line("purchase")} /> : null}
        {has.purchase && months !== null && months <= term ? (
          <circle {...stroke(TEAL)} fill="#fff" cx={x(months)} cy={y(points[months].purchase ?? 0)} r={6} />
        ) : null}
      </svg>
      <figcaption style={css.legend}>
        {has.purchase ? <Key colour={TEAL}>Acquisto</Key> : null}
        {has.rental ? (
          <Key colour={GOLD} dashed>
            Noleggio
          </Key>
        ) : null}
      </figcaption>
      <details style={css.details}>
        <summary style={css.summary}>I valori del grafico in una tabella</summary>
        <table style={css.table}>
          <caption className="visually-hidden">Cassa cumulata mese per mese</caption>
          <thead>
            <tr>
              <th scope="col" style={css.firstCell}>
                Mese
              </th>
              {has.purchase ? (
                <th scope="col" style={css.cell}>
                  Acquisto
                </th>
              ) : null}
              {has.rental ? (
                <th scope="col" style={css.cell}>
                  Noleggio
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.month}>
                <th scope="row" style={css.firstCell}>
                  {p.month}
                </th>
                {has.purchase ? <td style={css.cell}>{euros(p.purchase ?? 0)}</td> : null}
                {has.rental ? <td style={css.cell}>{euros(p.rental ?? 0)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
