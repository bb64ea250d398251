/**
 * Build-update check: finds out that a newer build has been deployed while the visitor has the site open.
 *
 * Each page carries the id of its build (<meta name="build-id">); the build descriptor at
 * BUILD_DESCRIPTOR_PATH carries the id of the deployed build. The first check runs
 * UPDATE_CHECK_IDLE_DELAY_MS after the browser is idle following the first render, then every
 * `intervalMs` (0 = never). When the ids differ, checking stops and `updateAvailable` becomes true: the
 * navigation module then turns the next navigation into a full page load. Any failure (HTTP error,
 * network error, time-out, malformed JSON) is ignored without a word: the next check may succeed.
 */
import { BUILD_DESCRIPTOR_PATH, BUILD_ID_META, UNSTAMPED_BUILD_ID } from "../config/build";
import { UPDATE_CHECK_IDLE_DELAY_MS, UPDATE_CHECK_TIMEOUT_MS } from "./constants";
import { whenIdle, type IdleScheduler } from "./idle";

/** The id of the build the page was loaded from, or null (no tag, or a page nothing stamped). */
export function readPageBuildId(doc: Document = document): string | null {
  const id = doc.querySelector<HTMLMetaElement>(`meta[name="${BUILD_ID_META}"]`)?.content ?? "";
  return id && id !== UNSTAMPED_BUILD_ID ? id : null;
}

/** The deployed build's id, or null when it cannot be known right now. */
export async function fetchDeployedBuildId(
  fetchImpl: typeof fetch = fetch,
  timeoutMs = UPDATE_CHECK_TIMEOUT_MS,
): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    // `priority` is a fetch option of current browsers (ignored by the others); no-store: never from a cache.
    const init: RequestInit & { priority?: "low" } = {
      cache: "no-store",
      priority: "low",
      credentials: "same-origin",
      signal: controller.signal,
    };
    const response = await fetchImpl(BUILD_DESCRIPTOR_PATH, init);
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const buildId = (body as { buildId?: unknown } | null)?.buildId;
    return typeof buildId === "string" && buildId !== "" ? buildId : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export interface UpdateCheck {
  /** True once the deployed build differs from the page's. */
  readonly updateAvailable: boolean;
  stop(): void;
}

export interface UpdateCheckOptions {
  readonly currentId: string | null;
  readonly intervalMs: number;
  readonly fetchImpl?: typeof fetch;
  readonly onUpdate?: (deployedId: string) => void;
}

export function startUpdateCheck(
  { currentId, intervalMs, fetchImpl, onUpdate }: UpdateCheckOptions,
  idle: IdleScheduler = whenIdle,
): UpdateCheck {
  let updateAvailable = false;
  let stopped = !currentId || intervalMs <= 0;
  let timeout: ReturnType<typeof setTimeout> | undefined;
  let interval: ReturnType<typeof setInterval> | undefined;

  const stop = () => {
    stopped = true;
    clearTimeout(timeout);
    clearInterval(interval);
  };
  const check = async () => {
    if (stopped) return;
    const deployed = await fetchDeployedBuildId(fetchImpl ?? fetch);
    if (stopped || deployed === null || deployed === currentId) return;
    stop();
    updateAvailable = true;
    onUpdate?.(deployed);
  };

  if (!stopped) {
    idle(() => {
      if (stopped) return;
      timeout = setTimeout(() => {
        void check();
        if (!stopped) interval = setInterval(() => void check(), intervalMs);
      }, UPDATE_CHECK_IDLE_DELAY_MS);
    });
  }
  return {
    get updateAvailable() {
      return updateAvailable;
    },
    stop,
  };
}
