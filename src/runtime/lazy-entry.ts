/**
 * Gatsby's browser hooks and page wrappers, with the site's code (src/runtime/started.ts: the runtime, with error
 * handling, navigation, prefetch policy, locale cookie and hydration, and the shell, with header, menus, consent
 * banner and error boundaries) evaluated one task after the app bundle. The bundle is evaluated in one task as soon
 * as it arrives, a long one on a slow phone; now that task holds Gatsby's runtime and React only
 * (docs/PERFORMANCE.md). onClientEntry waits for a timer, requires the site's code, waits for another and runs the
 * runtime's entry; Gatsby waits for that promise before it loads the page's data, so nothing else changes order, and
 * every other hook and wrapper comes later still. The code stays in app.js: only when it runs changes.
 */
import type { GatsbyBrowser } from "gatsby";

// Every hook is defined there (a unit test calls each one), though Gatsby's types make them optional.
type Module = typeof import("./started");
type Started = { [K in keyof Module]-?: NonNullable<Module[K]> };
let started: Started | undefined;

function load(): Started {
  // A require in a function: webpack bundles the module in this chunk but evaluates it on the first call.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  started ??= require("./started") as Started;
  return started;
}

/** A promise settled in a later task than the caller's (a timer, which every browser has). */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

type Browser = Required<GatsbyBrowser>;

// Two tasks: the site's code is evaluated in one, its entry runs in the next (with Gatsby's request for the page's
// data, which follows in the same task), so that neither is a long task on a slow phone (docs/PERFORMANCE.md).
const evaluated = (): Promise<Started> => nextTask().then(load);
export const onClientEntry = ((args, options) =>
  evaluated().then((site) =>
    nextTask().then(() => site.onClientEntry(args, options)),
  )) satisfies Browser["onClientEntry"];
export const onInitialClientRender = ((args, options) =>
  load().onInitialClientRender(args, options)) satisfies Browser["onInitialClientRender"];
export const onPreRouteUpdate = ((args, options) =>
  load().onPreRouteUpdate(args, options)) satisfies Browser["onPreRouteUpdate"];
export const onRouteUpdate = ((args, options) =>
  load().onRouteUpdate(args, options)) satisfies Browser["onRouteUpdate"];
export const wrapPageElement = ((args) => load().wrapPageElement(args)) satisfies Browser["wrapPageElement"];
export const wrapRootElement = ((args) => load().wrapRootElement(args)) satisfies Browser["wrapRootElement"];
export const replaceHydrateFunction = (): ReturnType<Started["replaceHydrateFunction"]> =>
  load().replaceHydrateFunction();
