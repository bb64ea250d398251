/**
 * First-tap latency of the mobile menu, measured in the page: from the hamburger's pointerdown to the first
 * animation frame in which the full-screen menu (#menu-mobile) is in view. A phone on slow 4G (150 ms round
 * trip, 1.6 Mbps down, 750 kbps up, via CDP) with a 4x slower CPU, 375 px wide.
 *
 * - before hydration: every script of the site is held back (its request never answered) until the tap is
 *   measured, so the page is the prerendered HTML and CSS alone;
 * - after hydration: the header says React drives it (data-ready), then the tap.
 *
 * A tap that shows no menu within TIMEOUT_MS is reported as "none".
 */
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS } from "./lib/chromium";

const TIMEOUT_MS = 4000;
const HAMBURGER = 'header [aria-controls="menu-mobile"]';

export interface TapResult {
  readonly path: string;
  /** Milliseconds per run; null when the menu never came into view. */
  readonly beforeHydration: ReadonlyArray<number | null>;
  readonly afterHydration: ReadonlyArray<number | null>;
}

// Runs in the page: arms one pointerdown listener that times the first frame with the menu in view.
const ARM = `(() => {
  window.__firstTap = undefined;
  addEventListener("pointerdown", () => {
    const start = performance.now();
    const inView = () => {
      const el = document.getElementById("menu-mobile");
      if (!el) return false;
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const onScreen = r.width > 0 && r.height > 0 && r.top < innerHeight && r.bottom > 0;
      return onScreen && style.visibility !== "hidden" && style.display !== "none";
    };
    // performance.now(), not the frame's timestamp: that is the frame's start, which may precede the tap.
    const frame = () => {
      const now = performance.now();
      if (inView()) window.__firstTap = now - start;
      else if (now - start < ${TIMEOUT_MS}) requestAnimationFrame(frame);
      else window.__firstTap = null;
    };
    requestAnimationFrame(frame);
  }, { capture: true, once: true });
})()`;

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

async function tapOnce(page: Page): Promise<number | null> {
  await page.evaluate(ARM);
  await page.locator(HAMBURGER).tap();
  // Polled from here: the site's CSP forbids the eval behind a string predicate in the page.
  const read = () => (window as unknown as { __firstTap?: number | null }).__firstTap;
  for (let waited = 0; waited < TIMEOUT_MS + 2000; waited += 100) {
    const value = await page.evaluate(read);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

export async function measureFirstTap(
  base: string,
  paths: readonly string[],
  runs: number,
  chromiumPath: string,
): Promise<TapResult[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...CHROMIUM_ARGS],
  });
  const results: TapResult[] = [];
  try {
    for (const pagePath of paths) {
      const before: Array<number | null> = [];
      const after: Array<number | null> = [];
      for (let i = 0; i < runs; i += 1) {
        for (const hydrated of [false, true]) {
          const context = await browser.newContext({
            viewport: { width: 375, height: 812 },
            deviceScaleFactor: 2,
            isMobile: true,
            hasTouch: true,
          });
          const page = await context.newPage();
          // Held: the request stays unanswered, as on a slow phone whose scripts have not arrived yet.
          if (!hydrated) await page.route(/\.js(\?.*)?$/, () => undefined);
          await throttle(page);
          await page.goto(`${base}${pagePath}`, { waitUntil: "load" });
          if (hydrated) await page.waitForSelector('header[data-ready="true"]', { timeout: 60_000 });
          (hydrated ? after : before).push(await tapOnce(page));
          await context.close();
        }
      }
      results.push({ path: pagePath, beforeHydration: before, afterHydration: after });
      console.log(
        `first tap ${pagePath}: before hydration ${JSON.stringify(before.map(round))} ms, ` +
          `after ${JSON.stringify(after.map(round))} ms`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}

const round = (v: number | null) => (v === null ? null : Math.round(v));
