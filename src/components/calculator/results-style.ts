/**
 * The styles of the calculator's results, chart and table, as style objects: they load with the results (a chunk
 * of their own, after hydration) instead of adding to the CSS inlined in every page of the site.
 */
import type { CSSProperties } from "react";

const soft = "var(--ink-soft)";

export const RESULTS_STYLE = {
  figures: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(9.5rem, 1fr))",
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
  legend: { display: "flex", gap: "1.5rem", fontSize: "0.9rem", color: soft },
  details: { marginTop: "1rem", fontSize: "0.92rem" },
  summary: { cursor: "pointer", color: "var(--teal)", fontWeight: 600 },
  table: { width: "100%", marginTop: "0.75rem", borderCollapse: "collapse", fontVariantNumeric: "tabular-nums" },
  cell: { padding: "0.35rem 0.5rem", borderBottom: "1px solid var(--line)", textAlign: "right" },
  firstCell: { padding: "0.35rem 0.5rem", borderBottom: "1px solid var(--line)", textAlign: "left" },
  send: { margin: "0 0 0.75rem" },
} satisfies Record<string, CSSProperties>;
