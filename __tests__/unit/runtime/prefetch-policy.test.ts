import { MAX_PREFETCHES_IN_FLIGHT, PREFETCH_START_MS } from "../../../src/runtime/constants";
import { createPrefetchQueue, prefetchAllowed } from "../../../src/runtime/prefetch-policy";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Safari/537.36";
/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const nav = (connection: object | undefined, userAgent = CHROME) => ({ userAgent, connection }) as unknown as Navigator;

describe("when prefetching is allowed", () => {
  it.each([
    ["a fast connection", { effectiveType: "4g", saveData: false }, true],
    ["a 3g connection", { effectiveType: "3g" }, true],
    ["a browser without connection information", undefined, true],
    ["a 2g connection", { effectiveType: "2g" }, false],
    ["a slow-2g connection", { effectiveType: "slow-2g" }, false],
    ["Save-Data on", { effectiveType: "4g", saveData: true }, false],
  ])("%s: %s", (_name, connection, allowed) => {
    expect(prefetchAllowed(nav(connection))).toBe(allowed);
  });

  it("never for crawlers", () => {
    expect(
      prefetchAllowed(
        nav({ effectiveType: "4g" }, "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"),
      ),
    ).toBe(false);
  });

  it("uses the browser's navigator by default", () => {
    expect(prefetchAllowed()).toBe(true);
  });
});

describe("the prefetch queue", () => {
  /** Loads that the test finishes one by one. */
  function loads() {
    const pending = new Map<string, () => void>();
    const started: string[] = [];
    const load = jest.fn(
      (path: string) =>
        new Promise<void>((resolve) => {
          started.push(path);
          pending.set(path, resolve);
        }),
    );
    const finish = async (path: string) => {
      pending.get(path)?.();
      pending.delete(path);
      await settle();
    };
    return { load, started, finish, flush: () => finish("") };
  }
  const now = (run: () => void) => run();

  it("has at most 5 prefetches in flight; a finished one lets the next start", async () => {
    const { load, started, finish, flush } = loads();
    const queue = createPrefetchQueue({ load, allowed: () => true, schedule: now });
    const paths = Array.from({ length: 12 }, (_, i) => `/p${i}`);
    paths.forEach((p) => queue.enqueue(p));
    await flush();
    expect(MAX_PREFETCHES_IN_FLIGHT).toBe(5);
    expect(queue.inFlight).toBe(5);
    expect(started).toEqual(paths.slice(0, 5));
    await finish("/p2");
    expect(queue.inFlight).toBe(5);
    expect(started).toEqual(paths.slice(0, 6));
  });

  it("a failed prefetch frees its place too", async () => {
    const load = jest.fn((path: string) =>
      path === "/bad" ? Promise.reject(new Error("404")) : new Promise<void>(() => {}),
    );
    const queue = createPrefetchQueue({ load, allowed: () => true, schedule: now, max: 1 });
    queue.enqueue("/bad");
    queue.enqueue("/next");
    await settle();
    expect(load).toHaveBeenCalledWith("/next");
  });

  it("prefetches nothing when not allowed (Save-Data, 2g, crawler)", async () => {
    const { load, flush } = loads();
    const queue = createPrefetchQueue({ load, allowed: () => false, schedule: now });
    queue.enqueue("/a");
    queue.hover("/b");
    await flush();
    expect(load).not.toHaveBeenCalled();
  });

  it("drops a waiting link that left the viewport", async () => {
    const { load, started, flush } = loads();
    const queue = createPrefetchQueue({ load, allowed: () => true, schedule: now, max: 1 });
    queue.enqueue("/a");
    const b = queue.enqueue("/b");
    queue.enqueue("/c");
    b.abort();
    await flush();
    expect(started).toEqual(["/a"]);
  });

  it("prefetches each route once", async () => {
    const { load, finish, flush } = loads();
    const queue = createPrefetchQueue({ load, allowed: () => true, schedule: now });
    queue.enqueue("/a");
    queue.enqueue("/a");
    await flush();
    queue.enqueue("/a");
    queue.hover("/a");
    await finish("/a");
    queue.enqueue("/a");
    queue.hover("/a");
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a hovered route goes first, still within the limit", async () => {
    const { load, started, finish, flush } = loads();
    const queue = createPrefetchQueue({ load, allowed: () => true, schedule: now, max: 2 });
    ["/a", "/b", "/c", "/d"].forEach((p) => queue.enqueue(p));
    await flush();
    queue.hover("/d");
    await flush();
    expect(started).toEqual(["/a", "/b"]);
    await finish("/a");
    expect(started).toEqual(["/a", "/b", "/d"]);
  });

  it("starts waiting prefetches when the browser is idle", async () => {
    const { load, flush } = loads();
    const idle: Array<() => void> = [];
    const queue = createPrefetchQueue({ load, allowed: () => true, schedule: (run) => void idle.push(run) });
    queue.enqueue("/a");
    await flush();
    expect(load).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    await flush();
    expect(load).toHaveBeenCalledWith("/a");
  });
});

describe("prefetches wait for the end of start-up", () => {
  afterEach(() => jest.useRealTimers());

  it("links in view wait for the schedule; a hovered link starts at once and does not start them", async () => {
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const load = (path: string) =>
      new Promise<void>((resolve) => {
        started.push(path);
        finish.set(path, resolve);
      });
    const later: Array<() => void> = [];
    const queue = createPrefetchQueue({ load, allowed: () => true, schedule: (run) => void later.push(run) });
    queue.enqueue("/a");
    queue.enqueue("/b");
    queue.hover("/c");
    await settle();
    expect(started).toEqual(["/c"]);
    // The hovered load ends: still nothing in view starts before the schedule runs.
    finish.get("/c")?.();
    await settle();
    expect(started).toEqual(["/c"]);
    later.forEach((run) => run());
    await settle();
    expect(started).toEqual(["/c", "/a", "/b"]);
  });

  it(`by default, start ${PREFETCH_START_MS} ms after the page began to load, then in idle time`, async () => {
    jest.useFakeTimers();
    const load = jest.fn(() => Promise.resolve());
    const queue = createPrefetchQueue({ load, allowed: () => true });
    queue.enqueue("/a");
    jest.advanceTimersByTime(PREFETCH_START_MS - 10 - performance.now());
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    // jsdom has no requestIdleCallback: the idle step is the next task.
    jest.advanceTimersByTime(20);
    await Promise.resolve();
    expect(load).toHaveBeenCalledWith("/a");
    // Once start-up is over, a new link in view waits only for idle time.
    queue.enqueue("/b");
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    expect(load).toHaveBeenCalledWith("/b");
  });
});
