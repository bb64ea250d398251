import type { GatsbySSR } from "gatsby";
import { loadKnownParts } from "../runtime/parts";

/**
 * Server rendering, one page at a time, each with the code of all its parts (src/runtime/parts.tsx) at hand.
 *
 * Gatsby awaits replaceRenderer before it renders each page (cache-dir/static-entry.js) and, when the hook writes no
 * HTML of its own, renders the page itself; onPreRenderHTML follows once the page's HTML and head are done. Gatsby
 * renders two pages at a time in each process, and react-helmet keeps one global state there: two renders that
 * overlap mix their heads up (src/gatsby/pre-render-html.ts stops the build if that happens). So each page waits here
 * for the previous page's head to be taken, then for the code of every part its modules declared, and renders in one
 * pass without suspending. A page whose render fails fails the build, which ends the page waiting behind it.
 */
let previous: Promise<void> = Promise.resolve();
let release: () => void = () => undefined;

export const replaceRenderer: GatsbySSR["replaceRenderer"] = async () => {
  const before = previous;
  let done: () => void = () => undefined;
  previous = new Promise<void>((resolve) => (done = resolve));
  await before;
  release = done;
  await loadKnownParts();
};

/** The page's head has been taken (Gatsby's onPreRenderHTML): the next page may render. */
export function pageRendered(): void {
  release();
}
