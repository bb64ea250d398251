/**
 * Gatsby's browser hooks, with the runtime (src/runtime/browser-hooks.ts and every module it imports: error
 * handling, navigation, prefetch policy, locale cookie, hydration) evaluated one task after the app bundle.
 * onClientEntry waits for the browser's next turn before it requires the runtime and runs its entry; Gatsby waits
 * for that promise before it loads the page's data, so the order of everything else is unchanged. The bundle's own
 * evaluation, one long task on a slow phone, is shorter by the runtime's share (docs/PERFORMANCE.md). The other
 * hooks come later (the first render, navigations), when the runtime is there.
 */
import type { BrowserPluginArgs, PluginOptions, RouteUpdateArgs } from "gatsby";
import type { ReactElement } from "react";

type Hooks = typeof import("./browser-hooks");
let hooks: Hooks | undefined;

function load(): Hooks {
  // A require in a function: webpack bundles the module in this chunk but evaluates it on the first call.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  hooks ??= require("./browser-hooks") as Hooks;
  return hooks;
}

/** A promise settled in a later task than the caller's (a timer, which every browser has). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export function onClientEntry(args: BrowserPluginArgs, options: PluginOptions): Promise<void> {
  return nextTask().then(() => load().onClientEntry?.(args, options));
}

export function onInitialClientRender(args: BrowserPluginArgs, options: PluginOptions): void {
  load().onInitialClientRender?.(args, options);
}

export function onPreRouteUpdate(args: RouteUpdateArgs, options: PluginOptions): void {
  load().onPreRouteUpdate?.(args, options);
}

export function onRouteUpdate(args: RouteUpdateArgs, options: PluginOptions): void {
  load().onRouteUpdate?.(args, options);
}

export function replaceHydrateFunction(): (element: ReactElement, container: Element) => void {
  return load().replaceHydrateFunction();
}
