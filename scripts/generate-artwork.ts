/**
 * Generates the site's original artwork into content/images/.
 *
 * Every illustration is an SVG built from the helpers in scripts/artwork/ and rendered
 * to a progressive mozjpeg JPEG with sharp; the logo files are written as SVG.
 * The output is deterministic (no randomness beyond a seeded PRNG).
 *
 *   npx tsx scripts/generate-artwork.ts            # everything
 *   npx tsx scripts/generate-artwork.ts hero laser # only files whose name contains a word
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ARTWORKS, VECTORS } from "./artwork/catalog";
import { resetIds } from "./artwork/svg";

const OUT_DIR = path.resolve(__dirname, "..", "content", "images");
const MAX_BYTES = 180 * 1024;
const QUALITY = 80;

async function toJpeg(svg: string, width: number, height: number): Promise<Buffer> {
  let quality = QUALITY;
  for (;;) {
    const buf = await sharp(Buffer.from(svg), { density: 72 })
      .resize(width, height, { fit: "fill" })
      .flatten({ background: "#f6f2ee" })
      .jpeg({ quality, mozjpeg: true, progressive: true, chromaSubsampling: "4:4:4" })
      .toBuffer();
    if (buf.length <= MAX_BYTES || quality <= 60) return buf;
    quality -= 4;
  }
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const filters = process.argv.slice(2);
  const wanted = (file: string): boolean => filters.length === 0 || filters.some((f) => file.includes(f));
  await mkdir(OUT_DIR, { recursive: true });
  const report: { file: string; bytes: number }[] = [];

  for (const art of ARTWORKS) {
    if (!wanted(art.file)) continue;
    resetIds();
    const svg = art.render();
    const jpeg = await toJpeg(svg, art.width, art.height);
    await writeFile(path.join(OUT_DIR, art.file), jpeg);
    report.push({ file: art.file, bytes: jpeg.length });
  }
  for (const vec of VECTORS) {
    if (!wanted(vec.file)) continue;
    resetIds();
    const svg = vec.render();
    await writeFile(path.join(OUT_DIR, vec.file), svg, "utf8");
    report.push({ file: vec.file, bytes: Buffer.byteLength(svg) });
  }

  const width = Math.max(...report.map((r) => r.file.length));
  for (const r of report) {
    const flag = r.file.endsWith(".jpg") && r.bytes > MAX_BYTES ? "  (over budget!)" : "";
    console.log(`${r.file.padEnd(width)}  ${String(r.bytes).padStart(7)} B  ${kb(r.bytes).padStart(9)}${flag}`);
  }
  const total = report.reduce((sum, r) => sum + r.bytes, 0);
  console.log(
    `${report.length} files, ${kb(total)} total, written to ${path.relative(process.cwd(), OUT_DIR) || OUT_DIR}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
