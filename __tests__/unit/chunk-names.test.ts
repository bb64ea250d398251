/**
 * Every dynamic import of the browser code names its chunk for when it loads (CHUNK_NAME in
 * __tests__/helpers/budgets.ts): the byte budget counts what a page runs by itself from those names, so an unnamed
 * chunk would escape it.
 */
import fs from "node:fs";
import path from "node:path";
import { CHUNK_NAME } from "../helpers/budgets";

const SRC = path.join(__dirname, "../../src");
// Node-side code (the build, the local server, the CMS's own bundle) is not part of the site's browser bundle.
const NODE_SIDE = ["gatsby", "server", "cms"].map((d) => path.join(SRC, d));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return NODE_SIDE.includes(full) ? [] : sources(full);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts") ? [full] : [];
  });
}

it("names the chunk of every dynamic import in the browser code, with a name the budget understands", () => {
  const files = sources(SRC);
  expect(files.length).toBeGreaterThan(50);
  const problems: string[] = [];
  let imports = 0;
  for (const file of files) {
    const code = fs.readFileSync(file, "utf8");
    for (const m of code.matchAll(/(?<!typeof )\bimport\(\s*(\/\*[\s\S]*?\*\/)?\s*["']([^"']+)["']/g)) {
      imports += 1;
      const name = /webpackChunkName:\s*"([^"]+)"/.exec(m[1] ?? "")?.[1];
      if (!name || !CHUNK_NAME.test(name))
        problems.push(`${path.relative(SRC, file)}: import("${m[2]}") ${name ? `named "${name}"` : "without a name"}`);
    }
  }
  expect(imports).toBeGreaterThan(10);
  expect(problems).toEqual([]);
});
