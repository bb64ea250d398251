/**
 * The machine list's filter in the browser: a choice narrows the list, announces the count and goes into the
 * address; the address restores it after a reload; without JavaScript the whole list shows.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { openReady } from "./runtime-helpers";

const LIST = "/macchinari-estetici-roma";
const cards = "#main ul li h3";

test("choosing filters narrows the list, announces the count and changes the address", async ({ page }) => {
  await openReady(page, LIST);
  const all = await page.locator(cards).count();
  expect(all).toBeGreaterThan(5);
  const status = page.getByRole("status").filter({ hasText: /macchinar/ });
  await expect(status).toHaveText(`Tutti i ${all} macchinari.`);

  await page.getByLabel("Zona di trattamento").selectOption("epilazione");
  await expect(page).toHaveURL(`${LIST}?zona=epilazione`);
  await expect(page.locator(cards)).toHaveCount(2);
  expect((await page.locator(cards).allTextContents()).sort()).toEqual(["Laser a diodo", "Luce pulsata"]);
  await expect(status).toHaveText(`2 macchinari su ${all}.`);

  await page.getByLabel("Zona di trattamento").selectOption("viso");
  await page.getByLabel("Chi può usarlo").selectOption("medico");
  await expect(page).toHaveURL(`${LIST}?zona=viso&uso=medico`);
  await expect(page.locator(cards)).toHaveCount(1);
  await expect(page.locator(cards)).toHaveText([/Picolaser/]);

  // The address alone brings the choice back.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-runtime", "ready");
  await expect(page.getByLabel("Zona di trattamento")).toHaveValue("viso");
  await expect(page.getByLabel("Chi può usarlo")).toHaveValue("medico");
  await expect(page.locator(cards)).toHaveCount(1);
  const scan = await new AxeBuilder({ page }).include("#main").withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await page.getByRole("button", { name: "Togliete i filtri" }).click();
  await expect(page).toHaveURL(LIST);
  await expect(page.locator(cards)).toHaveCount(all);
});

test("a choice that no machine matches says so", async ({ page }) => {
  await openReady(page, `${LIST}?zona=epilazione&uso=medico`);
  await expect(page.locator(cards)).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: /macchinar/ })).toHaveText(
    "Nessun macchinario con questi filtri.",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole list shows, whatever the address says", async ({ page }) => {
    await page.goto(`${LIST}?zona=viso`);
    const count = await page.locator(cards).count();
    expect(count).toBeGreaterThan(5);
    await expect(page.getByText(`Tutti i ${count} macchinari.`)).toBeVisible();
    await expect(page.getByLabel("Zona di trattamento")).toBeDisabled();
  });
});
