/**
 * The styles of the calculator's results, chart and table, as style objects: they load with the results (a chunk
 * of their own, after hydration) instead of adding to the CSS inlined in every page of the site.
 */
import type { CSSProperties } from "react";

const soft = "var(--ink-soft)";

export const RESULTS_STYLE = {
  /** The break-even, first and prominent: the site's deep teal, the number in gold. */
  even: {
    margin: "0.75rem 0 1rem",
    padding: "1.1rem 1.25rem",
    borderRadius: "var(--radius)",
    background: "var(--teal-deep)",
    color: "var(--white)",
  },
  evenLine: { margin: "0 0 0.75rem", fontSize: "1.05rem", lineHeight: 1.45 },
  evenNumber: {
    display: "inline-block",
    color: "var(--gold)",
    fontSize: "clamp(1.3rem, 2.4vw, 1.6rem)",
    fontWeight: 700,
    fontVariantNumeric: "tabular-nums",
  },
  evenDetail: { display: "block", fontSize: "0.88rem", color: "rgb(255 255 255 / 82%)" },
  evenNote: {
    margin: 0,
    paddingTop: "0.6rem",
    borderTop: "1px solid rgb(255 255 255 / 20%)",
    fontSize: "0.88rem",
    color: "rgb(255 255 255 / 82%)",
  },
  figures: {
    display: "grid",
    // Two tiles side by side on a phone, at most three on a wide screen.
    gridTemplateColumns: "repeat(auto-fill, minmax(max(8.5rem, calc((100% - 1.5rem) / 3)), 1fr))",
    gap: "0.75rem",
    margin: "0.75rem 0 1.25rem",
  },
  figure: {
    padding: "0.9rem 1rem",
    borderRadius: "var(--radius)",
    background: "var(--ivory)",
    borderTop: "3px solid var(--gold)",
  },
  dt: { fontSize: "0.85rem", color: soft },
  dd: {
    margin: "0.2rem 0 0",
    fontSize: "clamp(1.35rem, 2.6vw, 1.75rem)",
    fontWeight: 700,
    color: "var(--teal-deep)",
    fontVariantNumeric: "tabular-nums",
  },
  warning: { padding: "0.75rem 1rem", borderLeft: "4px solid #b42318", background: "#fdf3f2", margin: "0 0 1rem" },
  chart: { margin: "0.5rem 0 1.25rem" },
  svg: { display: "block", width: "100%", height: "auto", fontSize: "15px" },
  legend: { display: "flex", flexWrap: "wrap", gap: "0.35rem 1.25rem", fontSize: "0.9rem", color: soft },
  key: { whiteSpace: "nowrap" },
  details: { marginTop: "1rem", fontSize: "0.92rem" },
  summary: { cursor: "pointer", color: "var(--teal)", fontWeight: 600 },
  table: { width: "100%", marginTop: "0.75rem", borderCollapse: "collapse", fontVariantNumeric: "tabular-nums" },
  cell: { padding: "0.35rem 0.5rem", borderBottom: "1px solid var(--line)", textAlign: "right" },
  firstCell: { padding: "0.35rem 0.5rem", borderBottom: "1px solid var(--line)", textAlign: "left" },
  caption: { captionSide: "top", textAlign: "left", marginBottom: "0.5rem", color: soft },
  meaning: { margin: "0 0 0.75rem", fontSize: "0.95rem", lineHeight: 1.55 },
  send: { display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: "0.75rem", margin: "1.25rem 0 0.75rem" },
  copy: { display: "grid", justifyItems: "start", gap: "0.4rem" },
  copyField: {
    width: "100%",
    padding: "0.5rem 0.7rem",
    border: "1px solid #8a8f99",
    borderRadius: "10px",
    font: "inherit",
    fontSize: "0.9rem",
  },
} satisfies Record<string, CSSProperties>;
