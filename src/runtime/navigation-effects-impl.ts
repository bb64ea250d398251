/** The navigation effects' chunk (navigation-effects.ts): the overlay, the page transition, and link prefetching. */
export { hideOverlay, mountOverlay, showOverlay } from "./loading-overlay";
export { enterPage, focusNewPage, leavePage } from "./page-transition";
export { prefetchLinks } from "./link-prefetch";
