/**
 * @jest-environment node
 *
 * The start-up trace's blocking times (scripts/lib/trace.ts, used by `npm run bench -- --trace`): from navigation,
 * and after the first contentful paint as Lighthouse counts Total Blocking Time. The traces here are written by
 * hand, with the figures worked out in the comments, not by the code under test.
 */
import { analyseTrace, blockingAfter, SourceMaps } from "../../scripts/lib/trace";

const PID = 7;
const TID = 9;
const NAV = 1_000_000; // µs

/** A main-thread task of the page's renderer, `start` and `duration` in ms after navigation. */
const task = (start: number, duration: number) => ({
  name: "RunTask",
  ph: "X",
  ts: NAV + start * 1000,
  dur: duration * 1000,
  pid: PID,
  tid: TID,
});

function trace(paintAtMs: number | null) {
  return [
    { name: "thread_name", ph: "M", ts: 0, pid: PID, tid: TID, args: { name: "CrRendererMain" } },
    { name: "navigationStart", ph: "R", ts: NAV, pid: PID, tid: TID },
    {
      name: "ParseHTML",
      ph: "X",
      ts: NAV + 5000,
      dur: 1000,
      pid: PID,
      tid: TID,
      args: { beginData: { url: "http://localhost:1/" } },
    },
    ...(paintAtMs === null
      ? []
      : [{ name: "firstContentfulPaint", ph: "R", ts: NAV + paintAtMs * 1000, pid: PID, tid: TID }]),
    // 200 ms from 10 ms: 150 ms of blocking from navigation; after a paint at 150 ms, 60 ms remain: 10 ms.
    task(10, 200),
    // 90 ms from 300 ms: 40 ms either way.
    task(300, 90),
    // 30 ms: never long.
    task(500, 30),
  ];
}

const noMaps = new SourceMaps("/nonexistent");

describe("blockingAfter (Lighthouse's clipping at the first paint)", () => {
  test("a task that ends before the paint counts nothing, however long", () => {
    expect(blockingAfter(0, 400, 500)).toBe(0);
  });
  test("a task after the paint counts beyond 50 ms", () => {
    expect(blockingAfter(600, 120, 500)).toBe(70);
  });
  test("a task across the paint counts only its part after the paint, beyond 50 ms", () => {
    expect(blockingAfter(0, 150, 50)).toBe(50);
    // 80 ms long, 40 of them after the paint: under the threshold once clipped.
    expect(blockingAfter(100, 80, 140)).toBe(0);
  });
  test("a task of 50 ms or less is never blocking", () => {
    expect(blockingAfter(600, 50, 0)).toBe(0);
  });
});

describe("analyseTrace", () => {
  test("reads the first paint and counts blocking time from navigation and after the paint", () => {
    const result = analyseTrace(trace(150), "/", noMaps);
    expect(result.firstPaintMs).toBe(150);
    expect(result.blockingMs).toBe(190);
    expect(result.blockingAfterPaintMs).toBe(50);
    expect(result.longTasks.map((t) => [t.startMs, t.durationMs])).toEqual([
      [10, 200],
      [300, 90],
    ]);
  });

  test("a paint after every long task leaves no blocking time after it", () => {
    expect(analyseTrace(trace(450), "/", noMaps).blockingAfterPaintMs).toBe(0);
  });

  test("without a first paint in the trace, the figure is unknown rather than zero", () => {
    const result = analyseTrace(trace(null), "/", noMaps);
    expect(result.firstPaintMs).toBeNull();
    expect(result.blockingAfterPaintMs).toBeNull();
    expect(result.blockingMs).toBe(190);
  });
});
