/**
 * The mobile menu works from the first paint: with JavaScript off and while the site's scripts are still held
 * back, the hamburger (the <summary> of a <details>) opens the prerendered menu, its entries' sub-pages open in
 * place and its entries navigate.
 * A menu opened before hydration is taken over by React when the scripts arrive (dialog, Escape, focus).
 */
import { expect, test, type Page } from "@playwright/test";

test.use({ viewport: { width: 375, height: 812 } });

const SCRIPTS = /\.js(\?.*)?$/;
const hamburger = (page: Page) => page.locator('header summary[aria-controls="menu-mobile"]');
const menu = (page: Page) => page.locator("#menu-mobile");

async function opensAndNavigates(page: Page): Promise<void> {
  await page.goto("/");
  await expect(menu(page)).toBeHidden();
  // Closed, the panel is not displayed at all, so the page's first frame does not lay it out (MobileMenu.module.css).
  expect(await menu(page).evaluate((panel) => getComputedStyle(panel).display)).toBe("none");
  await expect(hamburger(page)).toHaveAccessibleName("Apri il menu");
  await hamburger(page).click();
  await expect(menu(page)).toBeVisible();
  // Full screen, over the page.
  expect(await menu(page).boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 812 });
  await expect(menu(page).locator("nav > ul > li > a")).toHaveText([
    "Home",
    "Macchinari",
    "Formule",
    "Servizi",
    "Promozione",
    "Blog",
    "Sanificazione",
    "Contatti",
  ]);
  // An entry's sub-pages open in place, too (a nested disclosure).
  const subPage = menu(page).getByRole("link", { name: "Installazione", exact: true });
  await expect(subPage).toBeHidden();
  await menu(page).getByLabel("Formule: mostra le pagine").click();
  await expect(subPage).toBeVisible();
  // The same control closes it, and opens it again.
  await hamburger(page).click();
  await expect(menu(page)).toBeHidden();
  await hamburger(page).click();
  await menu(page).getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(menu(page)).toBeHidden();
}

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the hamburger opens the menu and its entries navigate", async ({ page }) => {
    await opensAndNavigates(page);
  });
});

test.describe("before the site's scripts arrive", () => {
  test("the hamburger opens the menu and its entries navigate (scripts held back)", async ({ page }) => {
    const held: string[] = [];
    // Never answered: the page stays the prerendered HTML and CSS, as on a slow phone before hydration.
    await page.route(SCRIPTS, (route) => {
      held.push(route.request().url());
    });
    await opensAndNavigates(page);
    expect(held.length).toBeGreaterThan(0);
    await expect(page.locator("header[data-ready]")).toHaveCount(0);
  });

  test("a menu opened before hydration is taken over by React: dialog, Escape, focus back on the hamburger", async ({
    page,
  }) => {
    let held = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(SCRIPTS, async (route) => {
      held += 1;
      await gate;
      await route.continue();
    });
    await page.goto("/");
    await hamburger(page).click();
    await expect(menu(page)).toBeVisible();
    await expect(page.locator("header[data-ready]")).toHaveCount(0);
    await expect.poll(() => held).toBeGreaterThan(0);

    // Let the scripts through (those held and any requested from now on).
    release();
    await page.locator("header[data-ready='true']").waitFor();

    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    expect(await page.locator("main").getAttribute("inert")).not.toBeNull();
    await expect(hamburger(page)).toHaveAttribute("aria-expanded", "true");
    await expect(hamburger(page)).toHaveAccessibleName("Chiudi il menu");
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    expect(await page.locator("main").getAttribute("inert")).toBeNull();
    await expect(hamburger(page)).toBeFocused();
  });
});
