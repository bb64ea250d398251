/**
 * The shell (header, menus, consent banner, footer marker, error boundaries) as Gatsby's wrapPageElement and
 * wrapRootElement, with its modules evaluated at the first render instead of with the app bundle. The bundle is
 * evaluated in one task as soon as it arrives; the first render comes in later tasks, once the page's data has
 * been fetched, in React's slices. Moving the shell's module evaluation there shortens the start-up's longest task.
 * The code is the same and in the same file (app.js): only when it runs changes.
 */
import type { WrapPageElementBrowserArgs, WrapRootElementBrowserArgs } from "gatsby";
import type { ReactElement } from "react";

type Shell = typeof import("../components/shell/wrap-page-element");
let shell: Shell | undefined;

function load(): Shell {
  // A require in a function: webpack bundles the module in this chunk but evaluates it on the first call.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  shell ??= require("../components/shell/wrap-page-element") as Shell;
  return shell;
}

export function wrapPageElement(args: Pick<WrapPageElementBrowserArgs, "element" | "props">): ReactElement {
  return load().wrapPageElement(args);
}

export function wrapRootElement(args: Pick<WrapRootElementBrowserArgs, "element">): ReactElement {
  return load().wrapRootElement(args);
}
