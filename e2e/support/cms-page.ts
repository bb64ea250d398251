/**
 * A browser page of /admin talking to the sandbox's decap-server: shared by the browser tests (e2e/cms.spec.ts) and
 * the editor guide's screenshots (scripts/cms-screenshots.ts).
 */
import type { Page, Response } from "@playwright/test";
import { CMS_SANDBOX_PORT, LOCAL_BACKEND_URL } from "./cms-sandbox";

/** The configuration sends the CMS to decap-server's default address; this page's calls go to the sandbox instead. */
export async function routeCmsToSandbox(page: Page, sandboxPort: number = CMS_SANDBOX_PORT): Promise<void> {
  await page.route(LOCAL_BACKEND_URL, async (route) => {
    try {
      const response = await route.fetch({ url: `http://localhost:${sandboxPort}/api/v1` });
      await route.fulfill({ response });
    } catch {
      // The page cancelled the call or closed meanwhile; if the sandbox is down, the CMS shows it.
      await route.abort().catch(() => undefined);
    }
  });
}

/** A column of the workflow board («Bozze», «In revisione», «Pronto»): its heading and the cards under it. */
export const boardColumn = (page: Page, heading: string) =>
  page.getByRole("heading", { level: 2, name: heading, exact: true }).locator("xpath=..");

/** Picks `option` in a select or relation widget: a click, the option's text typed to filter the list, the option. */
export async function pickOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label).click();
  await page.keyboard.type(option);
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** In «Città servite», open on its entry: a new city as the guide adds it (name, slug, region, one area served). */
export async function fillNewCity(
  page: Page,
  city: { name: string; slug: string; region: string; area: string },
): Promise<void> {
  await page.getByRole("button", { name: /Aggiungi città/i }).click();
  await page.getByLabel("Nome", { exact: true }).last().fill(city.name);
  await page.getByLabel("Indirizzo (slug)").last().fill(city.slug);
  await page.getByLabel("Regione").last().fill(city.region);
  await page
    .getByRole("button", { name: /Aggiungi zona servita/i })
    .last()
    .click();
  await page.getByLabel("Zone servite").last().fill(city.area);
}

/**
 * A new city text, open in the editor: the page and the city picked from their lists (relation widgets), then the
 * description, the introduction and one question; the body is left to the caller.
 */
export async function fillCityText(
  page: Page,
  text: { key: string; city: string; description: string; lead: string; question: string; answer: string },
): Promise<void> {
  await pickOption(page, "Pagina per città (chiave)", text.key);
  await pickOption(page, "Città (slug)", text.city);
  await page.getByLabel("Descrizione (motori di ricerca)").fill(text.description);
  await page.getByLabel("Introduzione").fill(text.lead);
  await page.getByRole("button", { name: /Aggiungi domanda frequente/i }).click();
  await page.getByLabel("Domanda").last().fill(text.question);
  await page.getByLabel("Risposta").last().fill(text.answer);
}

/** Puts the caret at the very end of the rich-text body: the bottom right corner of its last block. */
export async function clickEndOfText(page: Page): Promise<void> {
  const last = page.locator('[data-slate-editor="true"] > *').last();
  const box = (await last.boundingBox())!;
  await last.click({ position: { x: box.width - 2, y: box.height - 4 } });
  await page.keyboard.press("End");
}

/** True for the CMS's call to its backend that performs `action` (decap-server's API: one POST per action). */
function isBackendCall(response: Response, action: string): boolean {
  if (response.url() !== LOCAL_BACKEND_URL) return false;
  try {
    return (JSON.parse(response.request().postData() ?? "{}") as { action?: string }).action === action;
  } catch {
    return false;
  }
}

/**
 * Resolves once a publication is over for the editor; call it before «Pubblica ora». Decap publishes, then reloads
 * the entry from the repository (the editor shows «Caricando la voce...» meanwhile) and makes it the editor's draft
 * again. A new entry opened before that reload ends has its draft replaced by the published entry, with the typing
 * on top (src/cms/entry-problems.ts, FOREIGN_FIELDS_NOTICE): the guide says to wait for the editor to show the
 * published entry again, as this does.
 */
export async function publicationSettled(page: Page): Promise<void> {
  const options = { timeout: 60_000 };
  await page.waitForResponse((r) => isBackendCall(r, "publishUnpublishedEntry"), options);
  await page.waitForResponse((r) => isBackendCall(r, "getEntry"), options);
  await page.getByText("Caricando la voce").waitFor({ state: "detached", ...options });
  await page.getByRole("button", { name: "Pubblicato", exact: true }).waitFor(options);
}
