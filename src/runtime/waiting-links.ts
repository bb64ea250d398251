/**
 * Links in a part of the page still waiting to hydrate (src/runtime/parts.tsx) change pages without reloading.
 * Gatsby's own gatsby-plugin-catch-links does this for links React does not handle, listening on the window as a
 * click bubbles up; but React stops a click on a part that waits to hydrate before it gets there (it tries to
 * hydrate the part, and when the part's code has not arrived it leaves the click to the browser: a full page load).
 * So the plugin's own routing function runs here, in the capture phase, for the links of those parts only; once a
 * part has hydrated, the plugin handles its links as it does every other (src/components/SmartLink.tsx).
 */
import { navigate } from "gatsby";
import { routeThroughBrowserOrApp } from "gatsby-plugin-catch-links/catch-links";

/** React marks every element it has hydrated or rendered with a property of its own. */
const handledByReact = (element: Element): boolean => Object.keys(element).some((k) => k.startsWith("__reactFiber$"));

export function catchWaitingLinks(doc: Document = document, go: (href: string) => void = (to) => void navigate(to)) {
  const route = routeThroughBrowserOrApp(go, {});
  const onClick = (event: MouseEvent) => {
    const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!anchor || handledByReact(anchor) || !anchor.closest("[data-on-view]")) return;
    route(event);
  };
  doc.addEventListener("click", onClick, true);
  return () => doc.removeEventListener("click", onClick, true);
}
