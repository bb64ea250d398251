/** The navigation effects' chunk (see navigation-effects.ts): the overlay and the page transition. */
export { hideOverlay, mountOverlay, showOverlay } from "./loading-overlay";
export { enterPage, focusNewPage, leavePage } from "./page-transition";
