/**
 * What a navigation shows (the loading overlay, loading-overlay.ts, and the page transition, page-transition.ts),
 * and what prepares one (link prefetching, link-prefetch.ts), loaded at the visitor's first sign of moving on: a
 * pointer over the page, a touch, a key or a focus (their chunk, "onuse-navigation", is not part of the page's
 * start-up script). Until then nothing needs them; a navigation that comes first (the browser's back button) loads
 * them itself. The calls keep their order: each waits for the same module.
 */
type Effects = typeof import("./navigation-effects-impl");

let loading: Promise<Effects> | null = null;
let watchLinks: (() => void) | null = null;

export function loadEffects(): Promise<Effects> {
  loading ??= import(/* webpackChunkName: "onuse-navigation" */ "./navigation-effects-impl").then((effects) => {
    // The overlay's live region exists before anything is announced in it.
    effects.mountOverlay();
    watchLinks = effects.prefetchLinks();
    return effects;
  });
  return loading;
}

/** A new page has rendered (Gatsby's onRouteUpdate): its links are prefetched too, once prefetching has started. */
export const watchPageLinks = (): void => watchLinks?.();

const INTENT = ["pointerover", "touchstart", "keydown", "focusin"] as const;

const failed = (error: unknown) => console.error("[runtime] Effetti della navigazione non caricati", error);

/** Loads the effects at the first sign of interaction. */
export function loadOnIntent(win: Window = window): void {
  const go = () => {
    for (const type of INTENT) win.removeEventListener(type, go, true);
    loadEffects().catch(failed);
  };
  for (const type of INTENT) win.addEventListener(type, go, { capture: true, passive: true });
}

const run = (call: (effects: Effects) => void) => void loadEffects().then(call).catch(failed);

/** Undoing what was never shown (the first page's route update, before any effect loaded) loads nothing. */
const ifLoaded = (call: (effects: Effects) => void) => {
  if (loading) run(call);
};

export const overlay = {
  show: (cancel?: () => void) => run((e) => e.showOverlay(cancel)),
  hide: () => ifLoaded((e) => e.hideOverlay()),
};

export const transition = {
  // A page that cannot fade (the effects failed to load) simply changes.
  leave: (): Promise<void> =>
    loadEffects()
      .then((e) => e.leavePage())
      .catch(() => undefined),
  enter: () => ifLoaded((e) => e.enterPage()),
};

export const focusNewPage = (): void => run((e) => e.focusNewPage());

/** For tests. */
export function resetNavigationEffects(): void {
  loading = null;
  watchLinks = null;
}
