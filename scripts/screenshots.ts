// Screenshots of pages at phone, tablet and desktop widths, to look at the design:
//   npx tsx scripts/screenshots.ts [baseUrl] [outDir] [path ...]
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./lib/chromium";

const [base = "http://localhost:9000", out = "screenshots", ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ["/", "/macchinari-estetici-roma/macchinario-laser-diodo-roma"];
const widths = (process.env.WIDTHS ?? "375,768,1440").split(",").map(Number);
const full = process.env.FULL !== "0";

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS],
  });
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 800 ? 812 : 900 },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    for (const p of pages) {
      await page.goto(`${base}${p}`, { waitUntil: "networkidle" });
      const name = `${p === "/" ? "home" : p.replace(/^\//, "").replace(/\//g, "_")}-${width}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: full });
      console.log(path.join(out, name));
    }
    await context.close();
  }
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
