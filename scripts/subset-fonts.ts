/**
 * The site's two fonts, cut down to what the site uses, written to static/fonts/ (committed; run again after
 * changing the characters, weights or font versions):
 *
 *   npx tsx scripts/subset-fonts.ts
 *
 * - Inter (body text): weights 400 to 700 of its variable axis;
 * - Fraunces (headings): the single weight 600.
 * Both keep Basic Latin, Latin-1 (Italian accented letters, « », nbsp) and the typographic punctuation the
 * copy uses. The sources are the Latin files of @fontsource-variable (SIL Open Font License, see
 * static/fonts/LICENSE-*.txt). Less than 60% of the bytes of the full Latin files.
 */
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const ROOT = path.resolve(__dirname, "..");
const OUT = path.join(ROOT, "static/fonts");

export const CHARACTERS = (() => {
  const chars: string[] = [];
  for (let c = 0x20; c <= 0x7e; c += 1) chars.push(String.fromCharCode(c));
  for (let c = 0xa0; c <= 0xff; c += 1) chars.push(String.fromCharCode(c));
  return chars.join("") + "‘’‚“”„–—…€•·→←™";
})();

export const FONTS = [
  { source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", output: "inter-400-700-v1.woff2", axes: { wght: { min: 400, max: 700 } } },
  { source: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2", output: "fraunces-600-v1.woff2", axes: { wght: 600 } },
] as const;

async function main(): Promise<void> {
  for (const font of FONTS) {
    const input = fs.readFileSync(path.join(ROOT, "node_modules", font.source));
    const output = await subsetFont(input, CHARACTERS, { targetFormat: "woff2", variationAxes: font.axes });
    fs.writeFileSync(path.join(OUT, font.output), output);
    console.log(`${font.output}: ${input.length} -> ${output.length} bytes`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
