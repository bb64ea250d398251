/**
 * The deferred layout of the first page (src/runtime/deferred-layout.ts), in the browser: while the page starts,
 * the main sections and the footer are drawn only near the screen (`content-visibility: auto`); once the page is idle
 * they are laid out one by one and the page is whole; a reload, a page reached by going back, an address with an
 * anchor and a link to an anchor find real heights, also before the site's scripts start (the machine page's jump
 * links: e2e/machine-page-mobile.spec.ts); a page moved before they start is laid out whole before it shows, and
 * nothing moves under the reader.
 */
import { expect, test, type Page } from "@playwright/test";
import { laidOut, openReady } from "./runtime-helpers";

test.use({ viewport: { width: 375, height: 740 } });

const DEFERRED = "main .section, [data-defer-layout]";
const visibility = (page: Page) =>
  page.evaluate(
    (selector) => [...document.querySelectorAll(selector)].map((el) => getComputedStyle(el).contentVisibility),
    DEFERRED,
  );

test("without the site's scripts, what is far below the first screen waits; the first screen is drawn", async ({
  page,
}) => {
  await page.route(/\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto("/");
  const parts = await visibility(page);
  expect(parts.length).toBeGreaterThanOrEqual(6);
  expect(new Set(parts)).toEqual(new Set(["auto"]));
  // checkVisibility({ contentVisibilityAuto: true }) is false for content the browser skips.
  const drawn = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn("main .section h2")).toBe(true);
  expect(await drawn("footer a")).toBe(false);
  // Still there for the reader: a part scrolled to is rendered, its text readable.
  const footer = page.locator("footer");
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => drawn("footer a")).toBe(true);
  await expect(footer.getByRole("link", { name: "Contatti", exact: true }).first()).toBeVisible();
});

test("once the page is idle every part is laid out, and the page has its real height", async ({ page }) => {
  await openReady(page, "/");
  await expect(page.locator("html")).toHaveAttribute("data-laid-out", "");
  expect(new Set(await visibility(page))).toEqual(new Set(["visible"]));
});

/** The heading nearest the top of the screen, and where it is. */
const topHeading = (page: Page) =>
  page.evaluate(() => {
    const headings = [...document.querySelectorAll("main h2")].map((h) => ({
      text: h.textContent ?? "",
      top: Math.round(h.getBoundingClientRect().top),
    }));
    return headings.filter((h) => h.top >= 0).sort((a, b) => a.top - b.top)[0];
  });

test("a reload comes back to the same place on the page, on real heights", async ({ page }) => {
  await openReady(page, "/");
  await expect(page.locator("html")).toHaveAttribute("data-laid-out", "");
  // Just above the questions and answers, far down the page.
  const y = await page.evaluate(() => {
    const heading = document.getElementById("faq-heading") as HTMLElement;
    const top = Math.round(heading.getBoundingClientRect().top + window.scrollY - 120);
    window.scrollTo({ top, behavior: "instant" });
    return window.scrollY;
  });
  expect(y).toBeGreaterThan(2000);
  const before = await topHeading(page);

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-runtime", "ready");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
  expect(await topHeading(page)).toEqual(before);
});

test("an address with an anchor shows that part at once, with the parts above it laid out", async ({ page }) => {
  // The stylesheet decides (the anchor is the page's :target), before the site's scripts could.
  await page.route(/\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto("/#faq-heading");
  expect(new Set(await visibility(page))).toEqual(new Set(["visible"]));
  await expect(page.locator("#faq-heading")).toBeInViewport();
});

test("a long list on the first screen waits item by item; an item not yet drawn keeps its column's width", async ({
  page,
}) => {
  await page.route(/\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/, (route) => route.abort());
  /** For each item of the list: whether its content is drawn, and its width. */
  const items = (list: string) =>
    page.locator(`${list} > li`).evaluateAll((lis) =>
      lis.map((li) => ({
        drawn: (li.firstElementChild as Element).checkVisibility({ contentVisibilityAuto: true }),
        width: Math.round(li.getBoundingClientRect().width),
      })),
    );
  // The comparison on a phone: one card per machine, each taller than the screen.
  await page.goto("/confronta-macchinari");
  const compared = await items("ul[aria-label='Macchinari a confronto']");
  expect(compared.length).toBeGreaterThanOrEqual(5);
  expect(compared[0].drawn).toBe(true);
  expect(compared.slice(2).map((c) => c.drawn)).not.toContain(true);
  expect(new Set(compared.map((c) => c.width)).size).toBe(1);

  // The machines' list, on a phone and on a wide screen of three columns: the far cards wait at their column's width.
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto("/macchinari-estetici-roma");
    const cards = await items("main ul:has(> li[data-defer-layout])");
    expect(cards.length).toBeGreaterThanOrEqual(6);
    expect(cards[0].drawn).toBe(true);
    expect(cards.at(-1)?.drawn).toBe(false);
    expect(new Set(cards.map((c) => c.width)).size).toBe(1);
    const list = await page.locator("main ul:has(> li[data-defer-layout])").evaluate((ul) => ({
      width: Math.round(ul.getBoundingClientRect().width),
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    }));
    // One column on a phone, three on a wide screen; nothing wider than the screen.
    if (width === 375) expect(cards[0].width).toBe(list.width);
    else expect(cards[0].width * 3).toBeLessThan(list.width);
    expect(list.overflow).toBe(0);
  }
});

/** Holds the site's scripts until the returned function lets them go: the page is read and moved before they start. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The element at the middle of the screen, and its distance from the screen's top after two frames. */
const middle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ text: string; top: number }>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const el = document.elementFromPoint(innerWidth / 2, innerHeight / 2) as Element;
            resolve({ text: (el.textContent ?? "").slice(0, 60), top: Math.round(el.getBoundingClientRect().top) });
          }),
        ),
      ),
  );

test("a link to an anchor tapped before the site's scripts start lands on it, and stays there once they run", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/macchinari-estetici-roma");
  await page.getByRole("link", { name: /^Le pagine per / }).click();
  const heading = page.getByRole("heading", { name: "Anche fuori Roma" });
  await expect(heading).toBeInViewport();
  release();
  await expect(page.locator("html")).toHaveAttribute("data-runtime", "ready");
  await laidOut(page);
  const top = await heading.evaluate((h) => h.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(200);
});

test("a page moved halfway before the site's scripts start shows real heights; nothing moves under the reader", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/macchinari-estetici-roma");
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-laid-out"))).toBe(false);
  // As the scroll bar dragged or the End key: one jump, past parts the browser has not laid out.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: "instant" }));
  const before = await middle(page);
  await laidOut(page);
  expect(new Set(await visibility(page))).toEqual(new Set(["visible"]));
  release();
  await expect(page.locator("html")).toHaveAttribute("data-runtime", "ready");
  expect(await middle(page)).toEqual(before);
});
