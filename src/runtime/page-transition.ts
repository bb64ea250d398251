/**
 * Page transitions, mode in-out: on a link navigation the main region fades out (TRANSITION_MS) while
 * the next page loads; once it has rendered, the new page fades in. Only opacity changes, so nothing
 * moves (no layout shift); under prefers-reduced-motion there is no transition at all. After every
 * navigation, focus goes to the new page's heading (#page-heading) or else its main region, without
 * scrolling: Gatsby's scroll handling has already gone to the top, or to the saved position on
 * back/forward, while the page was invisible.
 * The state is also in main's data-page-transition attribute ("out", "in"), for tests and debugging.
 */
import { TRANSITION_MS } from "./constants";
import * as styles from "./runtime.module.css";

const main = (): HTMLElement | null => document.getElementById("main");

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

let inTimer: ReturnType<typeof setTimeout> | undefined;

function setPhase(el: HTMLElement, phase: "out" | "in" | null): void {
  el.classList.toggle(styles.pageOut, phase === "out");
  el.classList.toggle(styles.pageIn, phase === "in");
  if (phase) el.dataset.pageTransition = phase;
  else delete el.dataset.pageTransition;
}

/** Fades the current page out; resolves when it is invisible (at once under reduced motion). */
export function leavePage(): Promise<void> {
  const el = main();
  if (!el || prefersReducedMotion()) return Promise.resolve();
  clearTimeout(inTimer);
  setPhase(el, "out");
  return new Promise((resolve) => setTimeout(resolve, TRANSITION_MS));
}

/** Fades the page in if it was faded out (the new page after a navigation, or the old one after a cancel). */
export function enterPage(): void {
  const el = main();
  if (!el || el.dataset.pageTransition !== "out") return;
  setPhase(el, "in");
  clearTimeout(inTimer);
  inTimer = setTimeout(() => setPhase(el, null), TRANSITION_MS);
}

/**
 * Moves focus to the new page's heading, or its main region, leaving the scroll position alone. Reach
 * Router focuses its own wrapper (#gatsby-focus-wrapper) in an effect that may run after this: when it
 * does, focus follows to the heading once.
 */
export function focusNewPage(): void {
  const move = () => (document.getElementById("page-heading") ?? main())?.focus({ preventScroll: true });
  move();
  const wrapper = document.getElementById("gatsby-focus-wrapper");
  if (!wrapper) return;
  wrapper.addEventListener("focus", move, { once: true });
  setTimeout(() => wrapper.removeEventListener("focus", move), 1000);
}
