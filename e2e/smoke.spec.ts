import { expect, test } from "@playwright/test";

test("the home page loads and hydrates: the runtime is ready and a link navigates on the client", async ({ page }) => {
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Set by the client runtime once React has taken over the prerendered HTML (src/runtime/browser-hooks.ts).
  await expect(page.locator("html")).toHaveAttribute("data-runtime", "ready");
  await expect(page.locator("header[data-ready='true']")).toBeVisible();
  // A marker on window survives only a client-side navigation; a full page load would lose it.
  await page.evaluate(() => Object.assign(window, { __stessaPagina: true }));
  await page.getByRole("contentinfo").getByRole("link", { name: "Contatti" }).first().click();
  await expect(page).toHaveURL(/\/contatti$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("");
  expect(await page.evaluate(() => (window as unknown as { __stessaPagina?: boolean }).__stessaPagina)).toBe(true);
  expect(documents).toEqual(["/"]);
});
