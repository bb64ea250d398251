/**
 * Prefetch policy, in place of Gatsby's queue: at most MAX_PREFETCHES_IN_FLIGHT route prefetches (a page's
 * data and component chunk) at a time, and none on a 2g connection, with Save-Data on, or for a crawler.
 *
 * Why not Gatsby's own queue: it starts batches of 4, but marks itself idle as soon as the last batch
 * has started, so links that come into view while that batch is still loading start another batch
 * alongside it (8 and more in flight on a slow connection); a prefetch that fails never settles its
 * batch; and a hover loads the page outside any limit.
 * The site's links (src/runtime/link-prefetch.ts) call enqueue(path) when they come into view (and abort() when they
 * leave it) and hover(path) on mouse-over; Gatsby's own queue stays unused. Links in view wait for the end of start-up
 * (PREFETCH_START_MS, as Gatsby's own queue does); a hovered route goes to the head of the queue at once, still
 * within the limit.
 */
import { MAX_PREFETCHES_IN_FLIGHT, PREFETCH_START_MS } from "./constants";
import { isBotUserAgent } from "./user-agent";
import { whenIdle, type IdleScheduler } from "./idle";

interface NetworkInformationLike {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

/** False on 2g (and slow-2g), with Save-Data on, and for crawlers. */
export function prefetchAllowed(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.saveData) return false;
  if ((connection?.effectiveType ?? "").includes("2g")) return false;
  return !isBotUserAgent(nav.userAgent);
}

/** In idle time, once PREFETCH_START_MS have passed since the page began to load (a negative delay is none). */
export const afterStartup: IdleScheduler = (callback) =>
  void setTimeout(() => whenIdle(callback), PREFETCH_START_MS - performance.now());

export interface PrefetchQueue {
  enqueue(path: string): { abort(): void };
  hover(path: string): void;
  readonly inFlight: number;
}

export interface PrefetchQueueOptions {
  readonly load: (path: string) => Promise<unknown>;
  readonly allowed?: () => boolean;
  readonly max?: number;
  /** When to start waiting prefetches: in idle time after start-up by default (afterStartup). */
  readonly schedule?: IdleScheduler;
}

export function createPrefetchQueue({
  load,
  allowed = prefetchAllowed,
  max = MAX_PREFETCHES_IN_FLIGHT,
  schedule = afterStartup,
}: PrefetchQueueOptions): PrefetchQueue {
  /** Links in view, in order (a hovered one first); they start once the schedule has run (after start-up). */
  const waiting: string[] = [];
  const running = new Set<string>();
  const done = new Set<string>();
  let open = false;

  const start = (path: string) => {
    running.add(path);
    void Promise.resolve()
      .then(() => load(path))
      .catch(() => undefined)
      .then(() => {
        running.delete(path);
        done.add(path);
        pump();
      });
  };
  function pump(): void {
    while (open && running.size < max && waiting.length > 0) start(waiting.shift() as string);
  }
  const remove = (path: string) => {
    const at = waiting.indexOf(path);
    if (at >= 0) waiting.splice(at, 1);
  };
  const wanted = (path: string) => allowed() && !done.has(path) && !running.has(path);

  return {
    enqueue(path) {
      if (wanted(path) && !waiting.includes(path)) {
        waiting.push(path);
        schedule(() => {
          open = true;
          pump();
        });
      }
      return { abort: () => remove(path) };
    },
    hover(path) {
      if (!wanted(path)) return;
      remove(path);
      // At once if there is room, start-up or not; otherwise first in line.
      if (running.size < max) start(path);
      else waiting.unshift(path);
    },
    get inFlight() {
      return running.size;
    },
  };
}
