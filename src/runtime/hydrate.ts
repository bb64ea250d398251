/**
 * How the app starts: Gatsby's own choice (hydrate the prerendered page, or render into an empty one), with
 * one difference. React reports a recoverable error when the HTML it hydrates differs from what it renders
 * (a browser extension or an automatic translation that edited the page, for instance) and then simply renders
 * that part again; by default it reports it like an uncaught error, which would show the error page to a
 * visitor whose page works. Here it is only logged, and the parts still waiting to hydrate render at once
 * (releaseWaitingParts in src/runtime/parts.tsx: a part rendered anew would otherwise stay empty). A component
 * that really fails still reaches the page's error boundary.
 */
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { releaseWaitingParts } from "./parts";

export function logRecoverableError(error: unknown): void {
  console.warn("[runtime] React ha ricostruito una parte della pagina prerenderizzata", error);
  releaseWaitingParts();
}

/**
 * Gatsby hydrates when the prerendered page has content (its focus wrapper has children). Under React, hydration
 * runs as a transition, so React works in slices of a few milliseconds and yields to the browser between them
 * instead of holding the main thread for the whole page: a tap during hydration is handled at once (the page is
 * already usable as HTML), and no single task blocks input for long (Lighthouse's Total Blocking Time).
 */
export function startApp(element: ReactElement, container: Element, doc: Document = document): void {
  const prerendered = (doc.getElementById("gatsby-focus-wrapper")?.children.length ?? 0) > 0;
  if (prerendered) {
    startTransition(() => {
      hydrateRoot(container, element, { onRecoverableError: logRecoverableError });
    });
  } else createRoot(container).render(element);
}
