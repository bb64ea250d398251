/**
 * Prefetch policy, replacing Gatsby's queue: at most MAX_PREFETCHES_IN_FLIGHT route prefetches (a page's
 * data and component chunk) at a time, and none on a 2g connection, with Save-Data on, or for a crawler.
 *
 * Why not Gatsby's own queue: it starts batches of 4, but marks itself idle as soon as the last batch
 * has started, so links that come into view while that batch is still loading start another batch
 * alongside it (8 and more in flight on a slow connection); a prefetch that fails never settles its
 * batch; and a hover loads the page outside any limit.
 * Links call window.___loader.enqueue(path) when they come into view (and abort() when they leave it)
 * and hovering(path) on mouse-over: both are replaced here. A hovered route goes to the head of the
 * queue, still within the limit.
 */
import { MAX_PREFETCHES_IN_FLIGHT } from "./constants";
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

export interface PrefetchQueue {
  enqueue(path: string): { abort(): void };
  hover(path: string): void;
  readonly inFlight: number;
}

export interface PrefetchQueueOptions {
  readonly load: (path: string) => Promise<unknown>;
  readonly allowed?: () => boolean;
  readonly max?: number;
  /** When to start waiting prefetches: in idle time by default. */
  readonly schedule?: IdleScheduler;
}

export function createPrefetchQueue({
  load,
  allowed = prefetchAllowed,
  max = MAX_PREFETCHES_IN_FLIGHT,
  schedule = whenIdle,
}: PrefetchQueueOptions): PrefetchQueue {
  const waiting: string[] = [];
  const running = new Set<string>();
  const done = new Set<string>();

  const pump = () => {
    while (running.size < max && waiting.length > 0) {
      const path = waiting.shift() as string;
      running.add(path);
      void Promise.resolve()
        .then(() => load(path))
        .catch(() => undefined)
        .then(() => {
          running.delete(path);
          done.add(path);
          pump();
        });
    }
  };
  const remove = (path: string) => {
    const at = waiting.indexOf(path);
    if (at >= 0) waiting.splice(at, 1);
  };
  const wanted = (path: string) => allowed() && !done.has(path) && !running.has(path);

  return {
    enqueue(path) {
      if (wanted(path) && !waiting.includes(path)) {
        waiting.push(path);
        schedule(pump);
      }
      return { abort: () => remove(path) };
    },
    hover(path) {
      if (!wanted(path)) return;
      remove(path);
      waiting.unshift(path);
      pump();
    },
    get inFlight() {
      return running.size;
    },
  };
}
