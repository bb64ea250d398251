/**
 * The wordmark "Venere Tech" as outlines: SVG path data drawn from Montserrat's glyphs (SIL Open Font License;
 * outlines in a logo are artwork, not a redistributed font), so the logo looks the same on every system and the
 * browser draws it without looking up a font. As `<text>` with a font stack it was set in whatever font the
 * visitor had ('Avenir Next' on a Mac, Segoe UI on Windows, DejaVu Sans on Linux), and laid out, fonts looked up,
 * in a 12 ms layout inside the task of the first paint (docs/PERFORMANCE.md, "The logo's words are outlines").
 *
 * opentype.js reads the glyphs; this module only places them, as the `<text>` it replaces did: each word in its
 * weight, kerned, with the spacing between letters stretched so that the whole line keeps its width
 * (lengthAdjust="spacing").
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type opentype from "opentype.js";

const fonts = new Map<number, opentype.Font>();

/**
 * Montserrat at one weight, read when the logo is drawn. Not at import: the build imports the artwork catalog for
 * its file names (src/gatsby/readiness-step.ts) in gatsby-node's bundle, which must neither carry the font parser
 * nor resolve packages when it loads.
 */
function montserrat(weight: number): opentype.Font {
  let font = fonts.get(weight);
  if (!font) {
    const load = createRequire(__filename);
    const { parse } = load("opentype.js") as typeof opentype;
    const dir = path.dirname(load.resolve("@fontsource/montserrat/package.json"));
    const data = readFileSync(path.join(dir, "files", `montserrat-latin-${weight}-normal.woff`));
    font = parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
    fonts.set(weight, font);
  }
  return font;
}

export interface WordmarkRun {
  readonly text: string;
  readonly weight: 300 | 600;
  readonly fill: string;
  /** Space before this run, in px (the `dx` of a `<tspan>`). */
  readonly gap?: number;
}

interface Placed {
  readonly glyph: opentype.Glyph;
  readonly run: number;
  /** Natural x of the glyph's origin, before the stretch. */
  readonly x: number;
}

/** Rounds path data to one decimal: a tenth of a px at the logo's 440 px width. */
const DECIMALS = 1;

/**
 * Outlines of the runs set on one baseline from (x, y) at `size` px, stretched to `width` px by adding the same
 * space after every letter but the last. One `<path>` per run, in the run's colour.
 */
export function wordmarkPaths(
  runs: readonly WordmarkRun[],
  { x, y, size, width }: { x: number; y: number; size: number; width: number },
): string {
  const placed: Placed[] = [];
  let pen = 0;
  runs.forEach((run, index) => {
    const font = montserrat(run.weight);
    const scale = size / font.unitsPerEm;
    pen += run.gap ?? 0;
    let previous: opentype.Glyph | undefined;
    for (const char of run.text) {
      const glyph = font.charToGlyph(char);
      if (glyph.index === 0) throw new Error(`Montserrat ${run.weight} has no glyph for "${char}"`);
      if (previous) pen += font.getKerningValue(previous, glyph) * scale;
      placed.push({ glyph, run: index, x: pen });
      pen += (glyph.advanceWidth ?? 0) * scale;
      previous = glyph;
    }
  });
  if (placed.length === 0) return "";
  // The line ends at the last glyph's advance, as <text>'s textLength measures it.
  const extra = placed.length > 1 ? (width - pen) / (placed.length - 1) : 0;
  return runs
    .map((run, index) => {
      const d = placed
        .map((p, i) => (p.run === index ? p.glyph.getPath(x + p.x + i * extra, y, size).toPathData(DECIMALS) : ""))
        .join("");
      return `<path fill="${run.fill}" d="${d}"/>`;
    })
    .join("");
}
