import { OVERLAY_FADE_MS } from "../../../src/runtime/constants";
import { hideOverlay, isOverlayShown, OVERLAY_TEXT, showOverlay } from "../../../src/runtime/loading-overlay";

const root = () => document.querySelector("[data-loading-overlay]") as HTMLElement;
const visual = () => root().children[1] as HTMLElement;
const status = () => root().querySelector('[role="status"]') as HTMLElement;
const cancelButton = () =>
  Array.from(root().querySelectorAll("button")).find((b) => b.textContent === "Annulla") as HTMLButtonElement;
const escape = () =>
  document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '<main id="main"></main>';
});
afterEach(() => {
  hideOverlay();
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

describe("the loading overlay", () => {
  it("shows, announces itself in a polite live region and marks the main region busy", () => {
    showOverlay(() => {});
    expect(isOverlayShown()).toBe(true);
    expect(visual().hidden).toBe(false);
    expect(status()).toHaveAttribute("aria-live", "polite");
    expect(status()).toHaveTextContent(`${OVERLAY_TEXT} Premete Esc per annullare.`);
    expect(document.getElementById("main")).toHaveAttribute("aria-busy", "true");
  });

  it("cancellable: Escape and the button call the cancel function", () => {
    const cancel = jest.fn();
    showOverlay(cancel);
    expect(cancelButton().hidden).toBe(false);
    const event = new KeyboardEvent("keydown", { key: "Escape", cancelable: true });
    document.dispatchEvent(event);
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    cancelButton().click();
    expect(cancel).toHaveBeenCalledTimes(2);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
    expect(cancel).toHaveBeenCalledTimes(2);
  });

  it("not cancellable: no hint, no button, Escape does nothing", () => {
    showOverlay();
    expect(status()).toHaveTextContent(OVERLAY_TEXT);
    expect(status().textContent).not.toContain("Esc");
    expect(cancelButton().hidden).toBe(true);
    const event = new KeyboardEvent("keydown", { key: "Escape", cancelable: true });
    document.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(isOverlayShown()).toBe(true);
  });

  it("hides after a 150 ms fade, and stops listening for Escape", () => {
    const cancel = jest.fn();
    showOverlay(cancel);
    hideOverlay();
    expect(isOverlayShown()).toBe(false);
    expect(status()).toHaveTextContent("");
    expect(document.getElementById("main")).not.toHaveAttribute("aria-busy");
    expect(visual().hidden).toBe(false); // fading
    jest.advanceTimersByTime(OVERLAY_FADE_MS - 1);
    expect(visual().hidden).toBe(false);
    jest.advanceTimersByTime(1);
    expect(visual().hidden).toBe(true);
    escape();
    expect(cancel).not.toHaveBeenCalled();
  });

  it("shown again while fading, it stays; hiding twice is harmless; one element only", () => {
    showOverlay();
    hideOverlay();
    showOverlay();
    jest.advanceTimersByTime(OVERLAY_FADE_MS * 2);
    expect(isOverlayShown()).toBe(true);
    expect(visual().hidden).toBe(false);
    hideOverlay();
    hideOverlay();
    expect(document.querySelectorAll("[data-loading-overlay]")).toHaveLength(1);
  });

  it("a new show replaces the previous cancel function", () => {
    const first = jest.fn();
    const second = jest.fn();
    showOverlay(first);
    showOverlay(second);
    escape();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
