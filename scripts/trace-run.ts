import type { AddressInfo } from "node:net";
import path from "node:path";
import { chromium } from "@playwright/test";
import { createStaticServer } from "../src/server/static-server";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium";
import { tracePage, traceMarkdown } from "./lib/trace";

async function main() {
  const publicDir = path.resolve(process.env.BENCH_PUBLIC ?? "public");
  const server = createStaticServer({ root: publicDir });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    for (const p of process.argv.slice(2)) {
      const t = await tracePage(browser, base, p, publicDir);
      console.log(traceMarkdown(t, 10));
      console.log(
        "totals:",
        t.totals
          .slice(0, 25)
          .map((x) => `${x.label} ${x.ms}`)
          .join("; "),
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
