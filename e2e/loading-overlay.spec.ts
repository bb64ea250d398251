/**
 * Loading overlay: a navigation whose page data is slow shows the overlay (announced, main region busy);
 * Escape cancels it and the visitor stays on the page they were on, even when the data arrives later; a back
 * that returns to the page on screen before the new one renders leaves nothing over it.
 */
import { expect, test, type Page } from "@playwright/test";
import { holdPageData, menuLink, openReady } from "./runtime-helpers";

test("a slow page shows the overlay; Escape cancels and the visitor stays", async ({ page }) => {
  // Held from the start, so the prefetch of the visible link waits too.
  const release = await holdPageData(page, "/contatti");
  await openReady(page, "/");
  const homeHeading = await page.getByRole("heading", { level: 1 }).textContent();
  const overlay = page.locator("[data-loading-overlay]");

  await menuLink(page, "Contatti").click();
  await expect(overlay.getByText("Caricamento della pagina in corso…", { exact: true })).toBeVisible();
  await expect(overlay.getByRole("status")).toHaveText("Caricamento della pagina in corso… Premete Esc per annullare.");
  await expect(page.locator("main")).toHaveAttribute("aria-busy", "true");
  await expect(overlay.getByRole("button", { name: "Annulla" })).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(overlay.getByText("Caricamento della pagina in corso…", { exact: true })).toBeHidden();
  await expect(page.locator("main")).not.toHaveAttribute("aria-busy", /.*/);
  await expect(overlay.getByRole("status")).toHaveText("");

  release();
  await page.waitForLoadState("networkidle");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeHeading ?? "");
  await expect(page.locator("main")).toHaveCSS("opacity", "1");
});

/** From the home page, a click on «Contatti» whose page data is held until the overlay shows, then let go. */
async function slowContactPageFromHome(page: Page) {
  const release = await holdPageData(page, "/contatti");
  await openReady(page, "/");
  const overlayText = page
    .locator("[data-loading-overlay]")
    .getByText("Caricamento della pagina in corso…", { exact: true });
  await menuLink(page, "Contatti").click();
  await expect(overlayText).toBeVisible();
  release();
  return overlayText;
}

test("the overlay goes away when the slow page arrives, and the page is shown", async ({ page }) => {
  const overlayText = await slowContactPageFromHome(page);
  await expect(page).toHaveURL(/\/contatti$/);
  await expect(overlayText).toBeHidden();
  await expect(page.locator("#page-heading")).toBeFocused();
});

test("back at the instant the address changes: the page stays usable, with no overlay left over", async ({ page }) => {
  // The visitor taps back right after Gatsby changes the address, before the new page renders: the browser brings
  // back the page on screen, and Gatsby renders it again without a route update (this is what a busy phone does).
  await page.addInitScript(() => {
    const push = history.pushState.bind(history);
    history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
      push(state, unused, url);
      if (String(url).startsWith("/contatti")) history.back();
    };
  });
  const overlayText = await slowContactPageFromHome(page);
  await expect(overlayText).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("main")).not.toHaveAttribute("aria-busy", /.*/);
  await expect(page.locator("main")).toHaveCSS("opacity", "1");
  // Usable: the next click goes where it says.
  await menuLink(page, "Blog").click();
  await expect(page).toHaveURL(/\/blog$/);
});
