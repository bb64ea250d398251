/**
 * Ids that hold: every interactive part walked into its states in the built site, on a phone and on a wide screen;
 * in each state every id that an ARIA reference or a label names (aria-describedby, aria-labelledby, aria-controls,
 * aria-errormessage, label[for]) is an element of the page, and axe finds nothing. An id written by the server and
 * another written by the browser (two frameworks' useId, say) leaves a reference dangling after the first update.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { openReady } from "./runtime-helpers";

/** References to ids that no element of the page has, as "<tag> attribute=id". */
function danglingReferences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const attributes = ["aria-describedby", "aria-labelledby", "aria-controls", "aria-errormessage", "for"];
    const missing: string[] = [];
    for (const attribute of attributes)
      for (const element of Array.from(document.querySelectorAll(`[${attribute}]`))) {
        if (attribute === "for" && element.tagName !== "LABEL") continue;
        for (const id of (element.getAttribute(attribute) ?? "").split(/\s+/).filter(Boolean))
          if (!document.getElementById(id)) missing.push(`<${element.tagName.toLowerCase()}> ${attribute}=${id}`);
      }
    return missing;
  });
}

async function holds(page: Page, state: string): Promise<void> {
  expect(await danglingReferences(page), state).toEqual([]);
  const scan = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  expect(
    scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    state,
  ).toEqual([]);
}

for (const [device, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["wide screen", { width: 1440, height: 900 }],
] as const) {
  test.describe(device, () => {
    test.use({ viewport });

    test("the calculator, with an invalid figure and then corrected", async ({ page }) => {
      await openReady(page, "/calcolo-rientro");
      await holds(page, "calculator, empty");
      await page.getByLabel("Vostro costo per seduta").fill("tanto");
      await page.getByLabel("Sedute a settimana").fill("-3");
      await page.getByLabel("Sedute a settimana").press("Tab");
      await expect(page.locator("[aria-invalid='true']").first()).toBeVisible();
      await holds(page, "calculator, invalid figures");
      await page.getByLabel("Vostro costo per seduta").fill("8");
      await page.getByLabel("Sedute a settimana").fill("10");
      await holds(page, "calculator, corrected");
    });

    test("the contact form after an empty submit", async ({ page }) => {
      await openReady(page, "/contatti");
      await page.getByRole("button", { name: /Inviate la richiesta/ }).click();
      await expect(page.locator("form[name='contatti'] [aria-invalid='true']").first()).toBeVisible();
      await holds(page, "contact form, after an empty submit");
    });

    test("search with results", async ({ page }) => {
      await openReady(page, "/cerca?q=laser");
      await expect(page.locator("main").getByRole("link", { name: /laser/i }).first()).toBeVisible();
      await holds(page, "search results");
    });

    test("the comparison after a fourth choice is refused", async ({ page }) => {
      await openReady(page, "/confronta-macchinari");
      const boxes = page.locator("main form").getByRole("checkbox");
      for (let i = 0; i < 4; i += 1)
        await boxes
          .nth(i)
          .check({ force: i === 3 })
          .catch(() => undefined);
      await expect(
        page
          .locator("main")
          .getByText(/al massimo|fino a tre|tre macchinari/i)
          .first(),
      ).toBeVisible();
      await holds(page, "comparison, a fourth choice refused");
    });

    test("the consent banner and its preferences", async ({ page, context }) => {
      // vanilla-cookieconsent hides the banner from automated browsers (navigator.webdriver); this is a visitor.
      await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }));
      await openReady(page, "/");
      const banner = page.getByRole("dialog", { name: "Cookie e statistiche" });
      await expect(banner).toBeVisible();
      await holds(page, "consent banner");
      await banner.getByRole("button", { name: "Personalizza" }).click();
      await expect(page.getByRole("dialog", { name: "Preferenze cookie" })).toBeVisible();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
      expect(await danglingReferences(page), "consent preferences").toEqual([]);
    });

    test("the menus, open", async ({ page }) => {
      await openReady(page, "/");
      if (device === "phone") {
        await page.getByLabel("Apri il menu", { exact: true }).click();
        await expect(page.getByRole("dialog").or(page.locator("#menu-mobile[open]")).first()).toBeVisible();
      } else {
        const nav = page.getByRole("navigation", { name: "Menu principale" });
        await nav.getByRole("button", { name: "Macchinari: mostra il sottomenu" }).click();
        await expect(nav.getByRole("link", { name: /Laser a diodo/ }).first()).toBeVisible();
      }
      expect(await danglingReferences(page), "menu open").toEqual([]);
    });
  });
}
