import { BUILD_DESCRIPTOR_PATH } from "../../../src/config/build";
import { fetchDeployedBuildId, readPageBuildId, startUpdateCheck } from "../../../src/runtime/build-update";
import {
  DEFAULT_UPDATE_CHECK_INTERVAL_MS,
  parseUpdateInterval,
  UPDATE_CHECK_IDLE_DELAY_MS,
  UPDATE_CHECK_TIMEOUT_MS,
} from "../../../src/runtime/constants";

const HOUR = 60 * 60 * 1000;

function respond(body: unknown, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => (typeof body === "string" ? JSON.parse(body) : body),
  } as Response;
}

/** A fetch that answers with the deployed build `id`, recording its calls. */
function fetchAnswering(...answers: Array<() => Promise<Response>>) {
  let call = 0;
  return jest.fn((_url: RequestInfo | URL, _init?: RequestInit) => answers[Math.min(call++, answers.length - 1)]());
}
const deployed = (id: string) => () => Promise.resolve(respond({ buildId: id, builtAt: "2030-01-01T00:00:00Z" }));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("the update-check interval", () => {
  it("is one hour unless configured; 0 turns it off; nonsense keeps the default", () => {
    expect(DEFAULT_UPDATE_CHECK_INTERVAL_MS).toBe(HOUR);
    expect(parseUpdateInterval(undefined)).toBe(HOUR);
    expect(parseUpdateInterval("")).toBe(HOUR);
    expect(parseUpdateInterval("0")).toBe(0);
    expect(parseUpdateInterval("300000")).toBe(300_000);
    expect(parseUpdateInterval("-5")).toBe(HOUR);
    expect(parseUpdateInterval("soon")).toBe(HOUR);
  });
});

describe("the page's build id", () => {
  afterEach(() => (document.head.innerHTML = ""));

  it("is read from <meta name=build-id>", () => {
    document.head.innerHTML = '<meta name="build-id" content="abc123">';
    expect(readPageBuildId()).toBe("abc123");
  });

  it("is unknown without the tag, or while the page is not stamped", () => {
    expect(readPageBuildId()).toBeNull();
    document.head.innerHTML = '<meta name="build-id" content="development">';
    expect(readPageBuildId()).toBeNull();
  });
});

describe("fetching the deployed build id", () => {
  it("asks the descriptor's address, never from a cache, at low priority", async () => {
    const fetchImpl = fetchAnswering(deployed("b2"));
    await expect(fetchDeployedBuildId(fetchImpl)).resolves.toBe("b2");
    expect(fetchImpl).toHaveBeenCalledWith(
      BUILD_DESCRIPTOR_PATH,
      expect.objectContaining({ cache: "no-store", priority: "low" }),
    );
  });

  it.each([
    ["a 404", () => Promise.resolve(respond("Not found", 404))],
    ["a 500", () => Promise.resolve(respond("Error", 500))],
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["malformed JSON", () => Promise.resolve(respond("{ not json"))],
    ["JSON without a build id", () => Promise.resolve(respond({ version: 2 }))],
    ["a build id that is not a string", () => Promise.resolve(respond({ buildId: 42 }))],
    ["JSON null", () => Promise.resolve(respond(null))],
  ])("gives null for %s", async (_name, answer) => {
    await expect(fetchDeployedBuildId(fetchAnswering(answer))).resolves.toBeNull();
  });

  it("gives up after the time-out, aborting the request", async () => {
    let signal: AbortSignal | undefined;
    const fetchImpl = jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) =>
        signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
      );
    });
    const result = fetchDeployedBuildId(fetchImpl);
    await jest.advanceTimersByTimeAsync(UPDATE_CHECK_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    await expect(result).resolves.toBeNull();
  });
});

describe("the update check", () => {
  /** Runs idle callbacks when the test says so. */
  function idleQueue() {
    const callbacks: Array<() => void> = [];
    return {
      idle: (cb: () => void) => void callbacks.push(cb),
      becomeIdle: () => callbacks.splice(0).forEach((cb) => cb()),
    };
  }

  it("first checks 1 s after the browser is idle, then every hour", async () => {
    const fetchImpl = fetchAnswering(deployed("same"));
    const { idle, becomeIdle } = idleQueue();
    startUpdateCheck({ currentId: "same", intervalMs: HOUR, fetchImpl }, idle);
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetchImpl).not.toHaveBeenCalled(); // not idle yet
    becomeIdle();
    await jest.advanceTimersByTimeAsync(UPDATE_CHECK_IDLE_DELAY_MS - 1);
    expect(fetchImpl).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(HOUR - 1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(2 * HOUR);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it("stops and reports a newer build when the ids differ", async () => {
    const fetchImpl = fetchAnswering(deployed("same"), deployed("newer"));
    const onUpdate = jest.fn();
    const { idle, becomeIdle } = idleQueue();
    const check = startUpdateCheck({ currentId: "same", intervalMs: HOUR, fetchImpl, onUpdate }, idle);
    becomeIdle();
    await jest.advanceTimersByTimeAsync(UPDATE_CHECK_IDLE_DELAY_MS);
    expect(check.updateAvailable).toBe(false);
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(check.updateAvailable).toBe(true);
    expect(onUpdate).toHaveBeenCalledWith("newer");
    await jest.advanceTimersByTimeAsync(5 * HOUR);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it("ignores failed checks and keeps checking", async () => {
    const fetchImpl = fetchAnswering(
      () => Promise.reject(new TypeError("offline")),
      () => Promise.resolve(respond("x", 500)),
      deployed("newer"),
    );
    const { idle, becomeIdle } = idleQueue();
    const check = startUpdateCheck({ currentId: "same", intervalMs: HOUR, fetchImpl }, idle);
    becomeIdle();
    await jest.advanceTimersByTimeAsync(UPDATE_CHECK_IDLE_DELAY_MS + HOUR);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(check.updateAvailable).toBe(false);
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(check.updateAvailable).toBe(true);
  });

  it("never checks when the interval is 0 (off) or the page has no build id", async () => {
    for (const options of [
      { currentId: "same", intervalMs: 0 },
      { currentId: null, intervalMs: HOUR },
    ]) {
      const fetchImpl = fetchAnswering(deployed("newer"));
      const { idle, becomeIdle } = idleQueue();
      const check = startUpdateCheck({ ...options, fetchImpl }, idle);
      becomeIdle();
      await jest.advanceTimersByTimeAsync(3 * HOUR);
      expect(fetchImpl).not.toHaveBeenCalled();
      expect(check.updateAvailable).toBe(false);
    }
  });

  it("can be stopped, before or after the first check", async () => {
    const fetchImpl = fetchAnswering(deployed("same"));
    const { idle, becomeIdle } = idleQueue();
    const early = startUpdateCheck({ currentId: "same", intervalMs: HOUR, fetchImpl }, idle);
    early.stop();
    becomeIdle();
    await jest.advanceTimersByTimeAsync(2 * HOUR);
    expect(fetchImpl).not.toHaveBeenCalled();

    const late = startUpdateCheck({ currentId: "same", intervalMs: HOUR, fetchImpl }, idle);
    becomeIdle();
    await jest.advanceTimersByTimeAsync(UPDATE_CHECK_IDLE_DELAY_MS);
    late.stop();
    await jest.advanceTimersByTimeAsync(2 * HOUR);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("waits for an idle moment with requestIdleCallback when the browser has it", async () => {
    const fetchImpl = fetchAnswering(deployed("same"));
    const requestIdleCallback = jest.fn((cb: IdleRequestCallback) => {
      setTimeout(() => cb({ didTimeout: false, timeRemaining: () => 10 }), 3000);
      return 1;
    });
    Object.assign(window, { requestIdleCallback });
    try {
      startUpdateCheck({ currentId: "same", intervalMs: HOUR, fetchImpl });
      await jest.advanceTimersByTimeAsync(3000 + UPDATE_CHECK_IDLE_DELAY_MS - 1);
      expect(fetchImpl).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(requestIdleCallback).toHaveBeenCalledTimes(1);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    } finally {
      delete (window as Partial<Window>).requestIdleCallback;
    }
  });
});
