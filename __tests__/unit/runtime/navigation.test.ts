import { FIRST_RENDER_WAIT_MS, OVERLAY_DELAY_MS, TRANSITION_MS } from "../../../src/runtime/constants";
import type { LoadPageResult } from "../../../src/runtime/gatsby-internals";
import { createNavigation, type NavigationDeps } from "../../../src/runtime/navigation";

/** A promise settled by the test. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function setup(overrides: Partial<NavigationDeps> = {}) {
  const loads = new Map<string, ReturnType<typeof deferred<LoadPageResult | undefined>>>();
  const deps = {
    original: jest.fn(),
    loadPage: jest.fn((path: string) => {
      const d = deferred<LoadPageResult | undefined>();
      loads.set(path, d);
      return d.promise;
    }),
    updateAvailable: jest.fn(() => false),
    onLoadFailure: jest.fn(),
    overlay: { show: jest.fn(), hide: jest.fn() },
    transition: {
      leave: jest.fn(() => new Promise<void>((resolve) => setTimeout(resolve, TRANSITION_MS))),
      enter: jest.fn(),
    },
    location: { pathname: "/", search: "", assign: jest.fn(), reload: jest.fn() },
    firstRender: Promise.resolve(),
    hydrateRest: jest.fn(() => Promise.resolve()),
    ...overrides,
  };
  return {
    deps,
    loads,
    nav: createNavigation(deps),
    load: (path: string) => loads.get(path) as ReturnType<typeof deferred<LoadPageResult | undefined>>,
  };
}

const OK: LoadPageResult = { status: "success" };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("a link navigation", () => {
  it("fades out while loading, then lets Gatsby render the page", async () => {
    const { deps, nav, load } = setup();
    nav.navigate("/contatti?x=1#form", { state: { a: 1 } });
    expect(deps.loadPage).toHaveBeenCalledWith("/contatti?x=1");
    expect(deps.transition.leave).toHaveBeenCalled();
    load("/contatti?x=1").resolve(OK);
    await jest.advanceTimersByTimeAsync(TRANSITION_MS - 1);
    expect(deps.original).not.toHaveBeenCalled(); // the old page is still fading out
    await jest.advanceTimersByTimeAsync(1);
    expect(deps.original).toHaveBeenCalledWith("/contatti?x=1#form", { state: { a: 1 } });
    expect(deps.overlay.show).not.toHaveBeenCalled();
  });

  it("shows the overlay when loading takes longer than the delay; the route update hides it", async () => {
    const { deps, nav, load } = setup();
    nav.navigate("/contatti");
    await jest.advanceTimersByTimeAsync(OVERLAY_DELAY_MS - 1);
    expect(deps.overlay.show).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(deps.overlay.show).toHaveBeenCalledWith(expect.any(Function));
    load("/contatti").resolve(OK);
    await jest.advanceTimersByTimeAsync(0);
    expect(deps.original).toHaveBeenCalled();
    deps.location.pathname = "/contatti";
    nav.onRouteUpdate();
    expect(deps.overlay.hide).toHaveBeenCalled();
    expect(deps.transition.enter).toHaveBeenCalled();
  });

  it("cancelled from the overlay: the visitor stays, even when the page arrives later", async () => {
    const { deps, nav, load } = setup();
    nav.navigate("/contatti");
    await jest.advanceTimersByTimeAsync(OVERLAY_DELAY_MS);
    const cancel = (deps.overlay.show as jest.Mock).mock.calls[0][0] as () => void;
    cancel();
    expect(deps.overlay.hide).toHaveBeenCalled();
    expect(deps.transition.enter).toHaveBeenCalled(); // the old page fades back in
    load("/contatti").resolve(OK);
    await jest.advanceTimersByTimeAsync(1000);
    expect(deps.original).not.toHaveBeenCalled();
    cancel(); // a second Escape changes nothing
    expect(deps.overlay.hide).toHaveBeenCalledTimes(1);
  });

  it("a failed load goes to the reload guard, not to Gatsby", async () => {
    const { deps, nav, load } = setup();
    nav.navigate("/contatti#form");
    load("/contatti").resolve({ status: "error", error: new Error("Loading chunk 1 failed.") });
    await jest.advanceTimersByTimeAsync(TRANSITION_MS);
    expect(deps.onLoadFailure).toHaveBeenCalledWith("/contatti#form");
    expect(deps.original).not.toHaveBeenCalled();
    expect(deps.transition.enter).toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(OVERLAY_DELAY_MS);
    expect(deps.overlay.show).not.toHaveBeenCalled();
  });

  it.each([
    ["resolves with nothing", (d: ReturnType<typeof deferred<LoadPageResult | undefined>>) => d.resolve(undefined)],
    ["rejects", (d: ReturnType<typeof deferred<LoadPageResult | undefined>>) => d.reject(new Error("no chunk"))],
  ])("a load that %s is a failure too", async (_name, settle) => {
    const { deps, nav, load } = setup();
    nav.navigate("/blog");
    settle(load("/blog"));
    await jest.advanceTimersByTimeAsync(TRANSITION_MS);
    expect(deps.onLoadFailure).toHaveBeenCalledWith("/blog");
    expect(deps.original).not.toHaveBeenCalled();
  });

  it("a second click supersedes the first", async () => {
    const { deps, nav, load } = setup();
    nav.navigate("/contatti");
    nav.navigate("/blog");
    load("/contatti").resolve(OK);
    load("/blog").resolve(OK);
    await jest.advanceTimersByTimeAsync(TRANSITION_MS);
    expect(deps.original).toHaveBeenCalledTimes(1);
    expect(deps.original).toHaveBeenCalledWith("/blog", undefined);
  });

  it("after a new build is deployed, it is a full page load", () => {
    const { deps, nav } = setup({ updateAvailable: () => true });
    nav.navigate("/contatti");
    expect(deps.location.assign).toHaveBeenCalledWith("/contatti");
    expect(deps.loadPage).not.toHaveBeenCalled();
    expect(deps.original).not.toHaveBeenCalled();
  });

  it("an anchor of the same page, or a history step, goes straight to Gatsby", () => {
    const { deps, nav } = setup();
    nav.navigate("/#contatti");
    nav.navigate(-1);
    expect(deps.original).toHaveBeenNthCalledWith(1, "/#contatti", undefined);
    expect(deps.original).toHaveBeenNthCalledWith(2, -1, undefined);
    expect(deps.loadPage).not.toHaveBeenCalled();
    expect(deps.transition.leave).not.toHaveBeenCalled();
  });

  it("a link to the address on screen replaces it rather than adding a history step", () => {
    const { deps, nav } = setup({
      location: { pathname: "/blog", search: "?p=2", assign: jest.fn(), reload: jest.fn() },
    });
    nav.navigate("/blog?p=2");
    nav.navigate("/blog?p=3");
    nav.navigate("/blog?p=2#fine");
    nav.navigate("/blog?p=2", { replace: false });
    expect(deps.original).toHaveBeenNthCalledWith(1, "/blog?p=2", { replace: true });
    expect(deps.original).toHaveBeenNthCalledWith(2, "/blog?p=3", undefined);
    expect(deps.original).toHaveBeenNthCalledWith(3, "/blog?p=2#fine", undefined);
    expect(deps.original).toHaveBeenNthCalledWith(4, "/blog?p=2", { replace: false });
    expect(deps.loadPage).not.toHaveBeenCalled();
  });
});

describe("back and forward", () => {
  it("show the overlay without a way to cancel when slow; the route update clears it", async () => {
    const { deps, nav } = setup();
    deps.location.pathname = "/blog";
    nav.onPopState();
    await jest.advanceTimersByTimeAsync(OVERLAY_DELAY_MS);
    expect(deps.overlay.show).toHaveBeenCalledWith();
    nav.onRouteUpdate();
    expect(deps.overlay.hide).toHaveBeenCalled();
  });

  it("show nothing when the page renders in time", async () => {
    const { deps, nav } = setup();
    deps.location.pathname = "/blog";
    nav.onPopState();
    nav.onRouteUpdate();
    await jest.advanceTimersByTimeAsync(OVERLAY_DELAY_MS * 2);
    expect(deps.overlay.show).not.toHaveBeenCalled();
  });

  it("reload the page after a new build is deployed", () => {
    const { deps, nav } = setup({ updateAvailable: () => true });
    deps.location.pathname = "/blog";
    nav.onPopState();
    expect(deps.location.reload).toHaveBeenCalled();
  });

  it("within the same page (an anchor) do nothing", async () => {
    const { deps, nav } = setup({ updateAvailable: () => true });
    nav.onPopState();
    await jest.advanceTimersByTimeAsync(OVERLAY_DELAY_MS);
    expect(deps.location.reload).not.toHaveBeenCalled();
    expect(deps.overlay.show).not.toHaveBeenCalled();
  });
});

describe("a link clicked while the first page still hydrates", () => {
  // Gatsby's router listens for address changes only once the app has rendered: an address changed before would
  // stay changed, with the old page on screen.
  it("waits for the app's first render before Gatsby changes the address", async () => {
    const first = deferred<void>();
    const { deps, nav, load } = setup({ firstRender: first.promise });
    nav.navigate("/contatti");
    load("/contatti").resolve(OK);
    await jest.advanceTimersByTimeAsync(TRANSITION_MS);
    expect(deps.original).not.toHaveBeenCalled();
    first.resolve();
    await jest.advanceTimersByTimeAsync(0);
    expect(deps.original).toHaveBeenCalledWith("/contatti", undefined);
    // From then on, nothing waits.
    nav.navigate("/blog");
    load("/blog").resolve(OK);
    await jest.advanceTimersByTimeAsync(TRANSITION_MS);
    expect(deps.original).toHaveBeenLastCalledWith("/blog", undefined);
  });

  it("loads the page in full when the app has not rendered in time", async () => {
    const { deps, nav, load } = setup({ firstRender: new Promise(() => undefined) });
    nav.navigate("/contatti");
    load("/contatti").resolve(OK);
    await jest.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MS - 1);
    expect(deps.location.assign).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(deps.location.assign).toHaveBeenCalledWith("/contatti");
    expect(deps.original).not.toHaveBeenCalled();
  });
});

describe("what still waits to hydrate on the page on screen", () => {
  /** A link navigation whose page has loaded and faded out, while the rest of the page on screen hydrates. */
  async function loadedWhileHydrating() {
    const rest = deferred<void>();
    const started = setup({ hydrateRest: jest.fn(() => rest.promise) });
    started.nav.navigate("/contatti");
    started.load("/contatti").resolve(OK);
    await jest.advanceTimersByTimeAsync(TRANSITION_MS);
    return { ...started, rest };
  }

  it("hydrates before Gatsby renders the new page of a link", async () => {
    const { deps, rest } = await loadedWhileHydrating();
    expect(deps.hydrateRest).toHaveBeenCalledTimes(1);
    expect(deps.original).not.toHaveBeenCalled();
    rest.resolve();
    await jest.advanceTimersByTimeAsync(0);
    expect(deps.original).toHaveBeenCalledWith("/contatti", undefined);
  });

  it("a navigation cancelled meanwhile is not rendered", async () => {
    const { deps, nav, rest } = await loadedWhileHydrating();
    nav.navigate("/blog"); // the visitor chose another link
    rest.resolve();
    await jest.advanceTimersByTimeAsync(0);
    expect(deps.original).not.toHaveBeenCalledWith("/contatti", undefined);
  });

  it("hydrates at once when the visitor goes back to another page, not for an anchor of the same one", () => {
    const location = { pathname: "/blog", search: "", assign: jest.fn(), reload: jest.fn() };
    const { deps, nav } = setup({ location });
    nav.onPopState();
    expect(deps.hydrateRest).not.toHaveBeenCalled();
    location.pathname = "/";
    nav.onPopState();
    expect(deps.hydrateRest).toHaveBeenCalledTimes(1);
  });
});

describe("back to the page on screen while a link navigation is on its way", () => {
  // Gatsby has changed the address (the new page loaded) but not rendered the new page yet; back then brings
  // the same page again, and Gatsby sends no route update.
  it("fades the page back in and hides the overlay", async () => {
    const location = { pathname: "/macchinari", search: "", assign: jest.fn(), reload: jest.fn() };
    const { deps, nav, load } = setup({ location });
    nav.navigate("/calcolo-rientro?macchinario=laser");
    await jest.advanceTimersByTimeAsync(OVERLAY_DELAY_MS);
    expect(deps.overlay.show).toHaveBeenCalledTimes(1);
    load("/calcolo-rientro?macchinario=laser").resolve(OK);
    await jest.advanceTimersByTimeAsync(TRANSITION_MS);
    expect(deps.original).toHaveBeenCalledWith("/calcolo-rientro?macchinario=laser", undefined);
    // Gatsby pushed "/calcolo-rientro"; the visitor goes back before it renders.
    location.pathname = "/macchinari";
    nav.onPopState();
    expect(deps.overlay.hide).toHaveBeenCalledTimes(1);
    expect(deps.transition.enter).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(OVERLAY_DELAY_MS * 2);
    expect(deps.overlay.show).toHaveBeenCalledTimes(1);
  });

  it("drops a navigation still loading, as Escape would", async () => {
    const { deps, nav, load } = setup();
    nav.navigate("/blog");
    nav.onPopState(); // the address is still "/": e.g. the visitor went forward and back again
    expect(deps.overlay.hide).toHaveBeenCalledTimes(1);
    expect(deps.transition.enter).toHaveBeenCalledTimes(1);
    load("/blog").resolve(OK);
    await jest.advanceTimersByTimeAsync(TRANSITION_MS + OVERLAY_DELAY_MS);
    expect(deps.original).not.toHaveBeenCalled();
    expect(deps.overlay.show).not.toHaveBeenCalled();
  });

  it("does nothing when no navigation is on its way", () => {
    const { deps, nav } = setup();
    nav.onPopState();
    expect(deps.overlay.hide).not.toHaveBeenCalled();
    expect(deps.transition.enter).not.toHaveBeenCalled();
  });
});
