/**
 * Prefetching for the site's plain anchors (src/components/SmartLink.tsx), as Gatsby's Link does it: a link to
 * another page of the site that comes into view queues that page (and leaves the queue when it goes out of view
 * before its turn), and a hovered one goes to the head of the queue. The queue is the prefetch policy's
 * (prefetch-policy.ts): nothing starts before the end of start-up, a few at a time, none with Save-Data.
 *
 * Gatsby's Link gives each link an IntersectionObserver of its own when it hydrates; here one observer watches them
 * all, from the end of start-up (the policy would hold their prefetches until then anyway) and again after each
 * change of page (Gatsby's onRouteUpdate, in browser-hooks.ts, calls the function returned here through
 * navigation-effects.ts's watchPageLinks). Hover is one listener on the document. The links counted are the ones
 * gatsby-plugin-catch-links routes without a page load, as SmartLink renders them: a path of this site (not a file),
 * without a target or a download.
 *
 * It comes in the navigation effects' chunk, at the visitor's first sign of interaction (navigation-effects.ts):
 * a prefetch serves a click to come, and a click by pointer, touch or key comes after such a sign. So the page's
 * start-up script does not carry it, and a page nobody touches prefetches nothing. The link under the pointer when it
 * arrives (the pointer that brought it) is hovered at once. Written here because no well-kept library prefetches
 * plain anchors through Gatsby's loader: gatsby-link does it only inside its own component.
 */
import type { IdleScheduler } from "./idle";
import { afterStartup, createPrefetchQueue, type PrefetchQueue } from "./prefetch-policy";

const LINK = 'a[href^="/"]:not([href^="//"], [target], [download])';

/** The page a link (or an element inside one) leads to, if it is another page of this site: null otherwise. */
export function prefetchPath(target: EventTarget | null): string | null {
  const path = target instanceof Element ? target.closest<HTMLAnchorElement>(LINK)?.pathname : undefined;
  // The page on screen has its data already (Gatsby's Link skips it too); a file is not a page.
  return path && path !== window.location.pathname && !/\.\w+$/.test(path) ? path : null;
}

/** Starts prefetching; returns the function that watches the links of a page rendered since. */
export function startLinkPrefetch(
  queue: Pick<PrefetchQueue, "enqueue" | "hover">,
  schedule: IdleScheduler,
): () => void {
  const hover = (target: EventTarget | null) => {
    const path = prefetchPath(target);
    if (path) queue.hover(path);
  };
  document.addEventListener("mouseover", (event) => hover(event.target), { passive: true });
  hover(document.querySelector("a:hover"));
  let watch = () => undefined as void;
  if (typeof IntersectionObserver === "function") {
    schedule(() => {
      const waiting = new Map<Element, { abort(): void }>();
      const observer = new IntersectionObserver((entries) => {
        for (const { target, isIntersecting } of entries) {
          waiting.get(target)?.abort();
          waiting.delete(target);
          const path = isIntersecting && prefetchPath(target);
          if (path) waiting.set(target, queue.enqueue(path));
          else if (!target.isConnected) observer.unobserve(target);
        }
      });
      watch = () => document.querySelectorAll(LINK).forEach((anchor) => observer.observe(anchor));
      watch();
    });
  }
  return () => watch();
}

/** The site's prefetching, through Gatsby's loader: started once, when the navigation effects' chunk arrives. */
export function prefetchLinks(): () => void {
  const loader = window.___loader;
  if (!loader) return () => undefined;
  return startLinkPrefetch(createPrefetchQueue({ load: (path) => loader.loadPage(path) }), afterStartup);
}
