/**
 * The browser's first render matches the server's HTML on every template: React hydrates the page as it is, and never
 * throws it away to render it again (its recoverable errors 418-425, which the runtime logs as a warning:
 * src/runtime/hydrate.ts). A page rendered again costs a phone its whole start-up a second time.
 */
import { expect, test } from "@playwright/test";
import { openReady } from "./runtime-helpers";

const TEMPLATES = [
  "/",
  "/macchinari-estetici-roma",
  "/macchinari-estetici-roma/macchinario-laser-diodo-roma",
  "/macchinari-estetici-professionali/macchinario-pressoterapia-milano",
  "/formule/noleggio-macchinari-estetici-roma",
  "/servizi-centri-estetici/servizi-centri-estetici-roma",
  "/sanificazione/ozy10",
  "/blog",
  "/blog/blog02",
  "/contatti",
  "/calcolo-rientro",
  "/confronta-macchinari",
  "/cerca?q=laser",
  "/informativa-privacy",
  "/it/contatti",
];

for (const path of TEMPLATES)
  test(`${path} hydrates as the server rendered it`, async ({ page }) => {
    const rebuilt: string[] = [];
    page.on("console", (message) => {
      if (/ricostruito|Minified React error #4(1[89]|2[0-5])|Hydration failed/.test(message.text()))
        rebuilt.push(message.text().slice(0, 200));
    });
    await openReady(page, path);
    // Past the start-up: parts that hydrate when seen are tried by scrolling to the end.
    await page.mouse.wheel(0, 100_000);
    await page.waitForTimeout(500);
    expect(rebuilt).toEqual([]);
  });
