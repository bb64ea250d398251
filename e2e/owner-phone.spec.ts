/**
 * The owner of a centre in Bologna on a 390 px phone (issue 60): what was typed survives a reload and Back, the
 * site repeats what was said (the city, the request, the thank-you page), every refusal is where the visitor looks,
 * search answers with the page about the words, the tools are in the menu, and «Preferenze cookie» opens under
 * automation (the consent library's own robot check is off: it runs only on a visitor's press).
 */
import { expect, test, type Page } from "@playwright/test";

test.use({ viewport: { width: 390, height: 844 } });

const ready = async (page: Page) => page.locator("header[data-ready='true']").waitFor();
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test("the contact form keeps what was typed across a reload and Back from the privacy notice", async ({ page }) => {
  await page.goto("/contatti");
  await ready(page);
  await page.getByLabel("Nome e cognome").fill("Giulia Bianchi");
  await page.getByLabel("Messaggio").fill("Vorrei sapere se l'estetista può usare il laser a diodo.");
  // The privacy notice opens in another tab, and the link says so.
  const privacy = page.getByRole("link", { name: "informativa privacy", exact: true });
  await expect(privacy).toHaveAttribute("target", "_blank");
  await expect(page.getByText("(si apre in un'altra scheda)")).toBeVisible();
  await page.reload();
  await ready(page);
  await expect(page.getByLabel("Nome e cognome")).toHaveValue("Giulia Bianchi");
  await expect(page.getByLabel("Messaggio")).toHaveValue("Vorrei sapere se l'estetista può usare il laser a diodo.");
  // Followed in the same tab anyway (a long press, «Open here»): Back brings the draft back.
  await page.goto("/informativa-privacy");
  await page.goBack();
  await ready(page);
  await expect(page.getByLabel("Nome e cognome")).toHaveValue("Giulia Bianchi");
});

test("a city page's demonstration: the city filled, the heading and the thank-you page say what was asked", async ({
  page,
}) => {
  await page.route("/", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 200, body: "" }) : route.fallback(),
  );
  await page.goto(
    "/contatti?origine=/x&macchinario=macchinario-laser-diodo-roma&citta_pagina=Bologna&richiesta=dimostrazione",
  );
  await ready(page);
  await expect(page.getByRole("heading", { name: "Richiedete una dimostrazione" })).toBeVisible();
  await expect(page.getByLabel("Città del centro")).toHaveValue("Bologna");
  await expect(page.getByRole("group", { name: /Dove preferite la dimostrazione\? \(obbligatorio\)/ })).toBeVisible();
  await page.getByLabel("Nel mio centro").check();
  await page.getByLabel("Giorni e orari preferiti").fill("martedì mattina");
  await page.getByLabel("Nome e cognome").fill("Giulia Bianchi");
  await page.getByLabel("E-mail").fill("giulia@example.it");
  await page.getByLabel("Telefono").fill("051 123 4567");
  await page.getByLabel(/Ho letto/).check();
  await page.getByRole("button", { name: "Inviate la richiesta" }).click();
  await expect(page).toHaveURL(/\/thankyou$/);
  await expect(
    page.getByText(
      "Avete chiesto una dimostrazione del laser a diodo nel vostro centro, " +
        "nei giorni che preferite («martedì mattina»)",
    ),
  ).toBeVisible();
  // Sent: the draft is gone.
  expect(await page.evaluate(() => sessionStorage.getItem("venere-contatto-bozza"))).toBeNull();
});

test("an invalid contact form: focus on the first field flagged, its message in red", async ({ page }) => {
  await page.goto("/contatti");
  await ready(page);
  await page.getByLabel("Nome e cognome").fill("G");
  await page.getByRole("button", { name: "Inviate la richiesta" }).click();
  await expect(page.getByLabel("Nome e cognome")).toBeFocused();
  await expect(page.getByLabel("Nome e cognome")).toHaveValue("G");
  const color = await page.locator("#contatto-nome-errore").evaluate((e) => getComputedStyle(e).color);
  expect(color).toBe("rgb(180, 35, 24)");
});

test("the calculator: «Calcolate» with a wrong figure focuses it and the result names it, linked", async ({ page }) => {
  await page.goto("/calcolo-rientro");
  await ready(page);
  const price = page.getByLabel("Prezzo di una seduta per la vostra clientela");
  await price.fill("abc");
  await page.getByLabel("Sedute a settimana").fill("10");
  await page.getByRole("button", { name: "Calcolate" }).click();
  await expect(price).toBeFocused();
  await expect(price).toHaveValue("abc");
  const summary = page.getByRole("status").filter({ hasText: "Correggete" });
  await expect(summary.getByRole("link", { name: "Prezzo di una seduta per la vostra clientela" })).toBeVisible();
});

test("search: «cellulite» lists the machine pages before any city page; a long query does not widen the page", async ({
  page,
}) => {
  await page.goto("/cerca?q=cellulite");
  await ready(page);
  const links = page.getByTestId("search-results").locator("h2 a");
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  const firstCity = hrefs.findIndex((h) => h.startsWith("/macchinari-estetici-professionali/"));
  const presso = hrefs.indexOf("/macchinari-estetici-roma/macchinario-pressoterapia-roma");
  expect(presso).toBeGreaterThanOrEqual(0);
  if (firstCity >= 0) expect(presso).toBeLessThan(firstCity);
  // Back from a result shows as many results as before.
  const more = page.getByRole("button", { name: "Altri risultati" });
  if (await more.isVisible()) {
    await more.click();
    await expect.poll(() => links.count()).toBeGreaterThan(10);
  }
  const shown = await links.count();
  await links.first().click();
  await expect(page).not.toHaveURL(/\/cerca/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goBack();
  // The index is searched again after Back: on a busy machine that takes a few seconds.
  await expect(page.getByTestId("search-results").locator("h2 a")).toHaveCount(shown, { timeout: 15_000 });

  await page.goto(`/cerca?q=${"x".repeat(300)}`);
  await ready(page);
  await expect(page.getByTestId("search-status")).not.toBeEmpty();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
});

test("the mobile menu leads to the comparison and the calculator; the home page links both", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  await expect(page.getByRole("link", { name: "confrontate due o tre macchinari" })).toHaveAttribute(
    "href",
    "/confronta-macchinari",
  );
  await expect(page.getByRole("link", { name: "calcolate in quanto rientra la spesa" })).toHaveAttribute(
    "href",
    "/calcolo-rientro",
  );
  await page.getByRole("button", { name: "Apri il menu" }).or(page.getByLabel("Apri il menu")).first().click();
  const menu = page.getByRole("navigation", { name: "Menu per dispositivi mobili" });
  await menu.getByLabel("Macchinari: mostra le pagine").click();
  await expect(menu.getByRole("link", { name: "Confronto tra macchinari" })).toBeVisible();
  await menu.getByLabel("Formule: mostra le pagine").click();
  await expect(menu.getByRole("link", { name: "Calcolo del rientro" })).toBeVisible();
});

test("«Preferenze cookie» opens the preferences in an automated browser", async ({ page }) => {
  await page.goto("/contatti");
  await ready(page);
  await page.getByRole("button", { name: "Preferenze cookie" }).click();
  await expect(page.locator("#cc-main .pm")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the comparison still lists every machine, and the contact form marks the demonstration's place", async ({
    page,
  }) => {
    await page.goto("/contatti");
    await expect(page.getByText("(solo per una dimostrazione)")).toBeVisible();
    await expect(page.getByRole("link", { name: "informativa privacy", exact: true })).toHaveAttribute(
      "target",
      "_blank",
    );
    await page.goto("/cerca?q=cellulite");
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });
});
