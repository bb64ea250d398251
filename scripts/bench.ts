/**
 * `npm run bench`: timings that tests must not assert (the machines are noisy), measured and written to
 * docs/PERFORMANCE.md beside the goals.
 *
 *   npm run bench                 build as npm test does (npm run build:test: a placeholder analytics id, so the
 *                                 consent banner and its script are measured as the live site will serve them once
 *                                 analytics is configured), then Lighthouse (3 runs per template), the first tap
 *                                 and the build benchmark
 *   npm run bench -- --pages      Lighthouse only (uses the existing public/)
 *   npm run bench -- --build      build benchmark only
 *   npm run bench -- --runs 5     more Lighthouse runs per template
 *   npm run bench -- --pages --only home,machine   those templates only (a quick check)
 *   npm run bench -- --pages --from-another-site   each Lighthouse run starts on a page of another site instead of
 *                                 about:blank, as a visitor arriving from a search engine or a link does; written
 *                                 to its own section, "Pages, arriving from another site" (why: that section)
 *   npm run bench -- --pages --devtools-throttling   the browser itself slowed while the page loads (Lighthouse's
 *                                 devtools throttling) instead of Lighthouse's simulation; its own section, "Pages,
 *                                 in a slowed-down browser" (why: DEVTOOLS_THROTTLING below)
 *   npm run bench -- --tap        first-tap latency of the mobile menu only (uses the existing public/)
 *   npm run bench -- --trace      where start-up time goes: a Chromium trace (4x CPU slowdown) of the home and the
 *                                 machine page, long task by long task (scripts/lib/trace.ts); with BENCH_BEFORE=<dir>
 *                                 (a copy of an earlier public/) the same for that build, side by side; the reference
 *                                 starter's home page too, when its build is there; each page's blocking time after
 *                                 its first paint (Lighthouse's TBT, on the throttled page's real timeline)
 *
 * The reference: the Lighthouse half also measures Gatsby's own blog starter (gatsbyjs/gatsby-starter-blog, the
 * issue's reference) in the same run, interleaved with the site's pages, and writes the ratios. It reads a build of
 * the starter already made: its public/ folder, in BENCH_REFERENCE or in .bench/reference/public (ignored by git).
 * Without one, the reference columns are skipped with a message; nothing is fetched or built here.
 *
 * Lighthouse 13 runs with its mobile defaults (simulated slow 4G, 4x CPU slowdown) in the project's Chromium
 * (scripts/lib/chromium.ts: CHROMIUM_PATH, the system's, or Playwright's) against the built site served by the same
 * server as `npm start`.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createStaticServer } from "../src/server/static-server";
import { GA4_ID, GTM_ID } from "../src/components/consent/analytics-ids";
import { measureFirstTap, type TapResult } from "./first-tap";
import { CHROMIUM_ARGS, chromiumPath } from "./lib/chromium";
import { tracePage, traceMarkdown, type PageTrace } from "./lib/trace";
// The same definition of a page's first load as the byte budget in npm test.
import { BUDGETS, brotliKb, firstLoadJsBrKb, otherPagesOnly } from "../__tests__/helpers/budgets";

const ROOT = path.resolve(__dirname, "..");
// BENCH_PUBLIC: measure another build (say, a copy of main's public/ for a before/after comparison).
const PUBLIC = process.env.BENCH_PUBLIC ? path.resolve(process.env.BENCH_PUBLIC) : path.join(ROOT, "public");
const REPORT = path.join(ROOT, "docs/PERFORMANCE.md");
/** A build of the reference starter (its public/ folder), measured beside the site when present. */
const REFERENCE = path.resolve(process.env.BENCH_REFERENCE ?? path.join(ROOT, ".bench/reference/public"));
const REFERENCE_NAME = "gatsbyjs/gatsby-starter-blog";
/** An earlier build to trace beside this one (--trace). */
const BEFORE = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : undefined;

const TEMPLATES: ReadonlyArray<[string, string]> = [
  ["home", "/"],
  ["machine list", "/macchinari-estetici-roma"],
  ["machine", "/macchinari-estetici-roma/macchinario-laser-diodo-roma"],
  ["city machine", "/macchinari-estetici-professionali/macchinario-pressoterapia-milano"],
  ["formula", "/formule/noleggio-macchinari-estetici-roma"],
  ["service", "/servizi-centri-estetici/servizi-centri-estetici-roma"],
  ["sanitising product", "/sanificazione/ozy10"],
  ["blog index", "/blog"],
  ["blog post", "/blog/blog02"],
  ["contact", "/contatti"],
  ["payback calculator", "/calcolo-rientro"],
  ["machines side by side", "/confronta-macchinari"],
  ["legal page", "/informativa-privacy"],
  // Lighthouse does not audit a page answered with status 404: the same page is measured at /404 (status 200).
  ["404", "/404"],
];

export const GOALS = {
  score: 100,
  lcpMs: 1000,
  tbtMs: 30,
  cls: 0,
  // Issue "Ahead of the reference starter": against the starter's medians measured in the same run.
  tbtRatio: 0.5,
  lcpRatio: 0.6,
  jsGoalKb: 65,
  jsKb: BUDGETS.firstLoadJsKb,
  htmlBrKb: BUDGETS.firstFlightBrotliKb,
  imageKb: 150,
  coldBuildS: 60,
  warmBuildS: 20,
  perExtraPageMs: 15,
  firstTapMs: 100,
};

// Pages on which the first tap on the hamburger is timed (the shell is the same everywhere; these differ in weight).
const TAP_PAGES = ["/", "/macchinari-estetici-roma/macchinario-laser-diodo-roma", "/blog/blog02"];

const args = process.argv.slice(2);
const only = args.includes("--tap")
  ? "tap"
  : args.includes("--trace")
    ? "trace"
    : args.includes("--pages")
      ? "pages"
      : args.includes("--build")
        ? "build"
        : "all";
// --only home,machine: measure these templates only (a quick check; the report then lists only them).
const onlyIndex = args.indexOf("--only");
const ONLY = onlyIndex >= 0 ? new Set(args[onlyIndex + 1].split(",")) : null;
const runsIndex = args.indexOf("--runs");
const RUNS = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 3;
/**
 * --from-another-site: each run starts on a page of another site (127.0.0.1; the pages are served at localhost)
 * instead of Lighthouse's about:blank, whose process the site's pages cannot join because they send
 * Cross-Origin-Opener-Policy (why it matters: "The header that Lighthouse's blank page charges", docs/PERFORMANCE.md).
 */
const FROM_ANOTHER_SITE = args.includes("--from-another-site");
/**
 * --devtools-throttling: Lighthouse's `throttlingMethod: "devtools"`, the browser itself slowed while the page loads,
 * instead of its simulation; the goals' method stays the default (why: "Two ways to slow a page down",
 * docs/PERFORMANCE.md).
 */
const DEVTOOLS_THROTTLING = args.includes("--devtools-throttling");
/** The section of docs/PERFORMANCE.md that a pages run with these flags writes. */
const pagesSection = (fromAnotherSite: boolean): string =>
  [
    "Pages",
    ...(DEVTOOLS_THROTTLING ? ["in a slowed-down browser"] : []),
    ...(fromAnotherSite ? ["arriving from another site"] : []),
  ].join(", ");
const PAGES_SECTION = pagesSection(FROM_ANOTHER_SITE);

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// ---------- process time and peak memory ----------

/** Resident memory of a process and all its descendants, in MB (Linux /proc). */
function treeRssMb(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop() as number;
    try {
      const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
      total += m ? Number(m[1]) / 1024 : 0;
    } catch {
      // gone
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

interface Timed {
  seconds: number;
  peakMb: number;
}

function timed(command: string, commandArgs: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(command, commandArgs, {
      cwd,
      env: { ...process.env, ...env, CI: "true" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    let peakMb = 0;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, treeRssMb(child.pid as number))), 250);
    child.on("exit", (code) => {
      clearInterval(sampler);
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      if (code === 0) resolve({ seconds, peakMb });
      else reject(new Error(`${command} ${commandArgs.join(" ")} failed (${code}):\n${stderr.slice(-2000)}`));
    });
  });
}

// ---------- Lighthouse ----------

/** The site's own id formats, unanchored and quoted: Gatsby inlines a build's id into the app bundle as a string. */
const unanchored = (pattern: RegExp) => pattern.source.replace(/^\^|\$$/g, "");
const INLINED_ID = new RegExp(`"(${unanchored(GTM_ID)}|${unanchored(GA4_ID)})"`);

/** Whether the measured build has an analytics id (then the consent banner appears after the scripts, with its
 * own script). */
function analyticsConfigured(publicDir: string): boolean {
  return fs
    .readdirSync(publicDir)
    .filter((f) => /^app-[0-9a-f]+\.js$/.test(f))
    .some((f) => INLINED_ID.test(fs.readFileSync(path.join(publicDir, f), "utf8")));
}

/**
 * Whether the measured build's pages send Cross-Origin-Opener-Policy (public/_headers, as Netlify applies it) with a
 * value other than the blank page's `unsafe-none`: any other value keeps them out of the blank page's process.
 */
function sendsOpenerPolicy(publicDir: string): boolean {
  const headers = path.join(publicDir, "_headers");
  return (
    fs.existsSync(headers) &&
    /^\s*Cross-Origin-Opener-Policy:\s*(?!unsafe-none\b)\S/im.test(fs.readFileSync(headers, "utf8"))
  );
}

interface PageResult {
  name: string;
  path: string;
  scores: Record<string, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Measured: what the page requested by itself (Lighthouse's network log, Brotli as served). */
  jsKb: number;
  jsAllKb: number;
  /** Counted from the build (the byte budget of npm test, Brotli q11). */
  jsBudgetKb: number;
  htmlKb: number;
  maxImageKb: number;
}

/** The page's HTML with its inline CSS, Brotli as served (`x.html` as gatsby-adapter-netlify writes it, or
 * `x/index.html`). */
function htmlBrotliKb(pagePath: string): number {
  const base = pagePath === "/" ? "index" : pagePath.slice(1);
  const candidates = [`${base}.html`, path.join(base, "index.html"), "404.html"].map((f) => path.join(PUBLIC, f));
  return brotliKb(fs.readFileSync(candidates.find((f) => fs.existsSync(f)) ?? candidates[2]));
}

/**
 * Starts a static server like npm start's on `root`; returns its address (on `host`, a name for 127.0.0.1) and a
 * stop function.
 */
async function serve(root: string, host = "localhost"): Promise<{ base: string; stop(): void }> {
  const server: Server = createStaticServer({ root });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { base: `http://${host}:${(server.address() as AddressInfo).port}`, stop: () => server.close() };
}

/**
 * A page of another site for --from-another-site: a plain page served at 127.0.0.1 (the site and the reference are
 * served at localhost, another site), with no Cross-Origin-Opener-Policy, standing for the page a visitor leaves.
 */
async function anotherSite(): Promise<{ url: string; stop(): void }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "bench-another-site-"));
  // Its icon is inline: a request for its /favicon.ico would fail, and Lighthouse would count that console error
  // against the page measured next (best practices).
  const page = '<!doctype html><link rel="icon" href="data:,"><title>Another site</title><p>Another site</p>\n';
  fs.writeFileSync(path.join(root, "index.html"), page);
  const server = await serve(root, "127.0.0.1");
  return {
    url: `${server.base}/`,
    stop: () => {
      server.stop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: LighthouseResult } | undefined>;
interface Launcher {
  launch(opts: Record<string, unknown>): Promise<{ port: number; kill(): Promise<void> | void }>;
}

/** One Lighthouse run (mobile defaults) in a fresh Chromium. */
/** Extra attempts for a run that returns no metrics (see lighthouseRun). */
const EMPTY_RUN_RETRIES = 2;

/**
 * One Lighthouse run, in a fresh browser. On this machine a run sometimes returns no metrics at all (LCP and TBT
 * missing, performance 0), for any site: such a run measured nothing, so it is run again (at most
 * EMPTY_RUN_RETRIES times, said in the log) rather than counted; a median over it would be NaN or a score of 0.
 */
async function lighthouseRun(
  lighthouse: Lighthouse,
  launcher: Launcher,
  url: string,
  blankPage?: string,
): Promise<LighthouseResult> {
  for (let attempt = 0; ; attempt += 1) {
    const lhr = await lighthouseAttempt(lighthouse, launcher, url, blankPage);
    if (Number.isFinite(lhr.audits["largest-contentful-paint"]?.numericValue) || attempt >= EMPTY_RUN_RETRIES)
      return lhr;
    console.log(`Lighthouse returned no metrics for ${url}: run again`);
  }
}

async function lighthouseAttempt(
  lighthouse: Lighthouse,
  launcher: Launcher,
  url: string,
  blankPage?: string,
): Promise<LighthouseResult> {
  const chrome = await launcher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      ...(blankPage ? { blankPage } : {}),
      ...(DEVTOOLS_THROTTLING ? { throttlingMethod: "devtools" } : {}),
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

interface ReferenceResult {
  readonly runs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  /** The lowest and highest TBT of its runs: how much the reference itself moves within one bench. */
  readonly tbtRangeMs: readonly [number, number];
  readonly cls: number;
  readonly jsKb: number;
}

async function lighthousePages(): Promise<{ pages: PageResult[]; reference: ReferenceResult | null }> {
  // Lighthouse and chrome-launcher are ES modules.
  const { default: lighthouse } = (await import("lighthouse")) as unknown as { default: Lighthouse };
  const launcher = (await import("chrome-launcher")) as unknown as Launcher;
  const site = await serve(PUBLIC);
  const hasReference = fs.existsSync(path.join(REFERENCE, "index.html"));
  if (!hasReference)
    console.log(
      `No build of the reference starter (${REFERENCE_NAME}) in ${path.relative(ROOT, REFERENCE) || REFERENCE}: the ` +
        "reference columns are skipped. Put a build's public/ folder there, or set BENCH_REFERENCE to one.",
    );
  const reference = hasReference ? await serve(REFERENCE) : null;
  const start = FROM_ANOTHER_SITE ? await anotherSite() : null;
  const run = (url: string) => lighthouseRun(lighthouse, launcher, url, start?.url);
  const results: PageResult[] = [];
  const referenceRuns: LighthouseResult[] = [];
  try {
    for (const [name, pagePath] of TEMPLATES.filter(([n]) => !ONLY || ONLY.has(n))) {
      // The reference is measured once before each template: its median spans the whole run, as the site's do.
      if (reference) referenceRuns.push(await run(`${reference.base}/`));
      const runs: LighthouseResult[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await run(`${site.base}${pagePath}`));
      const pick = (f: (r: LighthouseResult) => number) => median(runs.map(f));
      const others = otherPagesOnly(pagePath);
      const result: PageResult = {
        name,
        path: pagePath,
        scores: Object.fromEntries(
          ["performance", "accessibility", "best-practices", "seo"].map((c) => [
            c,
            pick((r) => Math.round((r.categories[c]?.score ?? 0) * 100)),
          ]),
        ),
        lcpMs: pick((r) => r.audits["largest-contentful-paint"]?.numericValue ?? NaN),
        tbtMs: pick((r) => r.audits["total-blocking-time"]?.numericValue ?? NaN),
        cls: pick((r) => r.audits["cumulative-layout-shift"]?.numericValue ?? NaN),
        jsKb: pick((r) => scriptTransferKb(r, (file) => !others.has(file))),
        jsAllKb: pick((r) => scriptTransferKb(r)),
        jsBudgetKb: firstLoadJsBrKb(pagePath).total,
        htmlKb: htmlBrotliKb(pagePath),
        maxImageKb: pick((r) => maxImageKb(r)),
      };
      results.push(result);
      console.log(
        `${name.padEnd(20)} ${JSON.stringify(result.scores)} LCP ${result.lcpMs.toFixed(0)} ms TBT ` +
          `${result.tbtMs.toFixed(0)} ms CLS ${result.cls.toFixed(3)} JS ${result.jsKb.toFixed(1)} KB (` +
          `${result.jsAllKb.toFixed(1)} KB with prefetches)`,
      );
    }
  } finally {
    site.stop();
    reference?.stop();
    start?.stop();
  }
  const ref = (f: (r: LighthouseResult) => number) => median(referenceRuns.map(f));
  const referenceTbt = referenceRuns.map((r) => r.audits["total-blocking-time"]?.numericValue ?? NaN);
  return {
    pages: results,
    reference: referenceRuns.length
      ? {
          runs: referenceRuns.length,
          lcpMs: ref((r) => r.audits["largest-contentful-paint"]?.numericValue ?? NaN),
          tbtMs: ref((r) => r.audits["total-blocking-time"]?.numericValue ?? NaN),
          tbtRangeMs: [Math.min(...referenceTbt), Math.max(...referenceTbt)],
          cls: ref((r) => r.audits["cumulative-layout-shift"]?.numericValue ?? NaN),
          jsKb: ref((r) => scriptTransferKb(r)),
        }
      : null,
  };
}

interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } } | undefined>;
}

function networkItems(r: LighthouseResult): Array<Record<string, unknown>> {
  return r.audits["network-requests"]?.details?.items ?? [];
}

/**
 * Kilobytes of JavaScript transferred (Brotli, as served), of the page's own origin: with `counted`, only the files
 * it accepts (the site: not other pages' chunks prefetched for its links); without, every script.
 */
function scriptTransferKb(r: LighthouseResult, counted?: (file: string) => boolean): number {
  return (
    networkItems(r)
      .filter((i) => i.resourceType === "Script")
      .filter((i) => !counted || counted(new URL(String(i.url)).pathname.replace(/^\//, "")))
      .reduce((sum, i) => sum + Number(i.transferSize ?? 0), 0) / 1024
  );
}

function maxImageKb(r: LighthouseResult): number {
  return Math.max(
    0,
    ...networkItems(r)
      .filter((i) => i.resourceType === "Image")
      .map((i) => Number(i.resourceSize ?? i.transferSize ?? 0) / 1024),
  );
}

// ---------- build benchmark ----------

interface BuildResult {
  label: string;
  pages: number;
  cold: Timed;
  warm: Timed;
}

function copyProject(dest: string): void {
  fs.mkdirSync(dest, { recursive: true });
  for (const entry of fs.readdirSync(ROOT)) {
    if ([".cache", "public", ".git", "node_modules", "test-results", "playwright-report"].includes(entry)) continue;
    fs.cpSync(path.join(ROOT, entry), path.join(dest, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dest, "node_modules"), "dir");
}

/** 1,000 extra blog posts, each a real-looking article body, all valid against the content model. */
function addGeneratedPosts(dest: string, count: number): void {
  const template = fs.readFileSync(path.join(ROOT, "content/blog/blog04.md"), "utf8");
  const body = template.split("\n---\n").slice(1).join("\n---\n");
  for (let i = 1; i <= count; i += 1) {
    const n = String(i).padStart(4, "0");
    const day = String((i % 28) + 1).padStart(2, "0");
    const frontmatter = [
      "---",
      `title: "Articolo di prova numero ${n} per il benchmark"`,
      `description: "Articolo generato per misurare quanto costa ogni pagina in più nella build del sito: testo ` +
        `di prova lungo quanto un articolo vero."`,
      `heading: "Articolo di prova ${n}"`,
      `slug: bench-${n}`,
      `date: 2023-01-${day}`,
      `author: "Redazione"`,
      `summary: "Articolo generato per il benchmark di build."`,
      `image: blog04.jpg`,
      `imageAlt: "Illustrazione di prova"`,
      "---",
    ].join("\n");
    fs.writeFileSync(path.join(dest, "content/blog", `bench-${n}.md`), `${frontmatter}\n${body}`);
  }
}

async function buildBench(dir: string, label: string, pages: number): Promise<BuildResult> {
  const gatsby = path.join(ROOT, "node_modules/.bin/gatsby");
  execFileSync(gatsby, ["clean"], { cwd: dir, stdio: "ignore" });
  console.log(`${label}: cold build…`);
  const cold = await timed(gatsby, ["build"], dir);
  const edited = path.join(dir, "content/blog/blog01.md");
  fs.appendFileSync(edited, "\nUna riga aggiunta per misurare la ricompilazione.\n");
  console.log(`${label}: warm rebuild after editing one Markdown file…`);
  const warm = await timed(gatsby, ["build"], dir);
  console.log(
    `${label}: cold ${cold.seconds.toFixed(1)} s, warm ${warm.seconds.toFixed(1)} s, peak ${cold.peakMb.toFixed(0)} MB`,
  );
  return { label, pages, cold, warm };
}

async function buildBenchmarks(): Promise<BuildResult[]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  try {
    const real = path.join(tmp, "real");
    copyProject(real);
    const base = await buildBench(real, "real site", 98);
    const big = path.join(tmp, "big");
    copyProject(big);
    addGeneratedPosts(big, 1000);
    const large = await buildBench(big, "real site + 1,000 posts", 98 + 2000);
    return [base, large];
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

// ---------- report ----------

const ok = (pass: boolean) => (pass ? "met" : "**missed**");

const ratio = (value: number, ref: number) => (ref > 0 ? value / ref : NaN);
const showRatio = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : "–");

function pagesTable({ pages: results, reference }: { pages: PageResult[]; reference: ReferenceResult | null }): string {
  const rows = results.map((r) =>
    [
      r.name,
      `\`${r.path}\``,
      r.scores.performance,
      r.scores.accessibility,
      r.scores["best-practices"],
      r.scores.seo,
      r.lcpMs.toFixed(0),
      r.tbtMs.toFixed(0),
      r.cls.toFixed(3),
      `${r.jsKb.toFixed(1)} (${r.jsAllKb.toFixed(1)})`,
      r.jsBudgetKb.toFixed(1),
      r.htmlKb.toFixed(1),
      r.maxImageKb.toFixed(0),
      ...(reference ? [showRatio(ratio(r.tbtMs, reference.tbtMs)), showRatio(ratio(r.lcpMs, reference.lcpMs))] : []),
    ].join(" | "),
  );
  const worst = {
    // The 404 page is noindex by design, which Lighthouse's SEO category marks down: its SEO score is not a goal.
    score: Math.min(
      ...results.flatMap((r) =>
        Object.entries(r.scores)
          .filter(([category]) => !(category === "seo" && r.name === "404"))
          .map(([, score]) => score),
      ),
    ),
    lcp: Math.max(...results.map((r) => r.lcpMs)),
    tbt: Math.max(...results.map((r) => r.tbtMs)),
    cls: Math.max(...results.map((r) => r.cls)),
    js: Math.max(...results.map((r) => r.jsKb)),
    jsBudget: Math.max(...results.map((r) => r.jsBudgetKb)),
    img: Math.max(...results.map((r) => r.maxImageKb)),
    html: Math.max(...results.map((r) => r.htmlKb)),
  };
  const refLines = reference
    ? [
        "",
        `The reference, measured in the same run: ${REFERENCE_NAME} (its home page, 3 posts), built with its own ` +
          `defaults and served by the same server, ${reference.runs} runs interleaved with the site's (one before ` +
          `each template), medians: LCP ${reference.lcpMs.toFixed(0)} ms, TBT ${reference.tbtMs.toFixed(0)} ms (its ` +
          `runs ${reference.tbtRangeMs.map((v) => v.toFixed(0)).join("-")} ms), CLS ` +
          `${reference.cls.toFixed(3)}, JavaScript ${reference.jsKb.toFixed(1)} KB. The last two columns above are ` +
          "the site's figure divided by the reference's.",
      ]
    : ["", `The reference starter (${REFERENCE_NAME}) was not measured in this run: no build of it was found.`];
  return [
    `Medians of ${RUNS} Lighthouse runs per template ` +
      (DEVTOOLS_THROTTLING
        ? "(mobile settings with Lighthouse's devtools throttling, `--devtools-throttling`: " +
          "the browser itself slowed while the page loads, 4x CPU slowdown and slow 4G as 562.5 ms per request and " +
          "1.4 Mbps, the metrics read off that real timeline instead of Lighthouse's simulation), "
        : "(mobile defaults: simulated slow 4G, 4x CPU slowdown), ") +
      `${new Date().toISOString().slice(0, 10)}, served with Brotli as Netlify serves it. ` +
      (FROM_ANOTHER_SITE
        ? "Each run, the reference's too, starts on a page of another site instead of Lighthouse's about:blank " +
          "(`--from-another-site`): the page is loaded as a visitor arriving from a search " +
          "engine or a link loads it, in a new renderer process whatever its headers. "
        : sendsOpenerPolicy(PUBLIC)
          ? "Each run starts on Lighthouse's about:blank, whose process the reference's page is loaded into; the " +
            "site's pages, which send Cross-Origin-Opener-Policy, are loaded into a new one (see " +
            `"The header that Lighthouse's blank page charges", and the section "${pagesSection(true)}"). `
          : "") +
      "The build measured " +
      (analyticsConfigured(PUBLIC)
        ? "has an analytics id: the consent banner shows (a first visit)."
        : "has no analytics id: no consent banner.") +
      " JavaScript: what the page ran by itself (the scripts it requested, other pages' chunks prefetched for its " +
      "links left out; in brackets, every script), and what npm test counts for it from the build (Brotli).",
    "",
    "| template | path | perf. | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | JS KB run by itself (all) | JS KB " +
      "counted | HTML+CSS KB (Brotli) | largest image KB |" +
      (reference ? " TBT ÷ ref. | LCP ÷ ref. |" : ""),
    `|---|---|---|---|---|---|---|---|---|---|---|---|---|${reference ? "---|---|" : ""}`,
    ...rows.map((r) => `| ${r} |`),
    ...refLines,
    "",
    "| goal | target | worst measured | |",
    "|---|---|---|---|",
    `| Lighthouse scores (all four, every template; SEO of the noindex 404 page aside) | ${GOALS.score} | ` +
      `${worst.score} | ` +
      `${ok(worst.score >= GOALS.score)} |`,
    ...(reference
      ? [
          `| TBT against the reference (same run) | ≤ ${GOALS.tbtRatio} × ${reference.tbtMs.toFixed(0)} ms | ` +
            `${showRatio(ratio(worst.tbt, reference.tbtMs))} × | ` +
            `${ok(ratio(worst.tbt, reference.tbtMs) <= GOALS.tbtRatio)} |`,
          `| LCP against the reference (same run) | ≤ ${GOALS.lcpRatio} × ${reference.lcpMs.toFixed(0)} ms | ` +
            `${showRatio(ratio(worst.lcp, reference.lcpMs))} × | ` +
            `${ok(ratio(worst.lcp, reference.lcpMs) <= GOALS.lcpRatio)} |`,
        ]
      : []),
    `| LCP | ≤ ${GOALS.lcpMs} ms | ${worst.lcp.toFixed(0)} ms | ${ok(worst.lcp <= GOALS.lcpMs)} |`,
    `| TBT | ≤ ${GOALS.tbtMs} ms | ${worst.tbt.toFixed(0)} ms | ${ok(worst.tbt <= GOALS.tbtMs)} |`,
    `| CLS | ${GOALS.cls} | ${worst.cls.toFixed(3)} | ${ok(worst.cls <= GOALS.cls)} |`,
    `| JavaScript a page runs by itself (Brotli, as counted in npm test) | ≤ ${GOALS.jsGoalKb} KB | ` +
      `${worst.jsBudget.toFixed(1)} KB | ${ok(worst.jsBudget <= GOALS.jsGoalKb)} |`,
    `| Page HTML with inline CSS (every template; npm test checks every page) | ≤ ${GOALS.htmlBrKb} KB Brotli | ` +
      `${worst.html.toFixed(1)} KB | ${ok(worst.html <= GOALS.htmlBrKb)} |`,
    `| Largest image sent to a phone | ≤ ${GOALS.imageKb} KB | ${worst.img.toFixed(0)} KB | ` +
      `${ok(worst.img <= GOALS.imageKb)} |`,
  ].join("\n");
}

// ---------- start-up trace ----------

const TRACE_PAGES = ["/", "/macchinari-estetici-roma/macchinario-laser-diodo-roma"];

interface TracedPage {
  /** The run with the median blocking time, whose long tasks the report lists. */
  readonly shown: PageTrace;
  readonly runs: readonly PageTrace[];
}

async function traceBuild(root: string, pages: readonly string[] = TRACE_PAGES): Promise<TracedPage[]> {
  const { chromium } = await import("@playwright/test");
  const site = await serve(root);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
  try {
    const traced: TracedPage[] = [];
    for (const pagePath of pages) {
      const runs: PageTrace[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await tracePage(browser, site.base, pagePath, root));
      const sorted = [...runs].sort((a, b) => a.blockingMs - b.blockingMs);
      traced.push({ shown: sorted[Math.floor(sorted.length / 2)], runs });
      console.log(
        `trace ${pagePath} (${path.relative(ROOT, root) || root}): ` +
          `${runs.map((r) => r.blockingMs).join(", ")} ms blocking from navigation; ` +
          `${runs.map((r) => r.blockingAfterPaintMs ?? "?").join(", ")} ms after the first paint`,
      );
    }
    return traced;
  } finally {
    await browser.close();
    site.stop();
  }
}

/** One row of the side-by-side table: medians (and ranges) over the runs of one page. */
function traceRow(label: string, t: TracedPage): string {
  const paints = t.runs.map((r) => r.firstPaintMs).filter((v): v is number => v !== null);
  const after = t.runs.map((r) => r.blockingAfterPaintMs).filter((v): v is number => v !== null);
  const all = t.runs.map((r) => r.blockingMs);
  const range = (xs: readonly number[]) => (xs.length ? `${median(xs)} (${Math.min(...xs)}-${Math.max(...xs)})` : "–");
  return `| ${label} | ${range(paints)} | ${range(after)} | ${range(all)} |`;
}

async function traceSection(): Promise<string> {
  const after = await traceBuild(PUBLIC);
  const before = BEFORE ? await traceBuild(BEFORE) : null;
  // The reference starter's home page, traced the same way in the same minutes.
  const reference = fs.existsSync(path.join(REFERENCE, "index.html")) ? await traceBuild(REFERENCE, ["/"]) : null;
  if (!reference) console.log(`No build of the reference at ${REFERENCE}: the trace has no reference row.`);
  const intro =
    `${new Date().toISOString().slice(0, 10)}: Debian's Chromium, 412 × 823 px, 4x CPU slowdown, 150 ms round trip ` +
    `and 1.6 Mbps (CDP), a fresh profile; ${RUNS} runs per page. Each long task ` +
    "(over 50 ms of the main thread) with what ran in it: the browser's own work (parse, style, layout, paint) " +
    "from the trace's events, and each script by source module (the V8 sampling profiler mapped through the " +
    "build's source maps; `(evaluate x.js)` is a script's first run as a whole), for the run with the median " +
    "blocking time. Blocking time from navigation: the part of each long task beyond 50 ms. After the first paint: " +
    "Lighthouse's definition of Total Blocking Time (only what runs after the first contentful paint counts), on " +
    "the throttled page's real timeline rather than Lighthouse's simulation.";
  const table = [
    "| page | first paint ms | blocking after the first paint ms | blocking from navigation ms |",
    "|---|---|---|---|",
    ...after
      .map((t, i) => [
        before ? traceRow(`\`${t.shown.path}\` before`, before[i]) : null,
        traceRow(`\`${t.shown.path}\``, t),
      ])
      .flat(),
    ...(reference ? [traceRow(`reference \`/\` (${REFERENCE_NAME})`, reference[0])] : []),
  ].filter((row): row is string => row !== null);
  const blocks = after.map((t, i) =>
    before
      ? [
          `### \`${t.shown.path}\``,
          "",
          "Before:",
          "",
          traceMarkdown(before[i].shown),
          "",
          "After:",
          "",
          traceMarkdown(t.shown),
        ].join("\n")
      : traceMarkdown(t.shown),
  );
  const ref = reference ? [`Reference (${REFERENCE_NAME}):`, traceMarkdown(reference[0].shown)] : [];
  return [intro, "Medians (and ranges) of the runs:", table.join("\n"), ...blocks, ...ref].join("\n\n");
}

function buildTable(results: BuildResult[]): string {
  const [base, large] = results;
  const perPageMs = ((large.cold.seconds - base.cold.seconds) * 1000) / (large.pages - base.pages);
  return [
    `Measured on this machine (${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB), ` +
      `${new Date().toISOString().slice(0, 10)}.`,
    "",
    "| site | pages | cold build | warm rebuild (one Markdown file edited) | peak memory (cold) |",
    "|---|---|---|---|---|",
    ...results.map(
      (r) =>
        `| ${r.label} | ${r.pages} | ${r.cold.seconds.toFixed(1)} s | ${r.warm.seconds.toFixed(1)} s | ` +
        `${r.cold.peakMb.toFixed(0)} MB |`,
    ),
    "",
    "| goal | target | measured | |",
    "|---|---|---|---|",
    `| Cold build of the real site | ≤ ${GOALS.coldBuildS} s | ${base.cold.seconds.toFixed(1)} s | ` +
      `${ok(base.cold.seconds <= GOALS.coldBuildS)} |`,
    `| Warm rebuild after editing one Markdown file | ≤ ${GOALS.warmBuildS} s | ${base.warm.seconds.toFixed(1)} s ` +
      `| ${ok(base.warm.seconds <= GOALS.warmBuildS)} |`,
    `| Cost of each extra page (1,000 posts = 2,000 pages with /it) | ≤ ${GOALS.perExtraPageMs} ms | ` +
      `${perPageMs.toFixed(1)} ms | ${ok(perPageMs <= GOALS.perExtraPageMs)} |`,
  ].join("\n");
}

function writeSection(title: string, content: string): void {
  const header =
    "# Performance\n\nWritten by `npm run bench` (scripts/bench.ts). Byte budgets are also enforced by `npm test` " +
    "(`__tests__/build/quality.test.ts`, `__tests__/build/first-flight.test.ts`); timings are only measured " +
    "here, never asserted in tests.\n";
  let doc = fs.existsSync(REPORT) ? fs.readFileSync(REPORT, "utf8") : header;
  const start = `<!-- ${title} start -->`;
  const end = `<!-- ${title} end -->`;
  const block = `${start}\n## ${title}\n\n${content}\n${end}`;
  doc = doc.includes(start)
    ? doc.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${doc.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(REPORT, doc);
}

async function firstTapTable(): Promise<string> {
  const site = await serve(PUBLIC);
  let results: TapResult[];
  try {
    results = await measureFirstTap(site.base, TAP_PAGES, RUNS, chromiumPath());
  } finally {
    site.stop();
  }
  // A run in which the menu never showed counts as infinitely slow.
  const med = (values: ReadonlyArray<number | null>) => median(values.map((v) => v ?? Infinity));
  const show = (ms: number) => (Number.isFinite(ms) ? `${ms.toFixed(0)} ms` : "never");
  const worst = Math.max(...results.flatMap((r) => [med(r.beforeHydration), med(r.afterHydration)]));
  return [
    `Medians of ${RUNS} runs, ${new Date().toISOString().slice(0, 10)}: Debian's Chromium at 375 px, CDP ` +
      `throttling 150 ms round trip, 1.6 Mbps down, 4x CPU slowdown. Measured in the page from the ` +
      `hamburger's pointerdown to the first animation frame with the menu in view ` +
      `(\`scripts/first-tap.ts\`). Before hydration: every script held back until the tap is measured; ` +
      `after hydration: tapped once the header is driven by React.`,
    "",
    "| page | before hydration | after hydration |",
    "|---|---|---|",
    ...results.map((r) => `| \`${r.path}\` | ${show(med(r.beforeHydration))} | ${show(med(r.afterHydration))} |`),
    "",
    "| goal | target | worst measured | |",
    "|---|---|---|---|",
    `| First tap on the hamburger to the menu in view | ≤ ${GOALS.firstTapMs} ms | ${show(worst)} | ` +
      `${ok(worst <= GOALS.firstTapMs)} |`,
  ].join("\n");
}

async function main(): Promise<void> {
  if (only === "trace") {
    writeSection("Start-up trace", await traceSection());
    console.log(`Written to ${path.relative(ROOT, REPORT)}`);
    return;
  }
  if (only === "tap") {
    writeSection("First tap", await firstTapTable());
    console.log(`Written to ${path.relative(ROOT, REPORT)}`);
    return;
  }
  if (only !== "build") {
    if (!args.includes("--pages")) {
      console.log("Building the site as npm test does…");
      execFileSync("npm", ["run", "build:test"], { cwd: ROOT, stdio: "inherit" });
    }
    writeSection(PAGES_SECTION, pagesTable(await lighthousePages()));
    writeSection("First tap", await firstTapTable());
  }
  if (only !== "pages") writeSection("Build", buildTable(await buildBenchmarks()));
  console.log(`Written to ${path.relative(ROOT, REPORT)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
