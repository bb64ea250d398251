/**
 * Build-update check: the page fetches the build descriptor (never from a cache) after the first render;
 * when a newer build is deployed the next link click is a full page load, otherwise navigation stays
 * client-side. Failing descriptors change nothing.
 */
import { expect, test } from "@playwright/test";
import { documentRequests, menuLink, openReady } from "./runtime-helpers";

test("a changed build descriptor turns the next link click into a full page load", async ({ page }) => {
  await page.route("**/build-info.json", (route) =>
    route.fulfill({ json: { buildId: "a-newer-build", builtAt: "2030-01-01T00:00:00Z" } }),
  );
  const documents = documentRequests(page);
  await openReady(page, "/");
  await expect(page.locator("html")).toHaveAttribute("data-new-build", "a-newer-build");

  await menuLink(page, "Contatti").click();
  await expect(page).toHaveURL(/\/contatti$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(documents).toEqual(["/", "/contatti"]);
});

test("with the same build, the descriptor is fetched without cache and navigation stays client-side", async ({
  page,
}) => {
  const descriptor = page.waitForRequest("**/build-info.json");
  const documents = documentRequests(page);
  await openReady(page, "/");
  const request = await descriptor;
  // fetch(..., { cache: "no-store" }) makes Chromium ask every cache on the way not to answer.
  expect((await request.allHeaders())["cache-control"]).toBe("no-cache");
  expect((await request.response())?.status()).toBe(200);

  await menuLink(page, "Contatti").click();
  await expect(page).toHaveURL(/\/contatti$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(documents).toEqual(["/"]);
  await expect(page.locator("html")).not.toHaveAttribute("data-new-build", /.*/);
});

for (const [name, answer] of [
  ["a 404", { status: 404, body: "Not found" }],
  ["a 500", { status: 500, body: "Server error" }],
  ["malformed JSON", { status: 200, contentType: "application/json", body: "{ not json" }],
] as const) {
  test(`${name} from the descriptor is ignored without a visible error`, async ({ page }) => {
    const answered = page.waitForResponse("**/build-info.json");
    await page.route("**/build-info.json", (route) => route.fulfill(answer));
    const documents = documentRequests(page);
    await openReady(page, "/");
    await answered;
    await menuLink(page, "Contatti").click();
    await expect(page).toHaveURL(/\/contatti$/);
    await expect(page.locator("[data-status-code]")).toHaveCount(0);
    expect(documents).toEqual(["/"]);
  });
}

test("a network failure of the descriptor is ignored", async ({ page }) => {
  const failed = page.waitForEvent("requestfailed", (r) => r.url().endsWith("/build-info.json"));
  await page.route("**/build-info.json", (route) => route.abort("connectionfailed"));
  await openReady(page, "/");
  await failed;
  await menuLink(page, "Contatti").click();
  await expect(page).toHaveURL(/\/contatti$/);
  await expect(page.locator("[data-status-code]")).toHaveCount(0);
});
