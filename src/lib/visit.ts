/**
 * What the site remembers of a visit, in memory only (no cookie, no browser storage): the landing address's
 * query string, where the campaign parameters are, and the page before the current one, which is the page whose
 * call to action led to the contact form. Both last until the page is reloaded. The shell (TopBar) records them
 * on every page; the contact form reads them. Kept this small because it loads on every page.
 */
let landing: string | undefined;
let current: string | undefined;
let previous: string | undefined;

/** The query string of the address the visit landed on (read the first time it is asked for). */
export function landingSearch(): string {
  if (typeof window === "undefined") return "";
  landing ??= window.location.search;
  return landing;
}

/** Records the page now shown (its canonical path). */
export function rememberPage(path: string): void {
  if (path === current) return;
  previous = current;
  current = path;
}

/** The page the visitor was on before `page` (when `page` is already recorded as the current one), or "". */
export function pageBefore(page: string): string {
  return (current === page ? previous : current) ?? "";
}

/** Tests only: forget the visit. */
export function forgetVisit(): void {
  landing = current = previous = undefined;
}
