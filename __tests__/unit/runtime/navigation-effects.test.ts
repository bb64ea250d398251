/** The navigation effects load on the visitor's intent or on a navigation, never for the first page's update. */
const mockImpl = {
  mountOverlay: jest.fn(),
  showOverlay: jest.fn(),
  hideOverlay: jest.fn(),
  enterPage: jest.fn(),
  leavePage: jest.fn(() => Promise.resolve()),
  focusNewPage: jest.fn(),
  prefetchLinks: jest.fn(() => mockWatchLinks),
};
const mockWatchLinks = jest.fn();
let mockLoads = 0;
jest.mock("../../../src/runtime/navigation-effects-impl", () => {
  mockLoads += 1;
  return mockImpl;
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  jest.resetModules();
  jest.clearAllMocks();
  mockLoads = 0;
});

it("the first page's route update (hide the overlay, enter the page) loads nothing", async () => {
  const { overlay, transition } = await import("../../../src/runtime/navigation-effects");
  overlay.hide();
  transition.enter();
  await flush();
  expect(mockLoads).toBe(0);
  expect(mockImpl.hideOverlay).not.toHaveBeenCalled();
  expect(mockImpl.enterPage).not.toHaveBeenCalled();
});

it("a navigation loads them once, in order: shown, then hidden and entered", async () => {
  const { overlay, transition } = await import("../../../src/runtime/navigation-effects");
  await transition.leave();
  overlay.show();
  overlay.hide();
  transition.enter();
  await flush();
  expect(mockLoads).toBe(1);
  expect(mockImpl.mountOverlay).toHaveBeenCalledTimes(1);
  expect(mockImpl.leavePage).toHaveBeenCalledTimes(1);
  expect(mockImpl.showOverlay.mock.invocationCallOrder[0]).toBeLessThan(
    mockImpl.hideOverlay.mock.invocationCallOrder[0],
  );
  expect(mockImpl.enterPage).toHaveBeenCalledTimes(1);
});

it("the visitor's first key loads them, before any navigation", async () => {
  const { loadOnIntent } = await import("../../../src/runtime/navigation-effects");
  loadOnIntent(window);
  window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
  await flush();
  expect(mockLoads).toBe(1);
  expect(mockImpl.mountOverlay).toHaveBeenCalledTimes(1);
});

it("link prefetching starts with the chunk, and each new page's links are watched from then on", async () => {
  const { loadOnIntent, watchPageLinks } = await import("../../../src/runtime/navigation-effects");
  watchPageLinks(); // the first page's route update: nothing loaded, nothing watched
  await flush();
  expect(mockLoads).toBe(0);
  loadOnIntent(window);
  window.dispatchEvent(new Event("touchstart"));
  await flush();
  expect(mockImpl.prefetchLinks).toHaveBeenCalledTimes(1);
  expect(mockWatchLinks).not.toHaveBeenCalled();
  watchPageLinks();
  expect(mockWatchLinks).toHaveBeenCalledTimes(1);
});
