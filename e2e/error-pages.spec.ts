/**
 * Error pages: a render error or a fatal unhandled error shows the generic error page (500, Internal
 * Server Error) to people; a crawler keeps the prerendered page and the error is only logged.
 */
import { expect, test, type Page } from "@playwright/test";
import { openReady } from "./runtime-helpers";

const GOOGLEBOT =
  "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const HOME_HEADING = /Macchinari estetici professionali/;

/** The home page's data without its query result: the template throws while rendering. */
async function breakHomeData(page: Page): Promise<void> {
  await page.route("**/page-data/index/page-data.json", async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { result: { data: unknown } };
    json.result.data = {};
    await route.fulfill({ response, json });
  });
}

const throwUncaught = (page: Page) =>
  page.evaluate(() =>
    setTimeout(() => {
      throw new Error("forced uncaught error");
    }),
  );

test.describe("people", () => {
  test("a page that fails to render shows the error page inside the shell", async ({ page }) => {
    await breakHomeData(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Si è verificato un errore" })).toBeVisible();
    await expect(page.getByText("Errore 500 · Internal Server Error")).toBeVisible();
    // The template names what its query did not return (src/lib/required.ts).
    await expect(page.getByTestId("error-description")).toContainText("Missing page in the page's query result");
    await expect(page.locator("header")).toBeVisible();
    await expect(page).toHaveTitle("Si è verificato un errore (500)");
  });

  test("a fatal unhandled error shows the error page; the next navigation leaves it", async ({ page }) => {
    await openReady(page, "/");
    await throwUncaught(page);
    await expect(page.getByRole("heading", { level: 1, name: "Si è verificato un errore" })).toBeVisible();
    await expect(page.getByTestId("error-description")).toHaveText("Error: forced uncaught error");
    await page.locator("header").getByRole("link", { name: "Contatti", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Si è verificato un errore" })).toHaveCount(0);
    await expect(page.locator("#page-heading")).toBeFocused();
  });

  test(
    "a page whose HTML was changed before hydration (as an extension would) is rebuilt, not replaced by the " +
      "error page",
    async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      let heading = "";
      await page.route("**/contatti", async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        heading = /<h1[^>]*>([^<]+)/.exec(html)?.[1] ?? "";
        await route.fulfill({
          response,
          body: html.replace(/(<h1[^>]*>)([^<]+)/, "$1Testo cambiato da un'estensione"),
        });
      });
      await openReady(page, "/contatti");
      expect(heading).not.toBe("");
      // Hydration puts back the text the page renders.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator("[data-status-code]")).toHaveCount(0);
      expect(errors).toEqual([]);
    },
  );

  test("the 404 page says which address was not found", async ({ page }) => {
    const response = await page.goto("/una-pagina-che-non-esiste");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Pagina non trovata" })).toBeVisible();
    await expect(page.getByText("Errore 404 · Page Not Found")).toBeVisible();
    await expect(page.getByTestId("error-description")).toHaveText("Page not found: /una-pagina-che-non-esiste");
  });
});

test.describe("a crawler", () => {
  test.use({ userAgent: GOOGLEBOT });

  test("keeps the prerendered page when the page fails to render; the error is logged", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => message.type() === "error" && logged.push(message.text()));
    await breakHomeData(page);
    await page.goto("/");
    await expect.poll(() => logged.join("\n")).toContain("Errore durante il rendering");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_HEADING);
    await expect(page.locator("[data-status-code]")).toHaveCount(0);
  });

  test("keeps the page on a fatal unhandled error; the error is logged", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => message.type() === "error" && logged.push(message.text()));
    await openReady(page, "/");
    await throwUncaught(page);
    await expect.poll(() => logged.join("\n")).toContain("forced uncaught error");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_HEADING);
    await expect(page.locator("[data-status-code]")).toHaveCount(0);
  });
});
