/**
 * Every number the client runtime uses, in one place (seed sections 4, 7 and 9).
 *
 * The build-update interval is set at build time with GATSBY_UPDATE_CHECK_INTERVAL_MS (milliseconds);
 * 0 turns the check off; unset, empty or not a number keeps the default of one hour.
 */

/** How often the build descriptor is fetched again after the first check: 1 hour. */
export const DEFAULT_UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** The first check waits this long after the browser is idle following the first render. */
export const UPDATE_CHECK_IDLE_DELAY_MS = 1000;
/** A descriptor request that has not answered in this time is abandoned (and ignored). */
export const UPDATE_CHECK_TIMEOUT_MS = 10_000;

/** A failed chunk or page-data load reloads its path at most once in this window, per path. */
export const RELOAD_GUARD_MS = 10_000;
/** sessionStorage key of the reload guard: { [path]: time of the last reload }. */
export const RELOAD_GUARD_KEY = "runtime:chunk-reloads";

/** A navigation still loading after this long shows the loading overlay. */
export const OVERLAY_DELAY_MS = 500;
/**
 * How long a link navigation started while the first page still hydrates waits for the app's first render (the
 * router listens for address changes only from then on); after that, the page is loaded in full (navigation.ts).
 */
export const FIRST_RENDER_WAIT_MS = 5000;
/** The overlay fades out over this long, then leaves the page. */
export const OVERLAY_FADE_MS = 150;

/** Page transition mode in-out: the old page fades out over this long, then the new one fades in as long. */
export const TRANSITION_MS = 150;

/** Route prefetches (page data and component chunk) in flight at one time, at most. */
export const MAX_PREFETCHES_IN_FLIGHT = 5;
/**
 * Links in view start their prefetches no earlier than this after the page began to load (then in idle time), as
 * Gatsby's own queue waits 3 s before its first batch: start-up and the visitor's first taps have the main thread
 * and the network first. A hovered link loads at once.
 */
export const PREFETCH_START_MS = 3000;

/** Reads the update-check interval: 0 = off; anything that is not a non-negative number = the default. */
export function parseUpdateInterval(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") return DEFAULT_UPDATE_CHECK_INTERVAL_MS;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_UPDATE_CHECK_INTERVAL_MS;
}

export const UPDATE_CHECK_INTERVAL_MS = parseUpdateInterval(process.env.GATSBY_UPDATE_CHECK_INTERVAL_MS);
