/**
 * Where a page's start-up time goes: a Chromium performance trace of one page load on a phone (4x slower CPU,
 * slow 4G), its long tasks (over 50 ms) and, inside each, what the main thread did: which script or module ran
 * (from the V8 sampling profiler, mapped to the sources through the build's source maps), and how long the
 * browser spent on style, layout and paint. Used by `npm run bench -- --trace`; the figures are timings, so they
 * are measured and written to docs/PERFORMANCE.md, never asserted by a test.
 *
 * Written here because no well-kept library turns a trace into this breakdown: Lighthouse's own audits
 * (bootup-time, long-tasks) attribute time per script file only, not per module of a bundle.
 */
import fs from "node:fs";
import path from "node:path";
import { SourceMapConsumer } from "source-map-js";
import type { Browser } from "@playwright/test";

export interface Part {
  readonly label: string;
  readonly ms: number;
}

export interface LongTask {
  readonly startMs: number;
  readonly durationMs: number;
  /** What ran in the task, longest first (parts under 2 ms left out). */
  readonly parts: readonly Part[];
}

export interface PageTrace {
  readonly path: string;
  /** Sum over the long tasks of the part beyond 50 ms, from navigation to the end of the trace. */
  readonly blockingMs: number;
  /** The page's first contentful paint, ms after navigation (null when the trace has none). */
  readonly firstPaintMs: number | null;
  /**
   * Total Blocking Time as Lighthouse defines it, on this trace's real timeline: each task's part after the first
   * paint, beyond 50 ms (blockingAfter). Lighthouse's own figure is simulated (it replays the unthrottled trace 4x
   * slower on a modelled network), which moves tasks across the first paint; this one is what the throttled page did.
   */
  readonly blockingAfterPaintMs: number | null;
  readonly longTasks: readonly LongTask[];
  /** Main-thread time from navigation start to quiet, by part. */
  readonly totals: readonly Part[];
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown> & { data?: Record<string, unknown> };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const LONG_TASK_MS = 50;
const QUIET_MS = 3000;
const MAX_WAIT_MS = 20_000;

/** The work of the browser itself, named as DevTools' performance panel names it. */
const RENDERING: Record<string, string> = {
  ParseHTML: "Browser: parse HTML",
  ParseAuthorStyleSheet: "Browser: parse CSS",
  UpdateLayoutTree: "Browser: style",
  Layout: "Browser: layout",
  PrePaint: "Browser: paint",
  Paint: "Browser: paint",
  Layerize: "Browser: paint",
  "v8.compile": "JavaScript: compile",
  "v8.compileModule": "JavaScript: compile",
  "V8.CompileCode": "JavaScript: compile",
  "v8.parseOnBackground": "JavaScript: compile",
};

/** Source files mapped to the parts a reader knows: React, Gatsby's runtime, a module of the site. */
export function labelOf(source: string): string {
  const s = source.replace(/^webpack:\/\/\/?/, "").replace(/^[^/]*venere-tech-site\//, "");
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(s);
  if (nm) {
    const pkg = nm[1];
    if (pkg === "react-dom" || pkg === "react") return "React: render and hydrate";
    if (pkg === "scheduler") return "React: scheduler";
    if (pkg.startsWith("@gatsbyjs/") || pkg.startsWith("gatsby")) return `Gatsby runtime: ${pkg}`;
    return `package: ${pkg}`;
  }
  if (s.startsWith(".cache/")) return `Gatsby runtime: ${s.replace(/^\.cache\//, "").replace(/^_this_is.*\//, "")}`;
  return `site: ${s}`;
}

export class SourceMaps {
  private readonly consumers = new Map<string, SourceMapConsumer | null>();
  constructor(private readonly publicDir: string) {}

  /** The original source of a position in a served script, or the script's own name without a map. */
  source(url: string, line: number, column: number): string {
    let file: string;
    try {
      file = new URL(url).pathname.replace(/^\//, "");
    } catch {
      return url;
    }
    if (!this.consumers.has(file)) {
      const mapFile = path.join(this.publicDir, `${file}.map`);
      this.consumers.set(
        file,
        fs.existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, "utf8"))) : null,
      );
    }
    const consumer = this.consumers.get(file);
    if (!consumer) return file;
    // The profiler's positions are 0-based; source maps count lines from 1.
    const pos = consumer.originalPositionFor({ line: line + 1, column });
    return pos.source ?? file;
  }
}

function sumParts(map: Map<string, number>): Part[] {
  return [...map.entries()]
    .map(([label, ms]) => ({ label, ms: Math.round(ms) }))
    .filter((p) => p.ms >= 2)
    .sort((a, b) => b.ms - a.ms);
}

/**
 * The blocking time of one task, counted from `paintMs` on (Lighthouse's definition, @paulirish/trace_engine's
 * lantern/metrics/TBTUtils.js calculateTbtImpactForEvent): the task is clipped to the part after the first paint,
 * and that part counts beyond 50 ms. A task that ends before the paint counts nothing.
 */
export function blockingAfter(startMs: number, durationMs: number, paintMs: number): number {
  const clipped = startMs + durationMs - Math.max(startMs, paintMs);
  return Math.max(0, clipped - LONG_TASK_MS);
}

function add(map: Map<string, number>, label: string, ms: number): void {
  map.set(label, (map.get(label) ?? 0) + ms);
}

/** The trace's main-thread analysis: long tasks with what ran in them. Pure, for a trace already recorded. */
export function analyseTrace(events: readonly TraceEvent[], pagePath: string, maps: SourceMaps): PageTrace {
  // The page's renderer: the main thread that parsed the page's HTML (about:blank and Chromium's own pages have
  // renderers too).
  const parsedPage = events.find((e) => {
    const url = (e.args?.beginData as { url?: string } | undefined)?.url;
    return (
      e.name === "ParseHTML" && typeof url === "string" && /^https?:/.test(url) && new URL(url).pathname === pagePath
    );
  });
  const mainThread = events.find(
    (e) =>
      e.name === "thread_name" &&
      e.args?.name === "CrRendererMain" &&
      (!parsedPage || (e.pid === parsedPage.pid && e.tid === parsedPage.tid)),
  );
  if (!mainThread) throw new Error("No renderer main thread in the trace");
  const onMain = (e: TraceEvent) => e.pid === mainThread.pid && e.tid === mainThread.tid;
  const navStart =
    events.find((e) => onMain(e) && e.name === "navigationStart")?.ts ??
    Math.min(...events.filter((e) => onMain(e) && e.ts > 0).map((e) => e.ts));

  const tasks = events
    .filter((e) => onMain(e) && e.ph === "X" && (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask"))
    .filter((e) => e.ts >= navStart)
    .sort((a, b) => a.ts - b.ts);
  // Nested RunTask events (a task inside a task) count once: keep the outermost.
  const topTasks: TraceEvent[] = [];
  for (const t of tasks) {
    const last = topTasks[topTasks.length - 1];
    if (last && t.ts < last.ts + (last.dur ?? 0)) continue;
    topTasks.push(t);
  }

  // The sampling profile: nodes and samples, spread over ProfileChunk events.
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<{ ts: number; node: number }> = [];
  let clock = events.find((e) => e.name === "Profile" && onMain(e))?.args?.data?.startTime as number | undefined;
  for (const e of events.filter((x) => x.name === "ProfileChunk" && x.pid === mainThread.pid)) {
    const data = e.args?.data as
      { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    clock ??= e.ts;
    for (let i = 0; i < ids.length; i += 1) {
      clock += deltas[i] ?? 0;
      samples.push({ ts: clock, node: ids[i] });
    }
  }
  samples.sort((a, b) => a.ts - b.ts);

  const labelCache = new Map<number, string>();
  const labelOfNode = (id: number): string => {
    const cached = labelCache.get(id);
    if (cached) return cached;
    const frame = nodes.get(id)?.callFrame;
    let label: string;
    if (!frame || !frame.url) {
      const name = frame?.functionName ?? "";
      label =
        name === "(garbage collector)"
          ? "JavaScript: garbage collection"
          : name === "(idle)"
            ? "(idle)"
            : "Browser: other work";
    } else label = labelOf(maps.source(frame.url, frame.lineNumber, frame.columnNumber));
    labelCache.set(id, label);
    return label;
  };

  const within = (start: number, end: number) => {
    const parts = new Map<string, number>();
    // Rendering work from the trace events.
    for (const e of events) {
      if (!onMain(e) || e.ph !== "X" || e.ts < start || e.ts >= end) continue;
      const label = RENDERING[e.name];
      if (label) add(parts, label, (e.dur ?? 0) / 1000);
    }
    // Scripts the task evaluated (their first run, compile included), by file.
    for (const e of events) {
      if (!onMain(e) || e.ph !== "X" || e.name !== "EvaluateScript" || e.ts < start || e.ts >= end) continue;
      const url = String(e.args?.data?.url ?? "");
      const file = url ? url.replace(/^https?:\/\/[^/]+\//, "").replace(/-[0-9a-f]{8}\.js$/, ".js") : "inline";
      add(parts, `(evaluate ${file})`, (e.dur ?? 0) / 1000);
    }
    // Script time from the samples: each sample counts until the next one.
    let lo = 0;
    let hi = samples.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (samples[mid].ts < start) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < samples.length && samples[i].ts < end; i += 1) {
      const label = labelOfNode(samples[i].node);
      if (label === "(idle)") continue;
      const next = samples[i + 1]?.ts ?? end;
      add(parts, label, (Math.min(next, end) - samples[i].ts) / 1000);
    }
    return parts;
  };

  const longTasks: LongTask[] = topTasks
    .filter((t) => (t.dur ?? 0) / 1000 > LONG_TASK_MS)
    .map((t) => ({
      startMs: Math.round((t.ts - navStart) / 1000),
      durationMs: Math.round((t.dur ?? 0) / 1000),
      parts: sumParts(within(t.ts, t.ts + (t.dur ?? 0))),
    }));
  const end = Math.max(...topTasks.map((t) => t.ts + (t.dur ?? 0)), navStart);
  const paint = events.find((e) => e.name === "firstContentfulPaint" && e.pid === mainThread.pid && e.ts >= navStart);
  const firstPaintMs = paint ? (paint.ts - navStart) / 1000 : null;
  return {
    path: pagePath,
    blockingMs: longTasks.reduce((sum, t) => sum + t.durationMs - LONG_TASK_MS, 0),
    firstPaintMs: firstPaintMs === null ? null : Math.round(firstPaintMs),
    blockingAfterPaintMs:
      firstPaintMs === null
        ? null
        : Math.round(
            topTasks.reduce(
              (sum, t) => sum + blockingAfter((t.ts - navStart) / 1000, (t.dur ?? 0) / 1000, firstPaintMs),
              0,
            ),
          ),
    longTasks,
    totals: sumParts(within(navStart, end)),
  };
}

const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "v8",
  "disabled-by-default-v8.cpu_profiler",
  "blink.user_timing",
  "loading",
  "toplevel",
].join(",");

/**
 * Loads `base + pagePath` in a fresh phone-sized context (4x slower CPU, 150 ms round trip, 1.6 Mbps), records a
 * trace until the main thread has been quiet for 3 s, and analyses it with the source maps of `publicDir`.
 */
export async function tracePage(
  browser: Browser,
  base: string,
  pagePath: string,
  publicDir: string,
  cpuSlowdown = 4,
): Promise<PageTrace> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await browser.startTracing(page, { categories: CATEGORIES.split(",") });
    await page.goto(`${base}${pagePath}`, { waitUntil: "load" });
    // Quiet: no new long task for QUIET_MS (read from the page's own long-task observer).
    // A string, not a function: tsx's helpers are not defined inside the page.
    await page.evaluate(`new Promise((resolve) => {
      let last = performance.now();
      new PerformanceObserver(() => (last = performance.now())).observe({ type: "longtask", buffered: true });
      const started = performance.now();
      (function check() {
        if (performance.now() - last > ${QUIET_MS} || performance.now() - started > ${MAX_WAIT_MS}) resolve();
        else setTimeout(check, 250);
      })();
    })`);
    const buffer = await browser.stopTracing();
    if (process.env.TRACE_SAVE) {
      fs.mkdirSync(process.env.TRACE_SAVE, { recursive: true });
      fs.writeFileSync(path.join(process.env.TRACE_SAVE, `${pagePath.replace(/\W+/g, "_")}.json`), buffer);
    }
    const trace = JSON.parse(buffer.toString("utf8")) as { traceEvents: TraceEvent[] };
    return analyseTrace(trace.traceEvents, pagePath, new SourceMaps(publicDir));
  } finally {
    await context.close();
  }
}

/** Markdown of one page's trace: its long tasks and, in each, the parts that took 2 ms or more. */
export function traceMarkdown(t: PageTrace, topParts = 6): string {
  const rows = t.longTasks.map(
    (task) =>
      `| ${task.startMs} | ${task.durationMs} | ${task.parts
        .slice(0, topParts)
        .map((p) => `${p.label} ${p.ms}`)
        .join("; ")} |`,
  );
  return [
    `**\`${t.path}\`**: ${t.longTasks.length} long tasks, blocking time ${t.blockingMs} ms from navigation, ` +
      `${t.blockingAfterPaintMs ?? "?"} ms after the first paint (at ${t.firstPaintMs ?? "?"} ms).`,
    "",
    "| starts at ms | lasts ms | what ran (ms) |",
    "|---|---|---|",
    ...(rows.length ? rows : ["| – | – | no task over 50 ms |"]),
  ].join("\n");
}
