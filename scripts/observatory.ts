// Mozilla's HTTP Observatory grade of the site, from Mozilla's own scanner (@mdn/mdn-http-observatory).
//   npx tsx scripts/observatory.ts                 the build in public/, served over TLS on https://127.0.0.1/
//                                                  (port 443: run as root; see scripts/lib/observatory.ts)
//   npx tsx scripts/observatory.ts www.example.it  a live host, as developer.mozilla.org/observatory grades it
import path from "node:path";
import { describeResult, observatoryScan, scanBuiltSite } from "./lib/observatory";

async function main(): Promise<void> {
  const host = process.argv[2];
  const result = host ? await observatoryScan(host) : await scanBuiltSite(path.resolve("public"));
  console.log(`${host ?? "public/ on https://127.0.0.1/"}: status ${result.scan.statusCode}`);
  for (const [name, value] of Object.entries(result.scan.responseHeaders)) console.log(`${name}: ${value}`);
  console.log(`\n${describeResult(result)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
