/**
 * Prefetch policy: links that come into view prefetch their page, never more than 5 at a time (the
 * requests are held here, so the limit is what keeps more from starting), and nothing at all is
 * prefetched with Save-Data on.
 */
import { expect, test, type Page } from "@playwright/test";
import { openReady } from "./runtime-helpers";

const PAGE_DATA = /\/page-data\/(.+)\/page-data\.json$/;

/** Every link comes into view (and is hovered), top to bottom. */
async function revealAllLinks(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.mouse.wheel(0, 400);
    await page.mouse.move(200 + (y % 600), 300);
  }
}

test("at most 5 route prefetches are in flight at a time", async ({ page }) => {
  const inFlight = new Set<string>();
  const started: string[] = [];
  let most = 0;
  await page.route(PAGE_DATA, async (route) => {
    const route_ = new URL(route.request().url()).pathname.match(PAGE_DATA)?.[1] ?? "";
    if (route_ === "index") return route.continue(); // the page being opened
    inFlight.add(route_);
    started.push(route_);
    most = Math.max(most, inFlight.size);
    await new Promise((resolve) => setTimeout(resolve, 700));
    inFlight.delete(route_);
    await route.continue();
  });
  await openReady(page, "/");
  await revealAllLinks(page);
  await expect.poll(() => started.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(15);
  expect(most).toBeLessThanOrEqual(5);
  expect(most).toBe(5);
});

test("nothing is prefetched with Save-Data on", async ({ page }) => {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
  const prefetched: string[] = [];
  page.on("request", (request) => {
    const match = new URL(request.url()).pathname.match(PAGE_DATA);
    if (match && match[1] !== "index") prefetched.push(match[1]);
  });
  await openReady(page, "/");
  expect(
    await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData),
  ).toBe(true);
  await revealAllLinks(page);
  // Links queue their prefetch when they come into view (an observer's callback after a frame) and the queue starts
  // it in idle time: without Save-Data the same reveal has requests under way by the second idle callback (16 to 46
  // page-data requests in five runs), so waiting for two frames, two idle callbacks and a quiet network is enough.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
        ),
      ),
  );
  await page.waitForLoadState("networkidle");
  expect(prefetched).toEqual([]);
});
