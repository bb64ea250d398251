/**
 * Runs `callback` when the browser is next idle (requestIdleCallback), or at the next task where it has no idle
 * callbacks: the runtime's scheduler for work nobody waits for (the build-update check, route prefetches, the
 * deferred layout).
 */
export type IdleScheduler = (callback: () => void) => void;

export const whenIdle: IdleScheduler = (callback) =>
  typeof window.requestIdleCallback === "function"
    ? void window.requestIdleCallback(() => callback())
    : void setTimeout(callback, 0);
