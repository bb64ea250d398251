/**
 * The client runtime's Gatsby browser hooks, exported by gatsby-browser.tsx. Each behaviour is one module of
 * src/runtime/; this file only connects them to Gatsby's hooks and to each other.
 */
import type { GatsbyBrowser } from "gatsby";
import type { ReactElement } from "react";
import { readPageBuildId, startUpdateCheck, type UpdateCheck } from "./build-update";
import { UPDATE_CHECK_INTERVAL_MS } from "./constants";
import { capturePrerenderedContent, installErrorHandlers, isBot, markMounted, onLoadFailure } from "./error-handling";
import { startApp } from "./hydrate";
import { loadKnownParts, markStarted, releaseWaitingParts } from "./parts";
import { rememberLocale } from "./locale-cookie";
import { createNavigation, type Navigation } from "./navigation";
import { whenIdle } from "./idle";
import { focusNewPage, loadOnIntent, overlay, transition, watchPageLinks } from "./navigation-effects";
import { catchWaitingLinks } from "./waiting-links";

let updateCheck: UpdateCheck | null = null;
let navigation: Navigation | null = null;
let rendered: () => void = () => undefined;
const firstRender = new Promise<void>((resolve) => (rendered = resolve));

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (isBot()) capturePrerenderedContent();
  installErrorHandlers();
  // Needed only on a later visit: written when the browser is idle, out of the start-up's tasks (reading the cookie
  // store the first time waits for another process).
  whenIdle(() => void rememberLocale());
  loadOnIntent();
  catchWaitingLinks();

  const loader = window.___loader;
  const original = window.___navigate;
  if (!loader || !original) {
    // Navigation then stays Gatsby's own.
    console.error("[runtime] ___loader o ___navigate di Gatsby assenti");
    return;
  }
  // The site renders no Gatsby Link (eslint.config.mjs): Gatsby's own queue (loader.enqueue, hovering) stays idle, and
  // the site's links are prefetched by link-prefetch.ts, in the navigation effects' chunk.

  navigation = createNavigation({
    original,
    // The new page's template, then the code of the parts of the pages known so far (src/runtime/parts.tsx).
    loadPage: (path) => loader.loadPage(path).then((page) => loadKnownParts().then(() => page)),
    updateAvailable: () => updateCheck?.updateAvailable ?? false,
    onLoadFailure,
    overlay,
    transition,
    location: window.location,
    firstRender,
    // Their code is loaded (loadPage above): they render in this task's microtasks.
    hydrateRest: () => {
      releaseWaitingParts();
      return new Promise((resolve) => setTimeout(resolve, 0));
    },
  });
  window.___navigate = navigation.navigate;
  window.addEventListener("popstate", navigation.onPopState);
};

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  markMounted();
  rendered();
  const root = document.documentElement.dataset;
  updateCheck = startUpdateCheck({
    currentId: readPageBuildId(),
    intervalMs: UPDATE_CHECK_INTERVAL_MS,
    onUpdate: (deployedId) => void (root.newBuild = deployedId),
  });
  // The state, readable by tests and when debugging: <html data-runtime="ready" data-new-build="...">.
  root.runtime = "ready";
};

/**
 * A navigation to another page: from now on parts render at once (src/runtime/parts.tsx). Not at the first
 * render: with selective hydration, the page's regions (src/components/shell/Region.tsx) may still be hydrating
 * after Gatsby's onInitialClientRender, and they must render what the server rendered.
 */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation && prevLocation.pathname !== location.pathname) {
    markStarted();
  }
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  navigation?.onRouteUpdate();
  watchPageLinks();
  // Another page (not an anchor of the same one): focus its heading.
  if (prevLocation && prevLocation.pathname !== location.pathname) focusNewPage();
};

/** Gatsby's types still describe ReactDOM.render; Gatsby calls the function with (element, container) only. */
export const replaceHydrateFunction =
  (): ((element: ReactElement, container: Element) => void) => (element, container) =>
    startApp(element, container);
