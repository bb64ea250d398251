/**
 * Prefetch policy: links that come into view prefetch their page, never more than 5 at a time (the
 * requests are held here, so the limit is what keeps more from starting), not before start-up is over
 * (PREFETCH_START_MS after the page began to load) unless hovered, and nothing at all is prefetched with
 * Save-Data on.
 */
import { expect, test, type Page } from "@playwright/test";
import { PREFETCH_START_MS } from "../src/runtime/constants";
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
  // it after start-up, in idle time: without Save-Data the same reveal has requests under way by the second idle
  // callback after that (see the test below), so waiting that long and for a quiet network is enough.
  await page.evaluate(
    (startMs) =>
      new Promise<void>((resolve) =>
        setTimeout(
          () => requestIdleCallback(() => requestIdleCallback(() => resolve())),
          Math.max(0, startMs - performance.now()) + 100,
        ),
      ),
    PREFETCH_START_MS,
  );
  await page.waitForLoadState("networkidle");
  expect(prefetched).toEqual([]);
});

test("links in view wait for the end of start-up; a hovered link loads at once", async ({ page }) => {
  const requested: Array<{ route: string; at: number }> = [];
  page.on("request", (request) => {
    const route = new URL(request.url()).pathname.match(PAGE_DATA)?.[1];
    if (route && route !== "index") requested.push({ route, at: Date.now() });
  });
  await openReady(page, "/");
  const origin = await page.evaluate(() => performance.timeOrigin);
  const since = (at: number) => at - origin;
  // The main menu's links are in view from the start; hover one well before start-up ends.
  const link = page.locator('header nav a[href="/contatti"]').first();
  expect(await page.evaluate(() => performance.now())).toBeLessThan(PREFETCH_START_MS - 500);
  await link.hover();
  await expect.poll(() => requested.map((r) => r.route)).toContain("contatti");
  const hoveredAt = since(requested.find((r) => r.route === "contatti")!.at);
  expect(hoveredAt).toBeLessThan(PREFETCH_START_MS);
  // Nothing else until then; then the links in view, in idle time.
  await expect.poll(() => requested.length, { timeout: PREFETCH_START_MS + 5000 }).toBeGreaterThan(1);
  const others = requested.filter((r) => r.route !== "contatti");
  expect(others.length).toBeGreaterThan(0);
  for (const r of others) expect(since(r.at)).toBeGreaterThanOrEqual(PREFETCH_START_MS);
});
