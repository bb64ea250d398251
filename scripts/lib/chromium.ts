/**
 * The Chromium every browser run of the project starts: the browser tests (playwright.config.ts), the benchmark and
 * its first-tap measurement, the screenshot scripts and the scripts that drive /admin. One place, so they all measure
 * and draw the same browser, and one message when there is none.
 *
 * Where it comes from, first found wins:
 * 1. `CHROMIUM_PATH`, when set (set to a file that is not there, it stops the run: a browser asked for by name is
 *    never silently swapped for another);
 * 2. the system's Chromium or Chrome: on Linux and other Unix systems `chromium`, `chromium-browser`,
 *    `google-chrome-stable` or `google-chrome` on the PATH (Debian's `/usr/bin/chromium` is the first). The browser
 *    tests, which only run headless, take Chromium's headless shell before them where the system has one (Debian's
 *    `chromium-headless-shell` package): the same Blink and V8 without the windowed browser's layers, what Playwright
 *    itself runs for headless tests; here the browser tests need 45 % less CPU with it (docs/DEVELOPMENT.md). On
 *    macOS the Chromium or Google Chrome app in /Applications or ~/Applications; on Windows Chromium's or Chrome's
 *    `chrome.exe` under the per-user and the machine-wide program folders;
 * 3. Playwright's own Chromium, where `npx playwright install chromium` put it (Playwright's `executablePath()`,
 *    which follows `PLAYWRIGHT_BROWSERS_PATH`).
 *
 * Written here rather than taken from chrome-launcher (which Lighthouse brings): its finder knows only Google Chrome
 * on macOS and Windows, ranks Chrome before Chromium on Linux (CI has Debian's Chromium) and shells out to `which`,
 * `grep` and `lsregister`, so it can neither be tested with fake paths nor report what it looked for.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";

export const CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** What the look-up may read of the machine; the defaults read the real one, the unit tests pass fakes. */
export interface ChromiumLookup {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly platform: NodeJS.Platform;
  readonly home: string;
  /** True when the file exists and can be started. */
  readonly isExecutable: (file: string) => boolean;
  /** Where Playwright's own Chromium is, or would be once installed. */
  readonly playwrightChromium: () => string;
}

export type ChromiumSource = "CHROMIUM_PATH" | "system" | "Playwright";

export type ChromiumFound =
  | { readonly ok: true; readonly path: string; readonly source: ChromiumSource }
  | { readonly ok: false; readonly message: string };

const LINUX_NAMES = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"];
/** Chromium's headless shell, as Debian installs it (package chromium-headless-shell). */
export const HEADLESS_SHELL = "chromium-headless-shell";

/**
 * What the browser is for: "tests" (headless only: the browser tests) may take the headless shell; "any" (the bench,
 * which measures what a visitor's browser does, screenshots, the CMS scripts) takes the full browser.
 */
export type ChromiumUse = "tests" | "any";

const linuxNames = (use: ChromiumUse) => (use === "tests" ? [HEADLESS_SHELL, ...LINUX_NAMES] : LINUX_NAMES);

/** The system's Chromium and Chrome, in the order they are tried. */
export function systemCandidates(
  lookup: Pick<ChromiumLookup, "env" | "platform" | "home">,
  use: ChromiumUse = "any",
): string[] {
  const { env, platform, home } = lookup;
  const names = linuxNames(use);
  if (platform === "win32") {
    const roots = [env.LOCALAPPDATA, env.PROGRAMFILES, env["PROGRAMFILES(X86)"]].filter((r): r is string => !!r);
    return ["Chromium", "Google\\Chrome"].flatMap((app) =>
      roots.map((root) => path.win32.join(root, app, "Application", "chrome.exe")),
    );
  }
  const onPath = (env.PATH ?? "")
    .split(":")
    .filter(Boolean)
    .flatMap((dir) => names.map((name) => path.posix.join(dir, name)));
  // The PATH is tried name by name (chromium in every folder before chromium-browser), so Chromium wins over Chrome.
  const byName = names.flatMap((name) => onPath.filter((file) => path.posix.basename(file) === name));
  if (platform !== "darwin") return byName;
  const apps = ["Chromium.app/Contents/MacOS/Chromium", "Google Chrome.app/Contents/MacOS/Google Chrome"];
  return [
    ...apps.flatMap((app) => ["/Applications", path.posix.join(home, "Applications")].map((d) => `${d}/${app}`)),
    ...byName,
  ];
}

/** Finds the browser, or says in one message what was tried and the three ways to provide one. */
export function findChromium(lookup: ChromiumLookup = machineLookup(), use: ChromiumUse = "any"): ChromiumFound {
  const asked = lookup.env.CHROMIUM_PATH;
  if (asked) {
    if (lookup.isExecutable(asked)) return { ok: true, path: asked, source: "CHROMIUM_PATH" };
    return {
      ok: false,
      message: noChromiumMessage(lookup, use, `CHROMIUM_PATH is ${asked}, which is not an executable file.`),
    };
  }
  const system = systemCandidates(lookup, use).find((file) => lookup.isExecutable(file));
  if (system) return { ok: true, path: system, source: "system" };
  const managed = lookup.playwrightChromium();
  if (lookup.isExecutable(managed)) return { ok: true, path: managed, source: "Playwright" };
  return { ok: false, message: noChromiumMessage(lookup, use, "No Chromium or Chrome found on this machine.") };
}

function noChromiumMessage(lookup: ChromiumLookup, use: ChromiumUse, why: string): string {
  const names = linuxNames(use);
  const system =
    lookup.platform === "win32"
      ? "install Chromium or Google Chrome (looked for chrome.exe under %LOCALAPPDATA% and the program folders)"
      : lookup.platform === "darwin"
        ? "install Chromium or Google Chrome in /Applications (looked there, in ~/Applications and on the PATH)"
        : `on Debian sudo apt-get install ${use === "tests" ? `chromium ${HEADLESS_SHELL}` : "chromium"} ` +
          `(looked on the PATH for ${names.join(", ")})`;
  return [
    `${why} The browser runs of this project (npm test's browser tests, bench, screenshots, CMS scripts) need one:`,
    "  1. CHROMIUM_PATH=/path/to/chromium-or-chrome, for a browser of your choice;",
    `  2. the system's Chromium or Chrome: ${system};`,
    `  3. Playwright's own Chromium: npx playwright install chromium (looked for ${lookup.playwrightChromium()}).`,
  ].join("\n");
}

function machineLookup(): ChromiumLookup {
  return {
    env: process.env,
    platform: process.platform,
    home: os.homedir(),
    isExecutable: (file) => {
      try {
        if (!fs.statSync(file).isFile()) return false;
        if (process.platform !== "win32") fs.accessSync(file, fs.constants.X_OK);
        return true;
      } catch {
        return false;
      }
    },
    playwrightChromium: () => chromium.executablePath(),
  };
}

/** Thrown by chromiumPath() when no browser is found; its message is the whole explanation. */
export class NoChromiumError extends Error {
  override readonly name = "NoChromiumError";
}

/** The browser's path for a launch; throws NoChromiumError, whose message says the three ways, when there is none. */
export function chromiumPath(lookup?: ChromiumLookup): string {
  const found = findChromium(lookup);
  if (!found.ok) throw new NoChromiumError(found.message);
  return found.path;
}
