/**
 * Client-side navigation, wrapped around Gatsby's own (window.___navigate, which navigate() calls, and through it
 * gatsby-plugin-catch-links for every click on a link of the site):
 * - after a new build is deployed (build-update.ts), the navigation is a full page load;
 * - otherwise the old page fades out (page-transition.ts) while the new page's data and chunk load;
 *   if that takes longer than OVERLAY_DELAY_MS the loading overlay appears, and Escape cancels: the
 *   visitor stays where they were;
 * - a failed load goes to the chunk-reload guard (chunk-reload.ts);
 * - once loaded, Gatsby's navigate renders the page from its cache; a link clicked while the first page still
 *   hydrates waits for the app's first render, since Gatsby's router only listens for address changes from then on
 *   (an address changed before it would stay changed, with the old page on screen), and after FIRST_RENDER_WAIT_MS
 *   without one the page is loaded in full; and every part of the page on screen still waiting to hydrate (a region's
 *   turn, a part below the screen) hydrates first: Preact leaves the prerendered markup of a part unmounted while it
 *   waits in the document, beside the new page.
 * Back/forward (popstate) cannot be cancelled, since the address has already changed: it gets the
 * overlay without the Escape hint, and a full load after a deploy. A back that returns to the page on screen
 * while a navigation is on its way (the address has changed, the new page has not rendered yet) undoes what
 * the navigation showed: Gatsby then renders the same page again, and no route update will come to do it.
 */
import { FIRST_RENDER_WAIT_MS, OVERLAY_DELAY_MS } from "./constants";
import { LOAD_ERROR, splitPath, type LoadPageResult, type NavigateFn } from "./gatsby-internals";

export interface NavigationDeps {
  readonly original: NavigateFn;
  readonly loadPage: (path: string) => Promise<LoadPageResult | undefined>;
  readonly updateAvailable: () => boolean;
  readonly onLoadFailure: (target: string) => void;
  readonly overlay: { show(cancel?: () => void): void; hide(): void };
  readonly transition: { leave(): Promise<void>; enter(): void };
  readonly location: Pick<Location, "pathname" | "search" | "assign" | "reload">;
  /** Settles when the app has rendered for the first time (Gatsby's onInitialClientRender). */
  readonly firstRender: Promise<unknown>;
  /** Hydrates whatever of the page on screen still waits, and settles once it has rendered. */
  readonly hydrateRest: () => Promise<void>;
}

export interface Navigation {
  readonly navigate: NavigateFn;
  /** Back/forward: the address has changed already. */
  readonly onPopState: () => void;
  /** The new page has rendered (Gatsby's onRouteUpdate). */
  readonly onRouteUpdate: () => void;
}

export function createNavigation(deps: NavigationDeps): Navigation {
  // The path of the page on screen: back/forward within it (an anchor) is not a navigation to another page.
  let shownPath = deps.location.pathname;
  let current: { cancelled: boolean; timer?: ReturnType<typeof setTimeout> } | null = null;
  // From a link navigation's start to the next route update: the page on screen is fading out, maybe under the overlay.
  let away = false;
  let rendered = false;
  void deps.firstRender.then(() => (rendered = true));
  // True once the app has rendered; false if it has not within FIRST_RENDER_WAIT_MS.
  const appRendered = (): Promise<boolean> | boolean =>
    rendered ||
    Promise.race([
      deps.firstRender.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), FIRST_RENDER_WAIT_MS)),
    ]);

  const settle = () => {
    if (current) clearTimeout(current.timer);
    current = null;
  };

  const show = () => {
    settle();
    away = false;
    deps.overlay.hide();
    deps.transition.enter();
  };
  // The visitor stays on the page on screen: what is on its way is dropped.
  const comeBack = () => {
    if (current) current.cancelled = true;
    show();
  };

  const navigate: NavigateFn = (to, options) => {
    if (typeof to !== "string") return deps.original(to, options);
    if (deps.updateAvailable()) {
      deps.location.assign(to);
      return;
    }
    const { pathname, search, hash } = splitPath(to);
    // Same page (an anchor, new state): nothing to load, nothing to fade. A link to the very address on screen replaces
    // it, as the browser and Gatsby's Link do, instead of adding a step to go back through.
    if (pathname === deps.location.pathname) {
      const sameAddress = !hash && search === deps.location.search && typeof options?.replace !== "boolean";
      return deps.original(to, sameAddress ? { ...options, replace: true } : options);
    }

    if (current) current.cancelled = true;
    settle();
    const attempt: { cancelled: boolean; timer?: ReturnType<typeof setTimeout> } = { cancelled: false };
    current = attempt;
    away = true;
    const cancel = () => {
      if (attempt.cancelled || current !== attempt) return;
      comeBack();
    };
    attempt.timer = setTimeout(() => deps.overlay.show(cancel), OVERLAY_DELAY_MS);

    const load = deps
      .loadPage(pathname + search)
      .catch((error: unknown): LoadPageResult => ({ status: LOAD_ERROR, error }));
    void Promise.all([load, deps.transition.leave(), appRendered()]).then(([resources, , hydrated]) => {
      if (attempt.cancelled) return;
      if (!hydrated) {
        settle();
        deps.location.assign(to);
        return;
      }
      if (!resources || resources.status === LOAD_ERROR) {
        show();
        deps.onLoadFailure(to);
        return;
      }
      // A part still waiting to hydrate when Gatsby renders the new page would leave its prerendered markup behind.
      void deps.hydrateRest().then(() => {
        if (attempt.cancelled) return;
        settle();
        deps.original(to, options);
      });
    });
  };

  const onPopState = () => {
    if (deps.location.pathname === shownPath) {
      if (away) comeBack();
      return;
    }
    if (deps.updateAvailable()) {
      deps.location.reload();
      return;
    }
    // Gatsby renders the page gone back to a frame from now: what still waits to hydrate does so first.
    void deps.hydrateRest();
    if (current) current.cancelled = true;
    settle();
    const attempt: { cancelled: boolean; timer?: ReturnType<typeof setTimeout> } = { cancelled: false };
    current = attempt;
    attempt.timer = setTimeout(() => deps.overlay.show(), OVERLAY_DELAY_MS);
  };

  const onRouteUpdate = () => {
    shownPath = deps.location.pathname;
    show();
  };

  return { navigate, onPopState, onRouteUpdate };
}
