/**
 * The logo's wordmark is drawn as outlines (scripts/artwork/wordmark.ts): no font lookup in the browser, the same
 * letters on every system, and the line as wide as the `<text>` it replaced.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { wordmarkPaths } from "../../scripts/artwork/wordmark";
import { logoSvg } from "../../scripts/artwork/scenes/brand";

/** Every x coordinate of absolute path data made of M, L, Q, C and Z commands (what the outliner writes). */
function xs(d: string): number[] {
  const out: number[] = [];
  for (const [, command, args] of d.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    if (command === "Z") continue;
    const numbers = (args ?? "")
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (numbers.some(Number.isNaN)) throw new Error(`not a number in "${args}"`);
    out.push(...numbers.filter((_, i) => i % 2 === 0));
  }
  return out;
}

const pathData = (svg: string): string[] => [...svg.matchAll(/<path fill="[^"]+" d="([^"]+)"/g)].map((m) => m[1] ?? "");

describe("wordmark outlines", () => {
  const runs = [
    { text: "Venere", weight: 600, fill: "#0e5e6f" },
    { text: "Tech", weight: 300, fill: "#a9834c", gap: 12 },
  ] as const;

  it("draws one path per word, in the word's colour", () => {
    const svg = wordmarkPaths(runs, { x: 114, y: 71, size: 50, width: 316 });
    expect([...svg.matchAll(/<path fill="([^"]+)"/g)].map((m) => m[1])).toEqual(["#0e5e6f", "#a9834c"]);
    expect(svg).not.toContain("<text");
  });

  it("stretches the line to the width asked for, starting at x", () => {
    for (const width of [316, 360]) {
      const all = pathData(wordmarkPaths(runs, { x: 114, y: 71, size: 50, width })).flatMap(xs);
      // The first letter starts at x give or take its side bearing (about none for a V); the last ends a side
      // bearing before x + width.
      expect(Math.min(...all)).toBeGreaterThan(113);
      expect(Math.min(...all)).toBeLessThan(116);
      expect(Math.max(...all)).toBeLessThanOrEqual(114 + width);
      expect(Math.max(...all)).toBeGreaterThan(114 + width - 8);
    }
  });

  it("keeps the letters inside the logo's height, on the baseline", () => {
    const svg = wordmarkPaths(runs, { x: 114, y: 71, size: 50, width: 316 });
    const ys = pathData(svg)
      .flatMap((d) => [...d.matchAll(/[MLQC]([^MLQCZ]*)/g)])
      .flatMap((m) =>
        (m[1] ?? "")
          .trim()
          .split(/\s+/)
          .map(Number)
          .filter((_, i) => i % 2 === 1),
      );
    // Capitals of a 50 px Montserrat rise about 35 px above the baseline; nothing here descends below it.
    expect(Math.min(...ys)).toBeGreaterThan(71 - 40);
    expect(Math.min(...ys)).toBeLessThan(71 - 30);
    expect(Math.max(...ys)).toBeLessThanOrEqual(71.5);
  });

  it("fails, naming the character, when the font has no glyph for it", () => {
    expect(() =>
      wordmarkPaths([{ text: "Venere ✦", weight: 600, fill: "#000" }], { x: 0, y: 0, size: 10, width: 100 }),
    ).toThrow('"✦"');
  });

  it("leaves nothing for the browser to set in a font, in the drawn logo and in content/images/logo.svg", () => {
    // The committed file is the company's to replace; whatever logo it holds must have its letters as outlines.
    const file = readFileSync(path.join(__dirname, "../../content/images/logo.svg"), "utf8");
    for (const svg of [logoSvg(), file]) {
      expect(svg).toMatch(/^<svg [^>]*viewBox="[^"]+"[^>]*>.*<path /s);
      expect(svg).not.toMatch(/<text|font-family/);
    }
  });
});
