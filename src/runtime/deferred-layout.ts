/**
 * Deferred layout of the first page's parts. While the first page starts, the main sections, the footer and the items
 * of long lists that can reach the first screen (cards, the compared machines) are laid out only when they come near
 * the screen (`content-visibility: auto`, src/styles/global.css): the browser's layout
 * of a whole page just after its first paint was the longest task left at start-up (a phone would not answer a tap
 * during it; docs/PERFORMANCE.md). Once the page is idle, this lays them out one at a time, one per idle period, so
 * that no task grows long; then the page is whole again (`<html data-laid-out>`): its height is its real one before
 * the visitor can leave it, so the position that going back restores is the real one, and every part has its real
 * size for find-in-page and assistive technologies.
 *
 * Everything is laid out at once (the same attribute on <html>) when the visitor navigates to another page and, by
 * the head's inline script (src/gatsby/deferred-layout-script.ts), as soon as the page moves: before the first paint
 * of a reload or of a page reached by going back or forward, where the browser restores a scroll position that must
 * fall on real heights, and at the first scroll of any kind, before the frame that shows it. A page whose address
 * points to one of its elements (`:target`: an address with an anchor, a link to an anchor followed) is not deferred
 * at all (src/styles/global.css), so the browser seeks the anchor on real heights. So a part is never laid out above
 * the screen while the visitor reads: its height would change from its stand-in to its real one and move the text,
 * which Chromium's scroll anchoring does not hold (measured: docs/PERFORMANCE.md, "Deferred layout of the first
 * page"). The page is partly laid out only while it has not moved.
 */
import { whenIdle, type IdleScheduler } from "./idle";

/** On <html>: the whole page is laid out. On a deferred part: that part is. */
export const LAID_OUT = "data-laid-out";

/** The parts whose layout waits: the selector of src/styles/global.css, without the attribute conditions. */
export const DEFERRED_PARTS = "main .section, [data-defer-layout]";

/** Lays out every deferred part now (the visitor navigates, or there is nothing left to defer). */
export function layOutAll(doc: Document = document): void {
  doc.documentElement.setAttribute(LAID_OUT, "");
}

/** Lays the deferred parts out one per idle period, in page order, then marks the page whole. */
export function layOutWhenIdle(doc: Document = document, idle: IdleScheduler = whenIdle): void {
  const root = doc.documentElement;
  if (root.hasAttribute(LAID_OUT)) return;
  const parts = Array.from(doc.querySelectorAll<HTMLElement>(DEFERRED_PARTS));
  let next = 0;
  const step = () => {
    if (root.hasAttribute(LAID_OUT)) return;
    const part = parts[next];
    next += 1;
    if (!part) return layOutAll(doc);
    part.setAttribute(LAID_OUT, "");
    return idle(step);
  };
  idle(step);
}
