/**
 * A part of the page that hydrates in a task of its own. The browser runs Preact (src/gatsby/webpack.ts), which
 * hydrates a tree in one pass: without regions, the whole first page would hydrate in one long task that blocks a
 * phone's main thread (Lighthouse's Total Blocking Time). While the first page hydrates
 * (staggerRegions, called by src/runtime/hydrate.ts), each region waits (suspends) for a turn of its own, one task
 * after the other in the order they render; a region keeps its prerendered HTML while it waits. A region inside
 * another waits for a later turn once the outer one hydrates, so the page hydrates in slices: the shell, the parts of
 * the header, the page, then each of its sections (src/components/ui/Section.tsx). React (`gatsby develop`, unit
 * tests) does the same with its own Suspense boundaries.
 *
 * The first input (a pointer over the page, a tap, a key, a focus) hydrates every waiting region at once, before the
 * browser handles the click or the key that follows: no tap is lost on a part still waiting. A navigation does the
 * same first (src/runtime/browser-hooks.ts); after it, regions render at once.
 *
 * Preact keeps the markup of a component that waits during hydration only for one element: the region's child must
 * be one element (a <section>, the <header>), or `wrap` puts a layout-less <div> around several. The production
 * build's HTML has no Suspense markers (src/gatsby/suspense-markers.ts): with React's, Preact moved the element that
 * follows a waiting region to the other side of the region's closing marker.
 */
import React, { Suspense, useId } from "react";
import { hasStarted } from "../on-view";

let staggering = false;
let root: HTMLElement | undefined;
/** Regions whose turn has come (by useId, the same in every render of the first page). */
const hydrated = new Set<string>();
const turns = new Map<string, Promise<void>>();
const waiting: Array<() => void> = [];
let timer: ReturnType<typeof setTimeout> | number | undefined;
/** Passed with each turn's timer, so that a browser test can hold the turns (e2e/regions.spec.ts). */
export const TURN = "region-turn";

/**
 * One region's turn per task. The regions inside it register while it hydrates (in this task's microtasks), so the
 * queue is looked at again in the next task; once it is empty, the first page has hydrated and regions stop waiting.
 */
function nextTurn(): void {
  const next = waiting.shift();
  if (!next) {
    timer = undefined;
    finish();
    return;
  }
  next();
  timer = setTimeout(nextTurn, 0, TURN);
}

function turnOf(id: string): Promise<void> {
  let turn = turns.get(id);
  if (!turn) {
    turn = new Promise<void>((resolve) => waiting.push(resolve)).then(() => void hydrated.add(id));
    turns.set(id, turn);
    timer ??= setTimeout(nextTurn, 0, TURN);
  }
  return turn;
}

/** What waits for the first page to have hydrated whole (afterRegions). */
const afterwards: Array<() => void> = [];

/** No region waits any more: <html data-regions="hydrated">, readable by tests and when debugging. */
function finish(): void {
  staggering = false;
  if (root) root.dataset.regions = "hydrated";
  // In a task of its own: the regions whose turn has just come hydrate in this task's microtasks.
  if (afterwards.length > 0) setTimeout(() => afterwards.splice(0).forEach((run) => run()), 0);
}

/**
 * Runs `run` once no region waits (at once when none does), and returns what cancels it. A state change that would
 * change what a waiting region shows must wait for it: Preact would hydrate the region's prerendered markup with the
 * new content and correct its text but not its attributes (links, names). The comparison applies the address's
 * choice this way (src/templates/compare.tsx).
 */
export function afterRegions(run: () => void): () => void {
  if (!staggering) {
    run();
    return () => undefined;
  }
  afterwards.push(run);
  return () => {
    const at = afterwards.indexOf(run);
    if (at >= 0) afterwards.splice(at, 1);
  };
}

/** Every waiting region's turn comes now (they hydrate in this task's microtasks). */
export function hydrateAllRegions(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  for (const resolve of waiting.splice(0)) resolve();
  if (staggering) finish();
}

/** A pointer over the page, a tap, a key, a focus: the events whose handlers must find the page hydrated. */
const INPUTS = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin"] as const;

/** From now until the visitor's first input, regions hydrate one per task. */
export function staggerRegions(doc: Document = document): void {
  staggering = true;
  root = doc.documentElement;
  const onInput = () => {
    for (const type of INPUTS) doc.removeEventListener(type, onInput, true);
    hydrateAllRegions();
  };
  for (const type of INPUTS) doc.addEventListener(type, onInput, { capture: true, passive: true });
}

function Turn({ children }: { children: React.ReactNode }) {
  const id = useId();
  if (staggering && !hasStarted() && !hydrated.has(id)) throw turnOf(id);
  return <>{children}</>;
}

export function Region({ children, wrap = false }: { children: React.ReactNode; wrap?: boolean }) {
  return (
    <Suspense fallback={null}>
      <Turn>{wrap ? <div style={{ display: "contents" }}>{children}</div> : children}</Turn>
    </Suspense>
  );
}

/** For tests. */
export function resetRegions(): void {
  staggering = false;
  if (root) delete root.dataset.regions;
  root = undefined;
  hydrated.clear();
  turns.clear();
  afterwards.splice(0);
  waiting.splice(0);
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}
