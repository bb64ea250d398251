/**
 * The one primitive for parts of a page whose code waits. A part is declared once, with its loader:
 *
 *   const Footer = onView("footer", () => import(/* webpackChunkName: "onview-footer" *\/ "./Footer"));
 *   const Form = lazyPart(() => import(/* webpackChunkName: "startup-contact-form" *\/ "./Form"));
 *
 * - onView: the part's code loads when it comes near the screen; until then React keeps its prerendered HTML (a
 *   Suspense boundary that waits during hydration: React 18's selective hydration). The footer, the questions and
 *   answers, the lists of other pages: a page whose first screen does not show them never loads their code by itself.
 * - lazyPart: the part's code is a chunk of its own, loaded when the part first renders (one template's pages only).
 * Both render whole in the server's HTML: when the build renders (BUILD_STAGE, defined by Gatsby's webpack, and by
 * the CMS preview's bundle), the loader is called as the module is evaluated, so the part is there, synchronously,
 * when a page renders (a render that suspends on the server lets another page's render run in between, and
 * react-helmet's single global state then mixes their heads up: src/gatsby/pre-render-html.ts stops the build if that
 * ever happens). Once the visitor has navigated (a page rendered in the browser), parts render at once.
 */
import React, { Suspense, type ComponentType } from "react";

type Module<P> = { default: ComponentType<P> };
type Loader<P> = () => Promise<Module<P>>;

/** The build's render of the HTML (and the CMS preview's): every part is rendered at once. */
const SERVER = process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html";

/** Whether this render is the build's (or the CMS preview's), not a visitor's browser. */
export const renderingHtml = (): boolean => SERVER;

/** Set by the runtime when the visitor first navigates to another page (Gatsby's onPreRouteUpdate). */
let started = false;
export function markStarted(): void {
  started = true;
}
/** Whether the visitor has navigated (a component mounted now belongs to a page shown by navigating). */
export const hasStarted = (): boolean => started;

/** Before the element comes this close to the screen, its code starts loading. */
export const VIEW_MARGIN = "200px 0px";

const waiting = new Map<string, Promise<void>>();
const release = new Map<string, () => void>();
const seen = new Set<string>();
let released = false;

/**
 * React gave up the server markup of a part of the page (a recoverable error: an update reached a part still waiting
 * to hydrate, or the HTML had been edited by an extension) and renders it anew in the browser: from then on parts do
 * not wait, and those waiting render now, so that no part stays empty. Called by src/runtime/hydrate.ts, and before
 * a change of page (src/runtime/browser-hooks.ts): a part unmounted while it waits leaves its markup behind.
 */
export function releaseWaitingParts(): void {
  released = true;
  for (const done of release.values()) done();
}

/**
 * Resolves when the prerendered element of `id`, whose marker is in the page, is near the screen (at once where it
 * cannot be watched). A part the server rendered empty (a list with nothing to show) never needs its code on this
 * page: the promise stays pending.
 */
export function whenInView(id: string, doc: Document = document): Promise<void> {
  const pending = waiting.get(id);
  if (pending) return pending;
  const promise = new Promise<void>((resolve) => {
    const done = () => {
      seen.add(id);
      resolve();
    };
    release.set(id, done);
    // The marker is in the page (ViewGate asks only then); a part the server rendered empty has nothing to watch.
    const target = doc.querySelector(`[data-on-view="${id}"]`)?.firstElementChild;
    if (!target) return undefined;
    if (typeof IntersectionObserver === "undefined") return done();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          done();
        }
      },
      { rootMargin: VIEW_MARGIN },
    );
    observer.observe(target);
  });
  waiting.set(id, promise);
  return promise;
}

/**
 * While the first page hydrates, waits (suspends) until the part is in view; afterwards lets it render. Only a part
 * whose markup is in the page waits: one mounted anew (the search page shows its help again after a search found
 * nothing) finds no marker in the page when it first renders, and renders at once from then on.
 */
function ViewGate({ id, children }: { id: string; children: React.ReactNode }) {
  // Only in the browser: the server renders the part itself (onView), never this gate.
  if (!started && !released && !seen.has(id)) {
    if (document.querySelector(`[data-on-view="${id}"]`)) throw whenInView(id);
    seen.add(id);
  }
  return <>{children}</>;
}

/**
 * `id` names the part in the page (a function of its props when a page has several parts of one kind); `load` is
 * its dynamic import.
 */
export function onView<P extends object>(id: string | ((props: P) => string), load: Loader<P>): ComponentType<P> {
  const Part = lazyPart(load);
  function OnView(props: P) {
    const name = typeof id === "function" ? id(props) : id;
    const part = <Part {...props} />;
    return (
      // A marker without a box of its own: layout and selectors see the part as if it were not wrapped.
      <div data-on-view={name} style={{ display: "contents" }}>
        <Suspense fallback={null}>{SERVER ? part : <ViewGate id={name}>{part}</ViewGate>}</Suspense>
      </div>
    );
  }
  // A parent that renders again while the part waits (a list page's filter read from the address) must not update
  // the waiting boundary: React would give up its server markup and render it anew (error 421), loading its code.
  // The parts take data from the page query, whose objects keep their identity: a shallow comparison suffices.
  return React.memo(OnView) as unknown as ComponentType<P>;
}

/** The loaders of every part the site's code loaded so far (the shell's, and those of the templates shown). */
const loaders: Array<() => Promise<unknown>> = [];

/**
 * Like React.lazy, but a part whose code has arrived renders at once, in the same render: a page shown again by
 * going back renders whole, so that the browser's scroll position is restored on the page's full height. Where the
 * build renders the HTML, its code is loaded as the module is evaluated (see the top of this file).
 */
export function lazyPart<P extends object>(load: Loader<P>): ComponentType<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const start = () => (loading ??= load().then((m) => (loaded = m)));
  loaders.push(start);
  if (SERVER) void start();
  return function Loadable(props: P) {
    if (!loaded) throw start();
    const Loaded = loaded.default;
    return <Loaded {...props} />;
  };
}

/**
 * Loads the code of every part known so far (the page being left, and the page about to be shown, once its template
 * has loaded): called by the runtime before a navigation renders its page (src/runtime/browser-hooks.ts), so that
 * parts render with their page, not a moment after it. A part that fails to load is left to its page's render.
 */
export async function loadKnownParts(): Promise<void> {
  // A part's module may declare parts of its own: they are known once it has loaded, and are loaded in turn.
  let known: number;
  do {
    known = loaders.length;
    await Promise.all(loaders.map((start) => start().catch(() => undefined)));
  } while (loaders.length > known);
}

/** For tests. */
export function resetParts(): void {
  started = false;
  released = false;
  waiting.clear();
  release.clear();
  seen.clear();
}
