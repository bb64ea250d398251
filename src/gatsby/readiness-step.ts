/**
 * Readiness in the build (issue 25): every build prints the report's one-line summary; with the live switch on
 * (content/site.json → live) it fails on every stand-in and every field required to go live, naming file and
 * field. References naming an unknown machine always fail.
 *
 * Deploy previews (Netlify's CONTEXT=deploy-preview, an editor's draft) run the check the live site would run
 * after publishing the draft: on when the draft's own switch is on, or when the switch is on in the production
 * branch (a draft started before the switch was flipped still carries `live: false`, but publishing it would
 * not turn the switch off unless the draft is the site metadata itself).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { ARTWORKS } from "../../scripts/artwork/catalog";
import { DATA_FILES, MARKDOWN_COLLECTIONS } from "../content-model/model";
import {
  SITE_FILE,
  checkReferences,
  liveErrors,
  readinessReport,
  summaryLine,
  type ContentFile,
  type ReadinessReport,
} from "../content-model/readiness";
import { formatContentErrors, isPlainObject, type ContentError } from "../content-model/validate";
import { readMarkdownFolder } from "./markdown-files";

/** Every content file the model knows, read from disk (Markdown front matter and JSON data files). */
export function readContentFiles(root: string = process.cwd()): ContentFile[] {
  const content = path.join(root, "content");
  const markdown = MARKDOWN_COLLECTIONS.flatMap((c) =>
    readMarkdownFolder(path.join(content, c.folder)).map((m) => ({
      file: `content/${c.folder}/${m.name}`,
      kind: c.name,
      data: m.data,
    })),
  );
  const data = DATA_FILES.flatMap((d) => {
    const file = path.join(content, d.file);
    if (!fs.existsSync(file)) return [];
    const parsed: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
    return isPlainObject(parsed) ? [{ file: `content/${d.file}`, kind: d.name, data: parsed }] : [];
  });
  // The company's identity first: it is what the live switch refuses.
  return [...data, ...markdown];
}

/** The generated drawings (scripts/generate-artwork.ts): a page whose image is one of them has no photo yet. */
export const DRAWINGS: ReadonlySet<string> = new Set(ARTWORKS.map((a) => a.file));

/** The production branch's switch, read with git; null when git cannot tell (the summary says so). */
export function productionSwitch(root: string, branch: string): boolean | null {
  const show = (ref: string): string =>
    execFileSync("git", ["show", `${ref}:${SITE_FILE}`], { cwd: root, encoding: "utf8", stdio: "pipe" });
  const attempts: Array<() => string> = [
    () => show(`origin/${branch}`),
    () => {
      execFileSync("git", ["fetch", "--depth=1", "origin", branch], { cwd: root, stdio: "pipe", timeout: 30_000 });
      return show("FETCH_HEAD");
    },
  ];
  for (const attempt of attempts) {
    try {
      const parsed: unknown = JSON.parse(attempt());
      return isPlainObject(parsed) && parsed.live === true;
    } catch {
      // try the next way
    }
  }
  return null;
}

export interface ReadinessCheck {
  readonly report: ReadinessReport;
  /** Whether the live check runs, and why. */
  readonly checked: boolean;
  readonly why: string;
  readonly errors: ContentError[];
}

/**
 * The build's readiness check. `productionLive` is asked only in a deploy preview whose own switch is off.
 */
export function readinessCheck(
  files: readonly ContentFile[],
  env: Readonly<Record<string, string | undefined>>,
  productionLive: () => boolean | null,
): ReadinessCheck {
  const report = readinessReport({ files, drawings: DRAWINGS, env });
  let checked = report.live;
  let why = report.live ? "the live switch is on" : "the live switch is off";
  if (!report.live && env.CONTEXT === "deploy-preview") {
    const production = productionLive();
    checked = production === true;
    why =
      production === null
        ? "the live switch is off in this draft; the production branch's switch could not be read"
        : `the live switch is off in this draft and ${production ? "ON" : "off"} in the production branch`;
  }
  const errors = [...checkReferences(files), ...(checked ? liveErrors(report) : [])];
  return { report, checked, why, errors };
}

type PreBuildArgs = Parameters<NonNullable<GatsbyNode["onPreBuild"]>>[0];

export function onPreBuild({ reporter }: PreBuildArgs): void {
  const root = process.cwd();
  const result = readinessCheck(readContentFiles(root), process.env, () =>
    productionSwitch(root, process.env.CMS_GITHUB_BRANCH || "main"),
  );
  // console.log, not reporter.info: Gatsby's reporter wraps long messages, and this is one line to grep for.
  console.log(`${summaryLine(result.report)} [live check ${result.checked ? "run" : "not run"}: ${result.why}]`);
  if (result.errors.length > 0) reporter.panicOnBuild(formatContentErrors(result.errors));
}
