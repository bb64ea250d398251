/**
 * Cards in a real browser. On a phone a card with an image is a compact row (a square thumbnail beside its
 * title, the text below): a list page's first screen is led by its own heading and text, so its largest paint is
 * text that comes with the HTML, not a photo still on its way; the thumbnails fetch the smallest file. From
 * 640 px the cards keep their image across the top.
 */
import { expect, test, type Page } from "@playwright/test";

const LIST_PAGES = ["/macchinari-estetici-roma", "/formule", "/sanificazione", "/blog"];

const cards = (page: Page) => page.locator('section[aria-labelledby="list-heading"] li');

/** Every largest-contentful-paint entry of the page, in order, as the tag of its element. */
async function recordLargestPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __largest: string[] };
    w.__largest = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>)
        w.__largest.push(entry.element?.tagName ?? "");
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const pagePath of LIST_PAGES) {
    test(`${pagePath}: the largest paint is text, the cards are compact rows with small thumbnails`, async ({
      page,
    }) => {
      await recordLargestPaints(page);
      await page.goto(pagePath);
      await page.locator("header[data-ready='true']").waitFor();
      // Every thumbnail in view has arrived and been painted by now.
      await expect
        .poll(() =>
          cards(page)
            .locator("img")
            .evaluateAll((imgs) =>
              imgs
                .filter((i) => i.getBoundingClientRect().top < innerHeight)
                .every((i) => (i as HTMLImageElement).complete),
            ),
        )
        .toBe(true);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const largest = await page.evaluate(() => (window as unknown as { __largest: string[] }).__largest);
      expect(largest.length).toBeGreaterThan(0);
      expect(largest[largest.length - 1]).not.toBe("IMG");

      const first = cards(page).first();
      const image = await first.locator("picture").boundingBox();
      const title = await first.locator("h3").boundingBox();
      const text = await first.locator("p").last().boundingBox();
      const card = await first.boundingBox();
      if (!image || !title || !text || !card) throw new Error("the first card is not laid out");
      // A square thumbnail, the title beside it, the text below both and as wide as the card's content.
      expect(image.width).toBe(88);
      expect(image.height).toBe(88);
      expect(title.x).toBeGreaterThan(image.x + image.width);
      expect(text.y).toBeGreaterThanOrEqual(image.y + image.height);
      expect(text.x).toBe(image.x);
      expect(text.width).toBeGreaterThan(card.width * 0.8);

      // The browser picks the smallest file of each thumbnail's srcset (200 px wide for an 88 px box).
      const picked = await first.locator("img").evaluate((img: HTMLImageElement) => ({
        current: new URL(img.currentSrc).pathname,
        smallest: img.srcset.split(",")[0].trim().split(/\s+/)[0],
        smallestWidth: img.srcset.split(",")[0].trim().split(/\s+/)[1],
      }));
      expect(picked.smallestWidth).toBe("200w");
      expect(picked.current).toBe(picked.smallest);
    });
  }
});

test.describe("from 640 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a card's image spans the card's width above its title", async ({ page }) => {
    await page.goto("/macchinari-estetici-roma");
    const first = cards(page).first();
    const image = await first.locator("picture").boundingBox();
    const title = await first.locator("h3").boundingBox();
    const card = await first.boundingBox();
    if (!image || !title || !card) throw new Error("the first card is not laid out");
    // The card's 1 px border on each side.
    expect(image.width).toBe(card.width - 2);
    expect(title.y).toBeGreaterThan(image.y + image.height);
  });
});
