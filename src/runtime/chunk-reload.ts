/**
 * Chunk-load failure: when a page's code chunk or data cannot be loaded (typically a deploy removed the
 * files the open page expects), the target address is loaded again from the server, which brings the
 * new build. At most once per RELOAD_GUARD_MS for each path, remembered in sessionStorage, so a broken
 * deploy can never cause a reload loop: when the guard holds a reload back, the error page is shown
 * with a link to try again.
 */
import { RELOAD_GUARD_KEY, RELOAD_GUARD_MS } from "./constants";
import { splitPath } from "./gatsby-internals";

type GuardStorage = Pick<Storage, "getItem" | "setItem">;

function sessionStore(): GuardStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: no guard can be kept, so no automatic reload either
  }
}

/** A webpack chunk (script or CSS) that failed to load. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== "object") return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === "ChunkLoadError" || /loading (css )?chunk \S+ failed/i.test(String(message ?? ""));
}

/**
 * A page that cannot start because its chunk or data failed to load: a chunk error, or the error Gatsby
 * throws when the first page's resources are missing ("page resources for /x not found").
 */
export function isLoadFailure(reason: unknown): boolean {
  return (
    isChunkLoadError(reason) ||
    /^page resources for .* not found/.test(String((reason as { message?: unknown } | null)?.message ?? ""))
  );
}

/**
 * Claims the one reload `path` may have in the guard window: true (and remembered) when none happened in
 * the last RELOAD_GUARD_MS, false otherwise, or when there is nowhere to remember it.
 */
export function claimReload(
  path: string,
  now: number = Date.now(),
  storage: GuardStorage | null = sessionStore(),
): boolean {
  if (!storage) return false;
  let log: Record<string, number> = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RELOAD_GUARD_KEY) ?? "{}");
    if (parsed && typeof parsed === "object") log = parsed as Record<string, number>;
  } catch {
    // a damaged entry counts as no entry
  }
  const last = log[path];
  if (typeof last === "number" && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
  const kept: Record<string, number> = { [path]: now };
  for (const [other, at] of Object.entries(log)) if (other !== path && now - at < RELOAD_GUARD_MS) kept[other] = at;
  try {
    storage.setItem(RELOAD_GUARD_KEY, JSON.stringify(kept));
  } catch {
    return false;
  }
  return true;
}

export interface FailureActions {
  /** Loads `target` from the server (a full page load). */
  readonly reload: (target: string) => void;
  /** Shows the error page, offering `target` again. */
  readonly showError: (target: string) => void;
  readonly claim?: (path: string) => boolean;
}

/** A chunk or page data for `target` ("/path?query#hash") failed to load: reload it once, or show the error page. */
export function handleLoadFailure(
  target: string,
  { reload, showError, claim = claimReload }: FailureActions,
): "reloaded" | "error-page" {
  if (claim(splitPath(target).pathname || "/")) {
    reload(target);
    return "reloaded";
  }
  showError(target);
  return "error-page";
}

/** A full page load of `target`; when it is the current address, a reload. */
export function loadFromServer(
  target: string,
  location: Pick<Location, "pathname" | "search" | "assign" | "reload"> = window.location,
): void {
  const { pathname, search } = splitPath(target);
  if (pathname === location.pathname && search === location.search) location.reload();
  else location.assign(target);
}
