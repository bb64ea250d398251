/**
 * After `npm run build`: the query types Gatsby wrote (graphqlTypegen, src/gatsby-types.d.ts) are the ones
 * committed. `npm run typecheck` runs before any build and reads the committed file, so a query or schema changed
 * without committing the regenerated types must fail here rather than type-check against stale types.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const FILE = "src/gatsby-types.d.ts";
const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: path.resolve(__dirname, "../.."), encoding: "utf8" });

describe("the generated query types", () => {
  it("were written by this build and are tracked by git", () => {
    expect(fs.existsSync(path.resolve(__dirname, "../..", FILE))).toBe(true);
    expect(git("ls-files", "--", FILE).trim()).toBe(FILE);
  });

  it("equal the committed file (otherwise commit what the build wrote)", () => {
    expect(git("diff", "--stat", "--", FILE)).toBe("");
  });
});
