/**
 * @jest-environment node
 *
 * Netlify's `ignore` command (scripts/netlify-ignore.sh, named in netlify.toml): run as Netlify runs it, against
 * real commits of a throw-away git repository, it skips a production build only when a commit changes nothing the
 * site is built from. And its list of what the build reads covers every file the build's entry files import.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "../..");
const SCRIPT = path.join(ROOT, "scripts/netlify-ignore.sh");

/** The BUILD_INPUTS array of the script, as bash reads it. */
function buildInputs(): string[] {
  const out = execFileSync(
    "bash",
    ["-c", `eval "$(sed -n '/^BUILD_INPUTS=(/,/^)/p' "$0")"; printf '%s\\n' "\${BUILD_INPUTS[@]}"`, SCRIPT],
    {
      encoding: "utf8",
    },
  );
  return out.split("\n").filter(Boolean);
}

describe("netlify.toml", () => {
  it("runs the script as its [build] ignore command", () => {
    const toml = fs.readFileSync(path.join(ROOT, "netlify.toml"), "utf8");
    expect(toml).toMatch(/^\[build\][^[]*^\s*ignore = "bash scripts\/netlify-ignore\.sh"$/m);
  });
});

describe("scripts/netlify-ignore.sh on real commits", () => {
  let repo: string;
  const commits: Record<string, string> = {};

  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
  function commit(name: string, files: Record<string, string>): void {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
      fs.writeFileSync(path.join(repo, file), text);
    }
    git("add", "-A");
    git("commit", "-q", "-m", name);
    commits[name] = git("rev-parse", "HEAD");
  }
  /** Runs the script in the repository with Netlify's variables; its exit code: 0 skips the build. */
  function ignore(env: Record<string, string | undefined>): { code: number | null; said: string } {
    const { CACHED_COMMIT_REF: _c, COMMIT_REF: _r, CONTEXT: _x, ...rest } = process.env;
    const run = spawnSync("bash", [SCRIPT], { cwd: repo, env: { ...rest, ...env }, encoding: "utf8" });
    return { code: run.status, said: `${run.stdout}${run.stderr}` };
  }
  const between = (from: string, to: string, context = "production") =>
    ignore({ CACHED_COMMIT_REF: commits[from], COMMIT_REF: commits[to], CONTEXT: context });

  beforeAll(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), "venere-netlify-ignore-"));
    git("init", "-q", "-b", "main");
    git("config", "user.email", "test@example.com");
    git("config", "user.name", "Test");
    commit("start", {
      "content/blog/post.md": "---\ntitle: Uno\n---\n",
      "docs/DEPLOY.md": "# Deploy\n",
      "README.md": "# Sito\n",
      "e2e/smoke.spec.ts": "// test\n",
      "scripts/bench.ts": "// bench\n",
      "scripts/artwork/catalog.ts": "// drawings\n",
      "src/index.ts": "export {};\n",
      "package.json": "{}\n",
    });
    commit("docs only", { "docs/DEPLOY.md": "# Deploy\n\nCosts.\n", "README.md": "# Sito\n\nFront door.\n" });
    commit("tests and a bench script", { "e2e/smoke.spec.ts": "// test 2\n", "scripts/bench.ts": "// bench 2\n" });
    commit("content", { "content/blog/post.md": "---\ntitle: Due\n---\n" });
    commit("docs and code", { "docs/DEPLOY.md": "# Deploy\n\nMore.\n", "src/index.ts": "export const a = 1;\n" });
    commit("drawings read by the build", { "scripts/artwork/catalog.ts": "// drawings 2\n" });
    commit("dependencies", { "package.json": '{ "name": "x" }\n' });
  });
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  it("skips a production build after a commit that changes only docs/ and the README", () => {
    const run = between("start", "docs only");
    expect(run.code).toBe(0);
    expect(run.said).toContain("changes nothing the site is built from");
  });

  it("skips one that changes only browser tests and a script the build does not run", () => {
    expect(between("docs only", "tests and a bench script").code).toBe(0);
  });

  it("builds a commit that changes content/ (every CMS publication)", () => {
    const run = between("tests and a bench script", "content");
    expect(run.code).toBe(1);
    expect(run.said).toContain("building");
  });

  it("builds when any one of the changes since the last build is read by the build", () => {
    expect(between("content", "docs and code").code).toBe(1);
    expect(between("docs only", "content").code).toBe(1); // tests, then content: the sum counts
    expect(between("docs and code", "drawings read by the build").code).toBe(1);
    expect(between("drawings read by the build", "dependencies").code).toBe(1);
  });

  it("builds without a cached commit, or when it is the commit being built (no cache, a deploy asked by hand)", () => {
    expect(ignore({ COMMIT_REF: commits["docs only"], CONTEXT: "production" }).code).toBe(1);
    expect(between("docs only", "docs only").code).toBe(1);
  });

  it("builds deploy previews and branch deploys, which cost no credits", () => {
    expect(between("start", "docs only", "deploy-preview").code).toBe(1);
    expect(between("start", "docs only", "branch-deploy").code).toBe(1);
  });

  it("builds when git cannot compare the commits (the cached one is gone after a force-push)", () => {
    const run = ignore({ CACHED_COMMIT_REF: "0123456789abcdef0123456789abcdef01234567", COMMIT_REF: commits.content });
    expect(run.code).toBe(1);
    expect(run.said).toContain("could not compare");
  });
});

describe("what the build reads", () => {
  /** Every project file reachable by relative imports from the gatsby-* entry files. */
  function importedFiles(): string[] {
    const entries = ["gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx"];
    const seen = new Set<string>();
    const queue = entries.map((e) => path.join(ROOT, e));
    const resolve = (from: string, spec: string): string | undefined => {
      const base = path.resolve(path.dirname(from), spec);
      const candidates = [base, ...[".ts", ".tsx", ".js", ".json"].map((x) => base + x)].concat(
        ["index.ts", "index.tsx", "index.js"].map((i) => path.join(base, i)),
      );
      return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
    };
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      if (!/\.(ts|tsx|js)$/.test(file)) continue;
      const { importedFiles: imports } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
      for (const { fileName } of imports) {
        if (!fileName.startsWith(".")) continue; // a package: package.json and its lock file are inputs
        const target = resolve(file, fileName);
        if (target) queue.push(target);
      }
    }
    return [...seen].map((f) => path.relative(ROOT, f));
  }

  it("lists every file the entry files import, directly or not", () => {
    const inputs = buildInputs();
    const files = importedFiles();
    expect(files.length).toBeGreaterThan(100);
    const outside = files.filter((f) => !inputs.some((i) => f === i || f.startsWith(`${i}/`)));
    expect(outside).toEqual([]);
    // The drawings' catalogue is read by the build (src/gatsby/readiness-step.ts) though it lives in scripts/.
    expect(files.some((f) => f.startsWith("scripts/artwork/"))).toBe(true);
  });

  it("leaves out what only the tests, the docs and the developers' scripts read", () => {
    const inputs = buildInputs();
    for (const p of ["docs", "README.md", "e2e", "__tests__", "scripts", "playwright.config.ts", "jest.config.js"]) {
      expect(inputs).not.toContain(p);
    }
  });
});
