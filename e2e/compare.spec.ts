/**
 * «Confrontate i macchinari» as an owner uses it, on a 390 px phone and a 1440 px screen: from the machine list's
 * link, the page is short until a choice (an invitation, not every machine), two machines ticked are two columns
 * at every width (on the phone the names stay on screen as the rows scroll, the page never scrolls sideways) and the
 * address holds both; a fourth is refused beside its box; the same address without JavaScript is every machine; an
 * address naming no machine says so, as text.
 */
import { expect, test, type Page } from "@playwright/test";

const LASER = "macchinario-laser-diodo-roma";
const PRESSO = "macchinario-pressoterapia-roma";
const CHOSEN = `/confronta-macchinari?m=${LASER}&m=${PRESSO}`;
const MACHINE_COUNT = 10;

const ready = async (page: Page) => page.locator("header[data-ready='true']").waitFor();
const table = (page: Page) => page.getByRole("table");
const columns = (page: Page) => table(page).locator("thead th[scope='col']");
const cards = (page: Page) => page.getByRole("list", { name: "Macchinari a confronto" }).locator(":scope > li");

for (const [name, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1440, height: 900 }],
] as const) {
  test.describe(`${name}, ${viewport.width} px`, () => {
    test.use({ viewport });
    const phone = name === "phone";

    test("two machines chosen from the machine list's link: two columns or cards, both in the address", async ({
      page,
    }) => {
      await page.goto("/macchinari-estetici-roma");
      await ready(page);
      await page.getByRole("link", { name: "Confrontate i macchinari" }).click();
      await expect(page).toHaveURL(/\/confronta-macchinari$/);
      await ready(page);
      // Nothing chosen: a few lines, not the comparison of every machine.
      await expect(page.getByText("Spuntate due o tre macchinari qui sopra")).toBeVisible();
      await expect(table(page)).toHaveCount(0);
      const history = await page.evaluate(() => window.history.length);
      await page.getByRole("checkbox", { name: "Laser a diodo" }).check();
      await page.getByRole("checkbox", { name: "Pressoterapia" }).check();
      await expect(page).toHaveURL(new RegExp(`\\?m=${LASER}&m=${PRESSO}$`));
      // The address changed without new history entries.
      expect(await page.evaluate(() => window.history.length)).toBe(history);
      await expect(table(page)).toBeVisible();
      await expect(columns(page)).toHaveText(["Laser a diodo", "Pressoterapia"]);
      await expect(cards(page)).toHaveCount(0);
      // Side by side: the two «Chi può usarlo» cells on one line, and no sideways scrolling of the page.
      const who = table(page).locator("tr", { has: page.getByRole("rowheader", { name: "Chi può usarlo" }) });
      const [a, b] = [await who.locator("td").nth(0).boundingBox(), await who.locator("td").nth(1).boundingBox()];
      expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
      expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      if (phone) {
        // The names stay at the top of the screen while the rows scroll under them.
        await page.getByRole("rowheader", { name: "Documenti da chiedere" }).scrollIntoViewIfNeeded();
        const names = await table(page).locator("thead").boundingBox();
        expect(names!.y).toBeGreaterThanOrEqual(-1);
        expect(names!.y).toBeLessThan(5);
      }
      // The shown view's link (the other view is hidden, so out of the accessibility tree).
      await expect(
        page.getByRole("link", { name: "Calcolate il rientro del macchinario Laser a diodo" }),
      ).toHaveAttribute("href", `/calcolo-rientro?macchinario=${LASER}`);

      // A fourth machine is refused with a message beside the checkboxes; the three stay.
      await page.getByRole("checkbox", { name: "EMS" }).first().check();
      // click(), not check(): the box refuses the tick, which check() would take for a failure.
      await page.getByRole("checkbox", { name: "Radiofrequenza" }).click();
      await expect(page.getByRole("checkbox", { name: "Radiofrequenza" })).not.toBeChecked();
      // Said beside the box that was tapped, in view.
      const refusal = page.getByRole("alert").filter({ hasText: "Potete confrontare al massimo 3 macchinari" });
      await expect(refusal).toBeInViewport();
      await expect(page.getByRole("checkbox", { name: "Radiofrequenza" })).toHaveAttribute(
        "aria-describedby",
        "confronto-rifiuto",
      );
      await expect(page).toHaveURL(/\?m=[^&]+&m=[^&]+&m=[^&]+$/);
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the same address shows every machine", async ({ page }) => {
        await page.goto(CHOSEN);
        if (phone) {
          await expect(cards(page)).toHaveCount(MACHINE_COUNT);
          await expect(cards(page).first()).toBeVisible();
        } else {
          await expect(columns(page)).toHaveCount(MACHINE_COUNT);
          await expect(table(page)).toBeVisible();
        }
      });

      test("the form reloads the page with the choice in the address", async ({ page }) => {
        await page.goto("/confronta-macchinari");
        await page.getByRole("checkbox", { name: "Laser a diodo" }).check();
        await page.getByRole("checkbox", { name: "Pressoterapia" }).check();
        await page.getByRole("button", { name: "Confrontate" }).click();
        await expect(page).toHaveURL(new RegExp(`/confronta-macchinari\\?m=${LASER}&m=${PRESSO}$`));
      });
    });

    test("an address naming no machine says which, and shows the others", async ({ page }) => {
      await page.goto(`/confronta-macchinari?m=xyz&m=${PRESSO}&m=%3Cb%3Ebold%3C%2Fb%3E`);
      await ready(page);
      const status = page.getByRole("status").filter({ hasText: "Non abbiamo trovato" });
      await expect(status).toHaveText('Non abbiamo trovato i macchinari "xyz", "<b>bold</b>": mostriamo gli altri.');
      await expect(status.locator("b")).toHaveCount(0);
      await expect(columns(page)).toHaveText(["Pressoterapia"]);
      // Narrowed after the page hydrated, not during: the links are the shown machine's, not the prebuilt first one's.
      await expect(columns(page).getByRole("link")).toHaveAttribute("href", `/macchinari-estetici-roma/${PRESSO}`);
      await expect(
        page.getByRole("link", { name: "Calcolate il rientro del macchinario Pressoterapia" }),
      ).toHaveAttribute("href", `/calcolo-rientro?macchinario=${PRESSO}`);
    });

    test("the machine page's link opens the comparison with that machine chosen", async ({ page }) => {
      await page.goto(`/macchinari-estetici-roma/${LASER}`);
      await ready(page);
      await page.getByRole("link", { name: "Confrontate con altri macchinari" }).click();
      await expect(page).toHaveURL(new RegExp(`/confronta-macchinari\\?m=${LASER}$`));
      await ready(page);
      await expect(page.getByRole("checkbox", { name: "Laser a diodo" })).toBeChecked();
      await expect(page.locator("#confronto-limite")).toHaveText(
        "Scegliete almeno un altro macchinario da mettere a confronto.",
      );
    });
  });
}
