/**
 * axe-core (WCAG 2.1 A and AA) on every template, at 375 and 1440 px, with the menus closed and open.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

const PAGES: ReadonlyArray<[string, string]> = [
  ["home", "/"],
  ["machine list", "/macchinari-estetici-roma"],
  ["machine", "/macchinari-estetici-roma/macchinario-laser-diodo-roma"],
  ["city machine", "/macchinari-estetici-professionali/macchinario-pressoterapia-milano"],
  ["formulas overview", "/formule"],
  ["formula", "/formule/acquisto-macchinari-estetici-finanziamento"],
  ["service", "/servizi-centri-estetici/servizi-centri-estetici-roma"],
  ["sanitising list", "/sanificazione"],
  ["sanitising product", "/sanificazione/ozy10"],
  ["blog index", "/blog"],
  ["blog post", "/blog/blog02"],
  ["legal page", "/informativa-privacy"],
  ["contact", "/contatti"],
  ["thank-you", "/thankyou"],
  ["landing page", "/lp-laser-diodo"],
  ["payback calculator", "/calcolo-rientro"],
  ["search results", "/cerca?q=laser%20a%20diodo"],
  ["machines side by side", "/confronta-macchinari?m=macchinario-laser-diodo-roma&m=macchinario-pressoterapia-roma"],
  ["not found", "/pagina-inesistente"],
  ["/it copy", "/it/macchinari-estetici-roma/macchinario-eshape-roma"],
];

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(" | ")}`,
  );
  expect(summary, label).toEqual([]);
}

async function ready(page: Page, path: string) {
  await page.goto(path);
  await page.locator("header[data-ready='true']").waitFor();
}

for (const [name, path] of PAGES) {
  test.describe(name, () => {
    test("1440 px, menus closed and a mega-menu open", async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await ready(page, path);
      await expectNoViolations(page, `${path} closed`);
      const button = page.getByRole("button", { name: "Macchinari: mostra il sottomenu" });
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expectNoViolations(page, `${path} mega-menu open`);
    });

    test("375 px, menu closed and open", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await ready(page, path);
      await expectNoViolations(page, `${path} closed`);
      await page.getByLabel("Apri il menu", { exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      await expectNoViolations(page, `${path} menu open`);
    });
  });
}
