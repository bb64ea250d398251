import {
  claimReload,
  handleLoadFailure,
  isChunkLoadError,
  isLoadFailure,
  loadFromServer,
} from "../../../src/runtime/chunk-reload";
import { RELOAD_GUARD_KEY, RELOAD_GUARD_MS } from "../../../src/runtime/constants";

/** A sessionStorage stand-in. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

const chunkError = () =>
  Object.assign(new Error("Loading chunk component---src-templates-page-tsx failed.\n(error: http://x/c.js)"), {
    name: "ChunkLoadError",
  });

describe("recognising a failed load", () => {
  it("knows webpack's chunk errors, by name or message, JS or CSS", () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error("Loading chunk 551 failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Loading CSS chunk 42 failed.\n(/x.css)"))).toBe(true);
    expect(isChunkLoadError(new TypeError("x is undefined"))).toBe(false);
    expect(isChunkLoadError("Loading chunk 1 failed.")).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it("also counts Gatsby's 'page resources not found' (the first page's data failed)", () => {
    expect(isLoadFailure(new Error("page resources for /contatti not found. Not rendering React"))).toBe(true);
    expect(isLoadFailure(chunkError())).toBe(true);
    expect(isLoadFailure(new Error("something else"))).toBe(false);
    expect(isLoadFailure(undefined)).toBe(false);
  });
});

describe("the reload guard", () => {
  it("allows one reload per path in 10 seconds, remembered in storage", () => {
    const storage = memoryStorage();
    expect(claimReload("/contatti", 1_000, storage)).toBe(true);
    expect(JSON.parse(storage.data.get(RELOAD_GUARD_KEY) ?? "{}")).toEqual({ "/contatti": 1_000 });
    expect(claimReload("/contatti", 1_000 + RELOAD_GUARD_MS - 1, storage)).toBe(false);
    expect(claimReload("/blog", 2_000, storage)).toBe(true); // another path has its own reload
    expect(claimReload("/contatti", 1_000 + RELOAD_GUARD_MS, storage)).toBe(true);
  });

  it("forgets paths whose window has passed", () => {
    const storage = memoryStorage();
    claimReload("/a", 0, storage);
    claimReload("/b", RELOAD_GUARD_MS + 5, storage);
    expect(Object.keys(JSON.parse(storage.data.get(RELOAD_GUARD_KEY) ?? "{}"))).toEqual(["/b"]);
  });

  it("never reloads when nothing can be remembered (no loop is possible)", () => {
    expect(claimReload("/contatti", 0, null)).toBe(false);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(claimReload("/contatti", 0, full)).toBe(false);
  });

  it("treats a damaged entry as none", () => {
    expect(claimReload("/contatti", 0, memoryStorage({ [RELOAD_GUARD_KEY]: "{oops" }))).toBe(true);
    expect(claimReload("/contatti", 0, memoryStorage({ [RELOAD_GUARD_KEY]: "12" }))).toBe(true);
  });

  it("allows the reload when the clock went back past the last one", () => {
    const storage = memoryStorage({ [RELOAD_GUARD_KEY]: JSON.stringify({ "/contatti": 50_000 }) });
    expect(claimReload("/contatti", 10_000, storage)).toBe(true);
  });

  it("uses sessionStorage by default", () => {
    window.sessionStorage.clear();
    expect(claimReload("/x", 0)).toBe(true);
    expect(claimReload("/x", 1)).toBe(false);
    expect(window.sessionStorage.getItem(RELOAD_GUARD_KEY)).toContain('"/x"');
  });
});

describe("handling a failure", () => {
  it("reloads the target when the guard allows, by its path", () => {
    const reload = jest.fn();
    const showError = jest.fn();
    const claim = jest.fn(() => true);
    expect(handleLoadFailure("/contatti?x=1#form", { reload, showError, claim })).toBe("reloaded");
    expect(claim).toHaveBeenCalledWith("/contatti");
    expect(reload).toHaveBeenCalledWith("/contatti?x=1#form");
    expect(showError).not.toHaveBeenCalled();
  });

  it("shows the error page when the guard holds the reload back", () => {
    const reload = jest.fn();
    const showError = jest.fn();
    expect(handleLoadFailure("/contatti", { reload, showError, claim: () => false })).toBe("error-page");
    expect(reload).not.toHaveBeenCalled();
    expect(showError).toHaveBeenCalledWith("/contatti");
  });

  it("a full load of another address; a reload of the current one", () => {
    const location = { pathname: "/", search: "", assign: jest.fn(), reload: jest.fn() };
    loadFromServer("/contatti", location);
    expect(location.assign).toHaveBeenCalledWith("/contatti");
    loadFromServer("/#top", location);
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(location.assign).toHaveBeenCalledTimes(1);
  });
});
