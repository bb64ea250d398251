// The screenshots of the editors' guide (docs/GUIDA-REDAZIONE.md), taken from the real /admin, so they can be
// retaken after a change to the CMS:
//   npm run build:test && E2E_PORT=9400 npm run cms:screenshots
// Serves the built site (public/) on E2E_PORT unless a server already answers there, starts decap-server in git mode
// on a throw-away copy of content/ (e2e/support/start-cms-sandbox.ts, port E2E_PORT + 10000: the working tree is
// never touched), drives /admin in the project's Chromium (scripts/lib/chromium.ts) at 1440x900 and writes
// docs/img/redazione/*.png.
import fs from "node:fs";
import path from "node:path";
import type { Browser, Locator, Page } from "@playwright/test";
import { boardColumn, fillCityText, fillNewCity, publicationSettled } from "../e2e/support/cms-page";
import { openCmsSession, ROOT, SITE, stopChildren } from "./lib/cms-session";

const OUT = path.join(ROOT, "docs/img/redazione");
const VIEWPORT = { width: 1440, height: 900 };
/** The top of the editor: toolbar, status and publish menus, notifications. */
const TOOLBAR = { x: 0, y: 0, width: VIEWPORT.width, height: 260 };
/** The workflow board with its three columns. */
const BOARD = { x: 0, y: 0, width: VIEWPORT.width, height: 560 };

/** «Salva», «Pronto», «Pubblica» → «Pubblica ora»; waits for the entry to reload, or for the refusal. */
async function saveAndPublish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await page.getByRole("button", { name: "Stato: Bozza" }).waitFor();
  await closeNotifications(page);
  await page.getByRole("button", { name: "Stato: Bozza" }).click();
  await page.getByRole("menuitem", { name: "Pronto" }).click();
  await page.getByRole("button", { name: "Stato: Pronto" }).waitFor();
  const settled = publicationSettled(page);
  settled.catch(() => undefined); // a refused publication never settles: the race below ends at the refusal
  await page.getByRole("button", { name: "Pubblica", exact: true }).click();
  await page.getByRole("menuitem", { name: "Pubblica ora" }).click();
  await Promise.race([settled, page.getByRole("alertdialog").waitFor()]);
}

/** Closes the notifications («Voce salvata»...), which would hide the toolbar's right end. */
async function closeNotifications(page: Page): Promise<void> {
  for (const button of await page.getByRole("button", { name: "close", exact: true }).all()) {
    await button.click().catch(() => undefined);
  }
}

let count = 0;
/** Writes docs/img/redazione/<name>.png: the viewport, a clip of it, or one element. */
async function shot(
  page: Page,
  name: string,
  what?: Locator | { x: number; y: number; width: number; height: number },
) {
  // Let transitions and the preview settle; screenshots are not tests.
  await page.waitForTimeout(600);
  const file = path.join(OUT, `${name}.png`);
  if (what && "screenshot" in what) await what.screenshot({ path: file });
  else await page.screenshot({ path: file, clip: what });
  count += 1;
  console.log(`${path.relative(ROOT, file)} (${Math.round(fs.statSync(file).size / 1024)} kB)`);
}

/** Screenshots 2-14: the collections, an entry, the media library, the workflow from draft to published. */
async function guideBasics(page: Page): Promise<void> {
  // 2. The collections.
  await page.getByRole("link", { name: "Articoli del blog", exact: true }).waitFor();
  await page.getByRole("link", { name: "Articoli del blog", exact: true }).click();
  await page.getByRole("link", { name: /Come scegliere un laser a diodo/ }).waitFor();
  await shot(page, "02-raccolte");

  // 3. A post in the editor, with the preview pane.
  await page.getByRole("link", { name: /Come scegliere un laser a diodo/ }).click();
  await page.getByLabel("Riassunto").waitFor();
  await shot(page, "03-articolo-anteprima");

  // 4. A new machine: the empty form, a name typed in.
  await page.goto(`${SITE}/admin#/collections/machines/new`);
  await page.getByLabel("Nome breve").waitFor();
  await page.getByLabel("Titolo principale (H1)").fill("Nuovo macchinario per il vostro centro");
  await page.getByLabel("Nome breve").fill("Nuovo macchinario");
  await shot(page, "04-nuovo-macchinario");

  // 5. A city text: one text per city page and city (content/citta).
  await page.goto(`${SITE}/admin#/collections/cityTexts`);
  await page.getByRole("link", { name: /laser-diodo a milano/ }).click();
  await page.getByLabel("Introduzione").waitFor();
  await shot(page, "05-testo-citta");

  // 6. Images: the media library, from the header's «Immagini e file» (Decap's «Media», src/cms/decap-italian.ts).
  await page.goto(`${SITE}/admin#/collections/posts`);
  await page.getByRole("button", { name: "Immagini e file", exact: true }).click();
  await page.getByText("blog01.jpg").first().waitFor();
  await shot(page, "06-immagini");
  await page.keyboard.press("Escape");

  // 7. An edit saved: a draft («Stato: Bozza»), main untouched.
  await page.goto(`${SITE}/admin#/collections/posts/entries/blog01`);
  const summary = page.getByLabel("Riassunto");
  await summary.waitFor();
  await summary.fill(
    "Cosa valutare prima di investire in un laser a diodo: tecnologia, manipolo, fototipi, formazione e assistenza.",
  );
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await page.getByRole("button", { name: "Stato: Bozza" }).waitFor();
  await shot(page, "07-salvato-bozza", TOOLBAR);

  // 8. The workflow board, the card in each column.
  await page.goto(`${SITE}/admin#/workflow`);
  const card = (column: string) =>
    boardColumn(page, column).locator("[draggable=true]").filter({ hasText: "Come scegliere un laser a diodo" });
  await card("Bozze").waitFor();
  await shot(page, "08-flusso-bozze", BOARD);
  await card("Bozze").dragTo(boardColumn(page, "In revisione"));
  await card("In revisione").waitFor();
  await shot(page, "09-flusso-in-revisione", BOARD);

  // 9. «Pronto» from the editor's status menu.
  await card("In revisione").getByRole("link").click();
  await page.getByRole("button", { name: "Stato: In revisione" }).waitFor();
  await closeNotifications(page);
  await page.getByRole("button", { name: "Stato: In revisione" }).click();
  await page.getByRole("menuitem", { name: "Pronto" }).waitFor();
  await shot(page, "10-stato-pronto", TOOLBAR);
  await page.getByRole("menuitem", { name: "Pronto" }).click();
  await page.getByRole("button", { name: "Stato: Pronto" }).waitFor();
  await page.goto(`${SITE}/admin#/workflow`);
  await card("Pronto").waitFor();
  await shot(page, "11-flusso-pronto", BOARD);

  // 10. Publish: «Pubblica» → «Pubblica ora», then the entry reads «Pubblicato».
  await card("Pronto").getByRole("link").click();
  await page.getByRole("button", { name: "Stato: Pronto" }).waitFor();
  await closeNotifications(page);
  await page.getByRole("button", { name: "Pubblica", exact: true }).click();
  await page.getByRole("menuitem", { name: "Pubblica ora" }).waitFor();
  await shot(page, "12-pubblica", TOOLBAR);
  await page.getByRole("menuitem", { name: "Pubblica ora" }).click();
  await page.getByText("Voce pubblicata").waitFor();
  await page.getByRole("button", { name: "Pubblicato", exact: true }).waitFor();
  await page.getByLabel("Riassunto").waitFor();
  await shot(page, "13-pubblicato", TOOLBAR);

  // 11. What the editor refuses before saving: a required field left empty, a slug with spaces.
  await closeNotifications(page);
  await page.goto(`${SITE}/admin#/collections/posts/new`);
  await page.getByLabel("Indirizzo (slug)").waitFor();
  await page.getByLabel("Titolo principale (H1)").fill("Un articolo senza tutti i campi");
  await page.getByLabel("Indirizzo (slug)").fill("Articolo di prova");
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await page
    .getByText(/è obbligatorio\./)
    .first()
    .waitFor();
  await shot(page, "14-campi-mancanti");
}

let openBrowser: Browser | undefined;

async function main(): Promise<void> {
  const { browser, page } = await openCmsSession("", VIEWPORT);
  openBrowser = browser;
  fs.mkdirSync(OUT, { recursive: true });
  // `npm run cms:screenshots -- checks`: only the screenshots of the checks (15-17), the others kept.
  const checksOnly = process.argv.includes("checks");
  const retaken = (f: string) => f.endsWith(".png") && (!checksOnly || /^1[5-9]-/.test(f));
  for (const old of fs.readdirSync(OUT).filter(retaken)) fs.rmSync(path.join(OUT, old));

  // 1. Login (locally: decap-server, no account; online the same button reads «Accedi con GitHub»).
  await shot(page, "01-accesso", { x: 420, y: 280, width: 600, height: 320 });
  await page.getByRole("button", { name: "Accedi" }).click();

  await page.getByRole("link", { name: "Articoli del blog", exact: true }).waitFor();
  if (!checksOnly) await guideBasics(page);

  // 12. The preview's two boxes: a city text too short (red, blocks publishing) for a city not yet on the site
  // («Da sapere», blue, does not block). Genova is published in the copy first, so the city list offers it.
  await page.goto(`${SITE}/admin#/collections/cities/entries/cities`);
  await page.reload(); // from an unsaved entry, Decap keeps the old screen until the page loads again
  await fillNewCity(page, { name: "Genova", slug: "genova", region: "Liguria", area: "Albaro" });
  await saveAndPublish(page);
  await page.goto(`${SITE}/admin#/collections/cityTexts/new`);
  await page.getByLabel("Introduzione").waitFor();
  await fillCityText(page, {
    key: "laser-diodo",
    city: "Genova",
    description: "Laser a diodo per i centri estetici di Genova: consegna nei caruggi, installazione e formazione.",
    lead: "Un centro genovese che vuole l'epilazione laser deve fare i conti con salite, vicoli e regole liguri.",
    question: "Il mio centro è in un vicolo dove il furgone non entra: potete consegnare?",
    answer: "Sì: il tecnico porta il laser con un carrello dall'ultimo punto in cui si può sostare.",
  });
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.insertText(
    "Molti centri di Castelletto e di Albaro stanno in palazzi d'epoca con scale strette.",
  );
  const banner = page.frameLocator("iframe").locator(".cms-problems").locator("xpath=..");
  await page.frameLocator("iframe").locator(".cms-notices").waitFor();
  await shot(page, "15-anteprima-errori-avvisi", banner);

  // 13. A machine the law forbids: cryolipolysis, which no sheet covers, added to a machine for the estetista. The
  // preview's line, then the refusal of «Pubblica ora», which stays until «Chiudi».
  await page.goto(`${SITE}/admin#/collections/machines/entries/macchinario-pressoterapia-roma`);
  await page.reload(); // leaving an unsaved entry by its address keeps its draft: a fresh load reads the machine
  await page.getByLabel("Nome breve").waitFor();
  for (let i = 0; (await page.getByLabel("Nome breve").inputValue()) !== "Pressoterapia"; i++) {
    if (i > 120) throw new Error("the machine «Pressoterapia» did not load in the editor");
    await page.waitForTimeout(250);
  }
  await page.getByLabel("Tecnologie", { exact: true }).click();
  await page.keyboard.type("Criolipolisi");
  await page.getByRole("option", { name: /^Criolipolisi/ }).click();
  await page.keyboard.press("Escape");
  await page.frameLocator("iframe").locator(".cms-problems").waitFor();
  await shot(page, "16-anteprima-criolipolisi", page.frameLocator("iframe").locator(".cms-problems"));
  await saveAndPublish(page);
  const refusal = page.getByRole("alertdialog");
  await refusal.waitFor();
  await shot(page, "17-rifiuto-pubblicazione", refusal);
  await refusal.getByRole("button", { name: "Chiudi" }).click();

  console.log(`${count} screenshots in ${path.relative(ROOT, OUT)}`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await openBrowser?.close(); // after a failure too: an open browser keeps the script from ending
    stopChildren();
  });
