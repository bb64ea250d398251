/** Locale: the page is Italian, and the visitor's locale is kept in the site_locale cookie. */
import { expect, test } from "@playwright/test";
import { openReady } from "./runtime-helpers";

const YEAR = 365 * 24 * 60 * 60;

test("the locale cookie lasts 365 days, for the whole site, SameSite Lax and Secure", async ({ page, context }) => {
  await openReady(page, "/");
  // Written when the browser is first idle after the start (src/runtime/browser-hooks.ts).
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === "site_locale")).toBe(true);
  const cookie = (await context.cookies()).find((c) => c.name === "site_locale");
  expect(cookie).toMatchObject({
    value: "it",
    path: "/",
    sameSite: "Lax",
    secure: true,
    httpOnly: false,
    domain: "localhost",
  });
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(YEAR - 120);
  expect(lifetime).toBeLessThanOrEqual(YEAR + 1);
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "it_IT");
});

test.describe("a visitor whose browser prefers English", () => {
  test.use({ locale: "en-US" });

  test("gets the fallback locale, and an unknown cookie value is replaced", async ({ page, context }) => {
    await context.addCookies([{ name: "site_locale", value: "xx", url: "http://localhost/" }]);
    await openReady(page, "/blog");
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "site_locale")?.value).toBe("it");
  });
});
