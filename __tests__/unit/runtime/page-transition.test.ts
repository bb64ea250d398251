import { TRANSITION_MS } from "../../../src/runtime/constants";
import { enterPage, focusNewPage, leavePage, prefersReducedMotion } from "../../../src/runtime/page-transition";

jest.mock("../../../src/runtime/runtime.module.css", () => ({ pageOut: "pageOut", pageIn: "pageIn" }));

const main = () => document.getElementById("main") as HTMLElement;

function setReducedMotion(reduce: boolean | null): void {
  if (reduce === null) delete (window as Partial<Window>).matchMedia;
  else
    window.matchMedia = ((query: string) => ({
      matches: reduce && query.includes("reduce"),
      media: query,
    })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML =
    '<div id="gatsby-focus-wrapper" tabindex="-1"><main id="main" tabindex="-1"><h1 id="page-heading" ' +
    'tabindex="-1">Titolo</h1><a href="/x">x</a></main></div>';
  setReducedMotion(false);
});
afterEach(() => {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
  setReducedMotion(null);
});

describe("page transitions, mode in-out", () => {
  it("fades the old page out over 150 ms before resolving", async () => {
    let done = false;
    void leavePage().then(() => (done = true));
    expect(main().dataset.pageTransition).toBe("out");
    expect(main().classList).toContain("pageOut");
    await jest.advanceTimersByTimeAsync(TRANSITION_MS - 1);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it("then fades the new page in, and leaves no trace", async () => {
    const left = leavePage();
    await jest.advanceTimersByTimeAsync(TRANSITION_MS);
    await left;
    enterPage();
    expect(main().dataset.pageTransition).toBe("in");
    expect(main().classList).not.toContain("pageOut");
    expect(main().classList).toContain("pageIn");
    jest.advanceTimersByTime(TRANSITION_MS);
    expect(main().dataset.pageTransition).toBeUndefined();
    expect(main().className).toBe("");
  });

  it("does nothing on entering a page that was not faded out (first load, back/forward)", () => {
    enterPage();
    expect(main().dataset.pageTransition).toBeUndefined();
    expect(main().className).toBe("");
  });

  it("has no transition at all under prefers-reduced-motion", async () => {
    setReducedMotion(true);
    expect(prefersReducedMotion()).toBe(true);
    await expect(leavePage()).resolves.toBeUndefined();
    expect(main().dataset.pageTransition).toBeUndefined();
    enterPage();
    expect(main().className).toBe("");
  });

  it("counts as motion allowed where matchMedia is missing", () => {
    setReducedMotion(null);
    expect(prefersReducedMotion()).toBe(false);
  });

  it("resolves at once when there is no main region", async () => {
    document.body.innerHTML = "";
    await expect(leavePage()).resolves.toBeUndefined();
    expect(() => enterPage()).not.toThrow();
  });
});

describe("focus after a navigation", () => {
  it("goes to the page heading without scrolling", () => {
    const focus = jest.spyOn(HTMLElement.prototype, "focus");
    focusNewPage();
    expect(document.activeElement?.id).toBe("page-heading");
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    focus.mockRestore();
  });

  it("goes to the main region when the page has no heading", () => {
    document.getElementById("page-heading")?.remove();
    focusNewPage();
    expect(document.activeElement?.id).toBe("main");
  });

  it("follows once when the router then focuses its wrapper", () => {
    focusNewPage();
    (document.getElementById("gatsby-focus-wrapper") as HTMLElement).focus();
    expect(document.activeElement?.id).toBe("page-heading");
    // Only once: later, the wrapper may have focus (e.g. the visitor's own doing).
    (document.getElementById("gatsby-focus-wrapper") as HTMLElement).focus();
    expect(document.activeElement?.id).toBe("gatsby-focus-wrapper");
  });

  it("stops following after a second", () => {
    focusNewPage();
    jest.advanceTimersByTime(1000);
    (document.getElementById("gatsby-focus-wrapper") as HTMLElement).focus();
    expect(document.activeElement?.id).toBe("gatsby-focus-wrapper");
  });
});
