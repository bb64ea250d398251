/**
 * Every enquiry arrives with its context: a visit lands on a machine page with campaign parameters, moves on the
 * client to another page, follows a call to action to the form, asks for a demonstration and sends it; the stored
 * submission (the local server's .netlify-forms file, as Netlify Forms keeps it) has the origin, the machine,
 * the request type and every campaign parameter. Also: WhatsApp names the page, and the no-JavaScript path.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { openReady } from "./runtime-helpers";

const FORMS_FILE = path.resolve(".netlify-forms", "submissions.ndjson");
const LASER = "/macchinari-estetici-roma/macchinario-laser-diodo-roma";
const PRESSO = "/macchinari-estetici-roma/macchinario-pressoterapia-roma";

const CAMPAIGN = {
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "laser-autunno",
  utm_term: "laser diodo roma",
  utm_content: '<b onclick="x()">annuncio</b>',
  gclid: "EAIaIQobChMI-test",
};

function storedSubmission(name: string): { referrer: string; data: Record<string, string> } {
  const lines = fs.readFileSync(FORMS_FILE, "utf8").trim().split("\n");
  const found = lines.map((l) => JSON.parse(l) as { referrer: string; data: Record<string, string> });
  const entry = found.reverse().find((e) => e.data.nome === name);
  if (!entry) throw new Error(`no stored submission from ${name} in ${FORMS_FILE}`);
  return entry;
}

test("a demonstration request keeps the origin, the machine, the request type and the campaign", async ({ page }) => {
  const name = `Prova Contesto ${Date.now()}`;
  const longTerm = "t".repeat(250);
  const query = new URLSearchParams({ ...CAMPAIGN, utm_term: `${CAMPAIGN.utm_term} ${longTerm}` });
  await openReady(page, `${LASER}?${query.toString()}`);
  // A mark on the window: it survives client-side navigation and would vanish with a full page load.
  await page.evaluate(() => ((window as unknown as { spa: boolean }).spa = true));

  // Client-side navigation to another machine, whose address has no campaign parameters.
  await page
    .getByRole("region", { name: "Altri macchinari" })
    .getByRole("link", { name: /Pressoterapia/ })
    .first()
    .click();
  await expect(page).toHaveURL(PRESSO);
  // Then the closing call to action of that page.
  const cta = page.getByRole("link", { name: "Prenotate una dimostrazione" });
  // The link carries the page's context; the campaign is remembered in memory since the landing page.
  await expect(cta).toHaveAttribute("href", /origine=%2Fmacchinari-estetici-roma%2Fmacchinario-pressoterapia-roma/);
  await expect(cta).not.toHaveAttribute("href", /utm_/);
  await cta.click();
  await expect(page).toHaveURL(/\/contatti\?/);
  expect(await page.evaluate(() => (window as unknown as { spa?: boolean }).spa)).toBe(true);

  await expect(page.getByRole("radio", { name: "Una dimostrazione" })).toBeChecked();
  await expect(page.getByLabel("Macchinario di interesse")).toHaveValue("macchinario-pressoterapia-roma");
  await page.getByRole("radio", { name: "Nel vostro showroom di Roma" }).check();
  await page.getByLabel("Giorni e orari preferiti").fill("Martedì o giovedì mattina");
  await page.getByLabel(/^Nome e cognome/).fill(name);
  await page.getByLabel(/^E-mail/).fill("prova@centro.it");
  await page.getByLabel(/^Telefono/).fill("06 1234 5678");
  await page.getByLabel(/^Messaggio/).fill("Vorremmo vedere la pressoterapia in funzione.");
  await page.getByRole("checkbox", { name: /informativa privacy/ }).check();
  await page.getByRole("button", { name: "Inviate la richiesta" }).click();
  await expect(page).toHaveURL(/\/thankyou$/);

  const { data } = storedSubmission(name);
  expect(data).toMatchObject({
    "form-name": "contatti",
    origine: PRESSO,
    macchinario: "macchinario-pressoterapia-roma",
    richiesta: "dimostrazione",
    luogo: "showroom",
    giorni: "Martedì o giovedì mattina",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "laser-autunno",
    // Markup stays text; a value over 200 characters is cut.
    utm_content: CAMPAIGN.utm_content,
    utm_term: `${CAMPAIGN.utm_term} ${longTerm}`.slice(0, 200),
    gclid: "EAIaIQobChMI-test",
  });
});

test("WhatsApp names the page's machine, and the city on city pages", async ({ page }) => {
  await page.goto("/macchinari-estetici-professionali/macchinario-laser-diodo-milano");
  const href = await page.getByTestId("topbar-whatsapp").getAttribute("href");
  const text = new URL(href ?? "").searchParams.get("text");
  expect(text).toBe("Buongiorno, vorrei ricevere informazioni su Laser a diodo a Milano.");
  await page.goto(PRESSO);
  const machineText = new URL((await page.getByTestId("topbar-whatsapp").getAttribute("href")) ?? "").searchParams;
  expect(machineText.get("text")).toBe("Buongiorno, vorrei ricevere informazioni su Pressoterapia.");
  // The closing band's WhatsApp button says the same.
  const band = page.getByRole("link", { name: "Scriveteci su WhatsApp" });
  expect(new URL((await band.getAttribute("href")) ?? "").searchParams.get("text")).toBe(machineText.get("text"));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the call to action carries the page's context, and the form sends it as its referrer", async ({ page }) => {
    const name = `Prova Senza JS ${Date.now()}`;
    await page.goto("/macchinari-estetici-professionali/macchinario-laser-diodo-milano");
    await page.getByRole("link", { name: /Richiedete informazioni per Milano/ }).click();
    await expect(page).toHaveURL(/origine=%2Fmacchinari-estetici-professionali%2Fmacchinario-laser-diodo-milano/);
    await expect(page).toHaveURL(/citta_pagina=Milano/);
    // Every field Netlify must know is in the prebuilt form.
    for (const field of ["origine", "formula", "citta_pagina", "calcolo", "utm_source", "gclid"]) {
      await expect(page.locator(`form[name="contatti"] input[type="hidden"][name="${field}"]`)).toHaveCount(1);
    }
    await page.getByRole("radio", { name: "Un preventivo" }).check();
    await page.getByLabel(/^Nome e cognome/).fill(name);
    await page.getByLabel(/^E-mail/).fill("prova@centro.it");
    await page.getByLabel(/^Telefono/).fill("06 1234 5678");
    await page.getByLabel("Macchinario di interesse").selectOption("macchinario-laser-diodo-roma");
    await page.getByLabel(/^Messaggio/).fill("Un preventivo per il laser a diodo, grazie.");
    await page.getByRole("checkbox", { name: /informativa privacy/ }).check();
    await page.getByRole("button", { name: "Inviate la richiesta" }).click();
    await expect(page).toHaveURL(/\/thankyou$/);
    const stored = storedSubmission(name);
    expect(stored.data).toMatchObject({ richiesta: "preventivo", macchinario: "macchinario-laser-diodo-roma" });
    expect(new URL(stored.referrer).searchParams.get("origine")).toBe(
      "/macchinari-estetici-professionali/macchinario-laser-diodo-milano",
    );
  });
});
