/**
 * Chunk-load failure: the page whose code chunk cannot be loaded is loaded again from the server once;
 * a second failure within 10 seconds shows the error page, with a link to try again, and no more reloads.
 */
import { expect, test } from "@playwright/test";
import { documentRequests, menuLink, openReady } from "./runtime-helpers";

test("a chunk that fails on navigation reloads its page once, and a second failure within 10 s does not", async ({
  page,
}) => {
  const documents = documentRequests(page);
  // The contact page's template chunk answers 404 (as after a deploy that removed it); the home page does
  // not use it. Routed before the page opens, so that no prefetch can load it first.
  await page.route(/\/component---src-templates-contact-tsx-[^/]*\.js$/, (route) =>
    route.fulfill({ status: 404, body: "Not found" }),
  );
  await openReady(page, "/");

  await menuLink(page, "Contatti").click();
  await expect(page).toHaveURL(/\/contatti$/);
  await expect(page.getByRole("heading", { level: 1, name: "Si è verificato un errore" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Riprovate" })).toHaveAttribute("href", "/contatti");
  expect(documents).toEqual(["/", "/contatti"]);

  // Still no further reload a moment later: no loop.
  await page.waitForLoadState("networkidle");
  expect(documents).toEqual(["/", "/contatti"]);
});

test("a page whose chunk fails on the first load is reloaded once, then shows the error page", async ({ page }) => {
  const documents = documentRequests(page);
  await page.route(/\/component---src-templates-contact-tsx-[^/]*\.js$/, (route) =>
    route.fulfill({ status: 404, body: "Not found" }),
  );
  await page.goto("/contatti");
  await expect(page.getByRole("heading", { level: 1, name: "Si è verificato un errore" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(documents).toEqual(["/contatti", "/contatti"]);

  // Once the chunk is back, "Riprovate" loads the page.
  await page.unroute(/\/component---src-templates-contact-tsx-[^/]*\.js$/);
  await page.getByRole("link", { name: "Riprovate" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Si è verificato un errore" })).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("data-runtime", "ready");
});

test("page data that fails on navigation is handled the same way: one reload, then the error page", async ({
  page,
}) => {
  const documents = documentRequests(page);
  await page.route("**/page-data/contatti/page-data.json", (route) =>
    route.fulfill({ status: 500, body: "Server error" }),
  );
  await openReady(page, "/");

  await menuLink(page, "Contatti").click();
  await expect(page).toHaveURL(/\/contatti$/);
  await expect(page.getByRole("heading", { level: 1, name: "Si è verificato un errore" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Riprovate" })).toHaveAttribute("href", "/contatti");
  await page.waitForLoadState("networkidle");
  expect(documents).toEqual(["/", "/contatti"]);
});
