// Prints a page's response headers and the Mozilla HTTP Observatory-style score computed from them.
//   npx tsx scripts/observatory.ts            the home page of public/, served by the local server (npm start's)
//   npx tsx scripts/observatory.ts /blog      another page of public/
//   npx tsx scripts/observatory.ts https://…  a live address (the redirection test then assumes Netlify's https)
import type { AddressInfo } from "node:net";
import path from "node:path";
import { readSiteJson } from "../src/gatsby/config";
import { observatoryScore } from "./lib/observatory";
import { createStaticServer } from "../src/server/static-server";

async function main(): Promise<void> {
  const target = process.argv[2] ?? "/";
  const server = /^https?:\/\//.test(target) ? null : createStaticServer({ root: path.resolve("public") });
  if (server) await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = server ? `http://127.0.0.1:${(server.address() as AddressInfo).port}${target}` : target;
  try {
    const res = await fetch(url);
    const headers = Object.fromEntries(res.headers.entries());
    const origin = server ? readSiteJson().url.replace(/\/$/, "") : new URL(url).origin;
    const report = observatoryScore({ headers, html: await res.text(), origin, redirection: "to-https" });
    console.log(`${res.status} ${url}`);
    for (const [name, value] of Object.entries(headers)) console.log(`${name}: ${value}`);
    console.log(`\nObservatory-style score: ${report.score} (${report.grade})`);
    for (const t of report.tests) console.log(`  ${String(t.modifier).padStart(3)}  ${t.name}: ${t.result}`);
  } finally {
    server?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
