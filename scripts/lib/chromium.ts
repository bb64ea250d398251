/**
 * Debian's Chromium as every browser run of the project starts it: the browser tests (playwright.config.ts), the
 * benchmark and its first-tap measurement, and the screenshot scripts. One list, so they all measure and draw
 * the same browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
