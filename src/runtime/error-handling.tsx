/**
 * Errors the visitor should see, and those they should not.
 * - Fatal unhandled errors (an uncaught exception or an unhandled rejection from the site's own scripts)
 *   after the app has mounted show the generic error page (500, "Internal Server Error") in place of
 *   the page, through the page's ErrorBoundary; render errors are caught by the boundary itself.
 * - A chunk or page data that fails to load (during a navigation, or while the first page starts) goes
 *   to the reload guard (chunk-reload.ts); when the guard holds the reload back, the error page offers
 *   a link to try again.
 * - Other failures while the app mounts are logged: the prerendered page stays readable.
 * - Crawlers, Lighthouse, Facebook's preview and Google's tools never get the error page: the error is
 *   logged and the prerendered content stays (for render errors, the boundary shows a copy of it).
 * When no boundary is mounted (the app never started), the error page is rendered into the main region.
 */
import React from "react";
import { createRoot } from "react-dom/client";
import { DEFAULT_ERROR, errorPageText, type ErrorPageProps } from "../components/error-texts";
import { LazyErrorPage } from "../components/LazyErrorPage";
import { handleLoadFailure, isChunkLoadError, isLoadFailure, loadFromServer } from "./chunk-reload";
import { isBotUserAgent } from "./user-agent";

export type ShownError = Pick<ErrorPageProps, "statusCode" | "statusMessage" | "description" | "retryHref">;

type Listener = (error: ShownError) => void;
const listeners = new Set<Listener>();
let mounted = false;
const snapshots = new Map<string, string>();

export const isBot = (): boolean => typeof navigator !== "undefined" && isBotUserAgent(navigator.userAgent);

/** The error boundary of the page listens here for errors that happen outside rendering. */
export function onErrorPageRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The app has rendered for the first time (Gatsby's onInitialClientRender). */
export function markMounted(): void {
  mounted = true;
}

/** For crawlers: keeps the prerendered HTML of the main region and of the whole app, before hydration. */
export function capturePrerenderedContent(doc: Document = document): void {
  for (const id of ["main", "___gatsby"]) {
    const html = doc.getElementById(id)?.innerHTML;
    if (html) snapshots.set(id, html);
  }
}

export function prerenderedContent(id: "main" | "___gatsby"): string | undefined {
  return snapshots.get(id);
}

/** The address being shown, for a "try again" link. */
export const currentAddress = (): string => `${window.location.pathname}${window.location.search}`;

export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === "string" ? error : "Unknown error";
}

/** The document's title while the error page is shown (the page's own <head> tags are not rendered). */
export function setErrorTitle(statusCode: number = DEFAULT_ERROR.statusCode): void {
  document.title = `${errorPageText(statusCode).heading} (${statusCode})`;
}

/** Shows the error page (never to crawlers): in the mounted app, or straight into <main> when there is none. */
export function showErrorPage(error: ShownError): void {
  if (isBot()) return;
  const page = { statusCode: DEFAULT_ERROR.statusCode, statusMessage: DEFAULT_ERROR.statusMessage, ...error };
  if (mounted && listeners.size > 0) {
    for (const listener of listeners) listener(page);
    return;
  }
  const main = document.getElementById("main");
  if (!main) return;
  main.replaceChildren();
  createRoot(main).render(<LazyErrorPage {...page} />);
  setErrorTitle(page.statusCode);
}

/** A chunk or page data for `target` could not be loaded: reload it once, or show the error page. */
export function onLoadFailure(target: string): void {
  handleLoadFailure(target, {
    reload: (to) => loadFromServer(to),
    showError: (to) => showErrorPage({ description: `Failed to load ${to}`, retryHref: to }),
  });
}

/**
 * Window "error" events that come from the site's own scripts and carry an error (not extensions, not cross-origin).
 */
export function isFatalErrorEvent(
  event: Pick<ErrorEvent, "error" | "filename" | "message">,
  origin: string = window.location.origin,
): boolean {
  if (event.error === null || event.error === undefined) return false;
  if (event.filename && !event.filename.startsWith(`${origin}/`)) return false;
  return !/ResizeObserver loop/.test(event.message ?? "");
}

/**
 * Unhandled rejections that come from the site's own code: an Error with a stack frame of this origin. A
 * rejection in a third-party script (analytics, after consent) or a bare "Failed to fetch" is not ours
 * to turn into an error page.
 */
export function isOwnRejection(reason: unknown, origin: string = window.location.origin): boolean {
  return reason instanceof Error && (reason.stack ?? "").includes(`${origin}/`);
}

/** What happens with an error nobody caught. */
export function handleUncaught(reason: unknown): void {
  if (isLoadFailure(reason)) {
    console.error("[runtime] Caricamento della pagina non riuscito", reason);
    onLoadFailure(currentAddress());
    return;
  }
  if (!mounted) {
    console.error("[runtime] Avvio dell'applicazione non riuscito; resta la pagina prerenderizzata", reason);
    return;
  }
  console.error("[runtime] Errore non gestito", reason);
  showErrorPage({ description: describeError(reason), retryHref: currentAddress() });
}

/** Listens for uncaught errors and unhandled rejections (before Gatsby's own chunk-error listener). */
export function installErrorHandlers(win: Window = window): void {
  win.addEventListener("error", (event) => {
    if (isFatalErrorEvent(event)) handleUncaught(event.error);
  });
  // Capturing at the window runs before Gatsby's listener, whose chunk-error reload has no guard: a chunk
  // error stops here.
  win.addEventListener(
    "unhandledrejection",
    (event) => {
      if (isChunkLoadError(event.reason)) event.stopImmediatePropagation();
      if (isLoadFailure(event.reason) || isOwnRejection(event.reason)) handleUncaught(event.reason);
      else console.error("[runtime] Promessa rifiutata non gestita (ignorata)", event.reason);
    },
    { capture: true },
  );
}

/** For tests. */
export function resetErrorHandling(): void {
  listeners.clear();
  snapshots.clear();
  mounted = false;
}
