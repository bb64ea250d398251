/**
 * @jest-environment node
 *
 * The content model (src/content-model/) depends on nothing of the build (src/gatsby/, the gatsby-* entry files):
 * the build, the CMS's preview and the readiness report all read it, and an import the other way round made a cycle
 * (site-checks.ts took its types from src/gatsby/routes.ts, which imports site-checks.ts).
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "../..");
const MODEL = path.join(ROOT, "src/content-model");

it("no module of src/content-model imports from src/gatsby or a gatsby-* entry file, not even a type", () => {
  const modules = fs.readdirSync(MODEL).filter((f) => /\.tsx?$/.test(f));
  expect(modules).toContain("site-checks.ts");
  const intoBuild = modules.flatMap((file) => {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(MODEL, file), "utf8"), true, true);
    return importedFiles
      .map(({ fileName }) => fileName)
      .filter((spec) => spec.startsWith("."))
      .map((spec) => path.relative(ROOT, path.resolve(MODEL, spec)))
      .filter((target) => target.startsWith("src/gatsby") || /^gatsby-/.test(target))
      .map((target) => `${file} → ${target}`);
  });
  expect(intoBuild).toEqual([]);
});
