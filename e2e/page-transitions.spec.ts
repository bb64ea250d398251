/**
 * Page transitions, mode in-out: the old page fades out, then the new one fades in (opacity only); none
 * under prefers-reduced-motion. After a navigation the new page's heading has focus and the page is at
 * the top; back restores the saved position.
 */
import { expect, test, type Page } from "@playwright/test";
import { menuLink, openReady } from "./runtime-helpers";

/** Records every value main's data-page-transition takes. */
async function recordPhases(page: Page): Promise<void> {
  await page.evaluate(() => {
    const main = document.getElementById("main") as HTMLElement;
    const phases: string[] = [];
    (window as unknown as { phases: string[] }).phases = phases;
    new MutationObserver(() => phases.push(main.dataset.pageTransition ?? "none")).observe(main, {
      attributes: true,
      attributeFilter: ["data-page-transition"],
    });
  });
}
const phases = (page: Page) => page.evaluate(() => (window as unknown as { phases: string[] }).phases);

test("the old page fades out, then the new page fades in, opacity only", async ({ page }) => {
  await openReady(page, "/");
  await recordPhases(page);
  const before = await page.locator("main").boundingBox();
  await menuLink(page, "Contatti").click();
  await expect(page.locator("main")).toHaveAttribute("data-page-transition", "out");
  // While fading out, the old page stays where it was: only its opacity changes.
  expect(await page.locator("main").evaluate((el) => getComputedStyle(el).transitionProperty)).toBe("opacity");
  expect(await page.locator("main").boundingBox()).toEqual(before);
  await expect(page).toHaveURL(/\/contatti$/);
  await expect.poll(() => phases(page)).toEqual(["out", "in", "none"]);
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
