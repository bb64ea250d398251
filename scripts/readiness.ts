/**
 * npm run readiness: everything the live site still needs from the company, grouped by file, with totals
 * (src/content-model/readiness.ts). Exits 0 while the site is not live; with the live switch on
 * (content/site.json → live) it exits 1 when the build would refuse something.
 */
import { formatContentErrors } from "../src/content-model/validate";
import { formatReport } from "../src/content-model/readiness";
import { productionSwitch, readContentFiles, readinessCheck } from "../src/gatsby/readiness-step";

const root = process.cwd();
const result = readinessCheck(readContentFiles(root), process.env, () =>
  productionSwitch(root, process.env.CMS_GITHUB_BRANCH || "main"),
);
console.log(formatReport(result.report));
console.log(`Live check ${result.checked ? "run" : "not run"}: ${result.why}.`);
if (result.errors.length > 0) {
  console.error(`\n${formatContentErrors(result.errors)}`);
  process.exitCode = 1;
}
