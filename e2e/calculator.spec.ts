/**
 * The payback calculator in the browser: reached from a machine page with that machine preselected, empty
 * fields, the months worked out from the figures typed, messages beside wrong figures, a margin that never
 * pays says so, the figures travel with a quote request, and without JavaScript the page explains the sum.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { openReady } from "./runtime-helpers";

const FIGURES = {
  "Prezzo di una seduta per la vostra clientela": "60",
  "Sedute a settimana": "10",
  "Settimane lavorate in un anno": "46",
  "Vostro costo per seduta": "8",
  "Prezzo d'acquisto che vi è stato proposto": "25.000",
  "Canone mensile di noleggio che vi è stato proposto": "900",
};

async function fill(page: Page, figures: Record<string, string>) {
  for (const [label, value] of Object.entries(figures)) await page.getByLabel(label).fill(value);
}

test("from a machine page: the machine preselected, empty fields, then the months of the figures typed", async ({
  page,
}) => {
  await openReady(page, "/macchinari-estetici-roma/macchinario-laser-diodo-roma");
  await page.getByRole("link", { name: "Calcolate il rientro" }).first().click();
  await expect(page).toHaveURL(/\/calcolo-rientro\?macchinario=macchinario-laser-diodo-roma$/);
  await expect(page.getByLabel("Macchinario", { exact: true })).toHaveValue("macchinario-laser-diodo-roma");
  for (const label of Object.keys(FIGURES)) await expect(page.getByLabel(label)).toHaveValue("");

  await fill(page, FIGURES);
  // (60 − 8) × 10 × 46 / 12 = 1,993.33 € a month; 25,000 / 1,993.33 = 12.5: the 13th month.
  await expect(page.getByTestId("rientro")).toHaveText("13 mesi");
  await expect(page.getByTestId("margine")).toHaveText("1993 €");
  await expect(page.getByTestId("noleggio")).toHaveText("1093 €");
  await expect(page.getByRole("img", { name: "Cassa cumulata in 60 mesi" })).toBeVisible();
  await page.getByText("I valori del grafico in una tabella").click();
  await expect(page.getByRole("row", { name: /^12 / })).toContainText("-1080 €");

  // An Italian decimal comma is understood: (59,95 − 8) × 460 / 12 = 1,991.42 €.
  await page.getByLabel("Prezzo di una seduta per la vostra clientela").fill("59,95");
  await expect(page.getByTestId("margine")).toHaveText("1991 €");

  const scan = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // The figures go with a quote request.
  await page.getByRole("link", { name: "Richiedete un preventivo con questi numeri" }).click();
  await expect(page).toHaveURL(/\/contatti\?.*calcolo=/);
  await expect(page.getByRole("radio", { name: "Un preventivo" })).toBeChecked();
  await expect(page.getByLabel("Macchinario di interesse")).toHaveValue("macchinario-laser-diodo-roma");
  await expect(page.getByText(/acquisto ripagato in 13 mesi/)).toBeVisible();
  await expect(page.locator('input[type="hidden"][name="calcolo"]')).toHaveValue(/margine mensile 1991 €/);
});

test("wrong figures get a message beside the field, never NaN or Infinity", async ({ page }) => {
  await openReady(page, "/calcolo-rientro");
  const price = page.getByLabel("Prezzo di una seduta per la vostra clientela");
  const cases: Array<[string, RegExp]> = [
    ["1000000", /Al massimo 5000 €/],
    ["0", /maggiore di zero/],
    ["-20", /non può essere negativa/i],
    ["sessanta", /solo un numero/],
  ];
  for (const [value, message] of cases) {
    await price.fill(value);
    await price.blur();
    await expect(price).toHaveAccessibleDescription(message);
    await expect(price).toHaveAttribute("aria-invalid", "true");
  }
  await page.getByRole("button", { name: "Calcolate" }).click();
  await expect(page.getByLabel("Sedute a settimana")).toHaveAccessibleDescription("Inserite questa cifra.");
  await expect(page.locator("main")).not.toContainText(/NaN|Infinity/);

  // A cost as high as the price: the margin never pays the machine, and the page says so.
  await fill(page, { ...FIGURES, "Vostro costo per seduta": "60" });
  await expect(page.getByTestId("rientro")).toHaveText("Non rientra");
  await expect(page.getByText(/il macchinario non si ripaga/)).toBeVisible();
  await expect(page.getByText(/Il canone supera il margine/)).toBeVisible();
  await expect(page.locator("main")).not.toContainText(/NaN|Infinity/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page explains the sum and links to the form", async ({ page }) => {
    await page.goto("/calcolo-rientro");
    await expect(page.getByRole("heading", { name: "Come si fa il calcolo" })).toBeVisible();
    await expect(page.getByText(/Margine mensile/).first()).toBeVisible();
    await page.getByRole("link", { name: "richiedete un preventivo" }).first().click();
    await expect(page).toHaveURL(/\/contatti\?.*richiesta=preventivo/);
  });
});
