/**
 * Loading overlay: covers the page while a navigation takes long (OVERLAY_DELAY_MS, decided by the
 * navigation module), fades out over OVERLAY_FADE_MS when it ends. When the navigation can be cancelled,
 * Escape (or the "Annulla" button) cancels it and the visitor stays on the page. Screen readers hear it
 * through a polite live region, and the main region is marked aria-busy meanwhile.
 * Plain DOM outside React's tree, created on first use.
 */
import { OVERLAY_FADE_MS } from "./constants";
import * as styles from "./runtime.module.css";

export const OVERLAY_TEXT = "Caricamento della pagina in corso…";
export const OVERLAY_CANCEL_HINT = "Premete Esc per annullare.";

interface OverlayParts {
  readonly root: HTMLElement;
  readonly status: HTMLElement;
  readonly visual: HTMLElement;
  readonly hint: HTMLElement;
  readonly cancel: HTMLButtonElement;
}

let parts: OverlayParts | null = null;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let onKeyDown: ((event: KeyboardEvent) => void) | null = null;
let onCancel: (() => void) | null = null;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string>,
  text = "",
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  el.textContent = text;
  return el;
}

/** Creates the (hidden) overlay once, so that its live region exists before anything is announced. */
export function mountOverlay(): void {
  if (parts && parts.root.isConnected) return;
  const root = element("div", { "data-loading-overlay": "" });
  const status = element("p", { role: "status", "aria-live": "polite", class: "visually-hidden" });
  const visual = element("div", { class: styles.overlay, hidden: "" });
  const panel = element("div", { class: styles.panel });
  const hint = element("p", {}, OVERLAY_CANCEL_HINT);
  const cancel = element("button", { type: "button", class: "btn btn-secondary" }, "Annulla");
  cancel.addEventListener("click", () => onCancel?.());
  panel.append(
    element("span", { class: styles.spinner, "aria-hidden": "true" }),
    element("p", { "aria-hidden": "true" }, OVERLAY_TEXT),
    hint,
    cancel,
  );
  visual.append(panel);
  root.append(status, visual);
  document.body.append(root);
  parts = { root, status, visual, hint, cancel };
}

export function isOverlayShown(): boolean {
  return Boolean(parts && !parts.visual.hidden && !parts.visual.classList.contains(styles.leaving));
}

/** Shows the overlay; with `cancel`, Escape and the button call it. */
export function showOverlay(cancel?: () => void): void {
  mountOverlay();
  const p = parts as OverlayParts;
  clearTimeout(hideTimer);
  detachKeys();
  onCancel = cancel ?? null;
  p.hint.hidden = !cancel;
  p.cancel.hidden = !cancel;
  p.visual.classList.remove(styles.leaving);
  p.visual.hidden = false;
  p.status.textContent = cancel ? `${OVERLAY_TEXT} ${OVERLAY_CANCEL_HINT}` : OVERLAY_TEXT;
  document.getElementById("main")?.setAttribute("aria-busy", "true");
  if (cancel) {
    onKeyDown = (event) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      cancel();
    };
    document.addEventListener("keydown", onKeyDown);
  }
}

function detachKeys(): void {
  if (onKeyDown) document.removeEventListener("keydown", onKeyDown);
  onKeyDown = null;
}

/** Fades the overlay out (OVERLAY_FADE_MS), then hides it. Does nothing when it is not shown. */
export function hideOverlay(): void {
  document.getElementById("main")?.removeAttribute("aria-busy");
  if (!parts || !isOverlayShown()) return;
  const p = parts;
  detachKeys();
  onCancel = null;
  p.status.textContent = "";
  p.visual.classList.add(styles.leaving);
  hideTimer = setTimeout(() => {
    p.visual.hidden = true;
    p.visual.classList.remove(styles.leaving);
  }, OVERLAY_FADE_MS);
}
