/**
 * Everything the site's code does in the browser, past Gatsby's own runtime: the runtime's hooks and the shell.
 * Required by src/runtime/lazy-entry.ts one task after the app bundle has been evaluated. One module, so that webpack
 * joins all of it in a single scope, as it did when gatsby-browser imported it directly.
 */
export * from "./browser-hooks";
export { wrapPageElement, wrapRootElement } from "../components/shell/wrap-page-element";
