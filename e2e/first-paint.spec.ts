/**
 * The page's scripts are added by the loader (src/gatsby/scripts-after-paint.ts), not by the HTML: when the
 * document has been parsed there is none yet; they are requested only after the largest paint and the load
 * event; and then the page hydrates as usual.
 */
import { chromium, expect, test } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../scripts/lib/chromium";

test("Gatsby's scripts come after the document is parsed, in order, and the page then hydrates", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __scriptsAtParse?: number; __largestPaint?: number; __manifestAtParse?: number };
    document.addEventListener("DOMContentLoaded", () => {
      w.__scriptsAtParse = document.querySelectorAll("script[src]").length;
      w.__manifestAtParse = document.querySelectorAll('link[rel="manifest"]').length;
    });
    new PerformanceObserver((list) => {
      w.__largestPaint ??= list.getEntries()[0]?.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.goto("/macchinari-estetici-roma/macchinario-pressoterapia-roma");
  await page.locator("header[data-ready='true']").waitFor();
  const state = await page.evaluate(() => ({
    atParse: (window as unknown as { __scriptsAtParse?: number }).__scriptsAtParse,
    // The loader appends to <body>; webpack adds the page's own chunks to <head> later.
    now: Array.from(document.body.querySelectorAll<HTMLScriptElement>("script[src]"))
      .map((s) => new URL(s.src).pathname.replace(/-[0-9a-f]{8}\.js$/, ""))
      .filter((p) => ["/webpack-runtime", "/framework", "/app"].includes(p)),
  }));
  expect(state.atParse).toBe(0);
  // The web app manifest is linked by the loader too, so the browser asks for it only after the largest paint.
  const manifest = await page.evaluate(() => ({
    atParse: (window as unknown as { __manifestAtParse?: number }).__manifestAtParse,
    href: document.querySelector<HTMLLinkElement>('head link[rel="manifest"]')?.href,
  }));
  expect(manifest.atParse).toBe(0);
  expect(manifest.href).toMatch(/\/manifest\.webmanifest$/);
  const timing = await page.evaluate(() => ({
    largestPaint: (window as unknown as { __largestPaint?: number }).__largestPaint,
    loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
    framework: performance.getEntriesByType("resource").find((r) => /\/framework-[0-9a-f]+\.js$/.test(r.name))
      ?.startTime,
  }));
  expect(timing.largestPaint).toBeGreaterThan(0);
  expect(timing.framework).toBeGreaterThan(timing.largestPaint as number);
  expect(timing.framework).toBeGreaterThan(timing.loaded);
  expect(state.now).toEqual(["/webpack-runtime", "/framework", "/app"]);
  // Hydrated: a client-side navigation works.
  await page
    .getByRole("navigation", { name: "Menu principale" })
    .getByRole("link", { name: "Blog", exact: true })
    .click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

// The browser's own requests while the page loads count against its first paint in Lighthouse's estimate: Chromium
// downloads every favicon whose size the head does not give until one proves ideal, so the PNG carries its size and
// only the SVG is fetched (src/gatsby/pre-render-html.ts). The PNG, when it was fetched, followed the SVG's download.
// The test launches a Chromium of its own: the one Playwright's runner shares between tests fetches no favicon at all.
test("the browser fetches one favicon, the SVG; the PNG is linked for browsers without SVG favicons", async ({
  baseURL,
}) => {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const icons: string[] = [];
    context.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/favicon")) icons.push(pathname);
    });
    const svg = context.waitForEvent("response", (response) => new URL(response.url()).pathname === "/favicon.svg");
    await page.goto(`${baseURL}/sanificazione/ozy10`);
    await svg;
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(icons).toEqual(["/favicon.svg"]);
    expect(await page.locator('head link[rel="icon"]').evaluateAll((links) => links.map((l) => l.outerHTML))).toEqual([
      '<link rel="icon" href="/favicon-32x32.png" sizes="32x32">',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ]);
  } finally {
    await browser.close();
  }
});

// A blog post's picture sits below its heading, lead and byline: on a phone and a desktop screen the heading is the
// largest paint, on a tablet the picture is. So the picture is eager (found while the page is parsed, for the tablet)
// at low priority (Chrome would raise it once in view, and Lighthouse's simulated LCP would count it on a phone). The
// test waits for the picture to be painted, so that it could be a candidate, then reads the last one.
for (const [viewport, largest] of [
  [{ width: 412, height: 823 }, "page-heading"],
  [{ width: 768, height: 1024 }, "IMG"],
  [{ width: 1440, height: 900 }, "page-heading"],
] as const) {
  test(`a blog post at ${viewport.width} px: largest paint ${largest}; the picture eager, low priority`, async ({
    browser,
  }) => {
    const page = await browser.newPage({ viewport });
    await page.addInitScript(() => {
      const w = window as unknown as { __largest: string[] };
      w.__largest = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>)
          w.__largest.push(entry.element?.id || entry.element?.tagName || "");
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await page.goto("/blog/blog02");
    const picture = page.locator("article > .section picture img");
    await expect(picture).toHaveAttribute("loading", "eager");
    await expect(picture).toHaveAttribute("fetchpriority", "low");
    await expect(picture).toBeInViewport();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const seen = await page.evaluate(() => (window as unknown as { __largest: string[] }).__largest);
    expect(seen[seen.length - 1]).toBe(largest);
    await page.close();
  });
}
