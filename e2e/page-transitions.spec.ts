/**
 * Page transitions, mode in-out: the old page fades out, then the new one fades in (opacity only); none
 * under prefers-reduced-motion. After a navigation the new page's heading has focus and the page is at
 * the top; back restores the saved position.
 */
import { expect, test, type Page } from "@playwright/test";
import { menuLink, openReady } from "./runtime-helpers";

interface Phase {
  readonly phase: string;
  /** What main's style animates, and where main is, when the phase begins. */
  readonly transition: string;
  readonly top: number;
  readonly height: number;
}

/** Records every value main's data-page-transition takes, with main's transition and box at that moment. */
async function recordPhases(page: Page): Promise<void> {
  await page.evaluate(() => {
    const main = document.getElementById("main") as HTMLElement;
    const phases: Phase[] = [];
    (window as unknown as { phases: Phase[] }).phases = phases;
    new MutationObserver(() => {
      const box = main.getBoundingClientRect();
      phases.push({
        phase: main.dataset.pageTransition ?? "none",
        transition: getComputedStyle(main).transitionProperty,
        top: box.top,
        height: box.height,
      });
    }).observe(main, { attributes: true, attributeFilter: ["data-page-transition"] });
  });
}
const phases = (page: Page) => page.evaluate(() => (window as unknown as { phases: Phase[] }).phases);

test("the old page fades out, then the new page fades in, opacity only", async ({ page }) => {
  await openReady(page, "/");
  await recordPhases(page);
  const before = await page
    .locator("main")
    .evaluate((el) => ({ top: el.getBoundingClientRect().top, height: el.getBoundingClientRect().height }));
  await menuLink(page, "Contatti").click();
  await expect(page).toHaveURL(/\/contatti$/);
  await expect.poll(async () => (await phases(page)).map((p) => p.phase)).toEqual(["out", "in", "none"]);
  const [out, into] = await phases(page);
  // Only opacity is animated; while fading out, the old page stays where it was, as large as it was.
  expect(out.transition).toBe("opacity");
  expect(into.transition).toBe("opacity");
  expect({ top: out.top, height: out.height }).toEqual(before);
  await expect(page.locator("main")).toHaveCSS("opacity", "1");
  await expect(page.locator("#page-heading")).toBeFocused();
});

test("no transition under prefers-reduced-motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openReady(page, "/");
  await recordPhases(page);
  await menuLink(page, "Contatti").click();
  await expect(page).toHaveURL(/\/contatti$/);
  await expect(page.locator("#page-heading")).toBeFocused();
  await menuLink(page, "Blog").click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator("#page-heading")).toBeFocused();
  expect(await phases(page)).toEqual([]);
});

test("a navigation goes to the top of the new page; back returns to the saved position", async ({ page }) => {
  await openReady(page, "/");
  const footerLink = page.locator("footer").getByRole("link", { name: "Contatti", exact: true }).first();
  await footerLink.scrollIntoViewIfNeeded();
  const savedY = await page.evaluate(() => window.scrollY);
  expect(savedY).toBeGreaterThan(500);
  await footerLink.click();
  await expect(page).toHaveURL(/\/contatti$/);
  await expect(page.locator("#page-heading")).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(savedY);
  await expect(page.locator("#page-heading")).toBeFocused();
});
