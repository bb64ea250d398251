/**
 * What a page runs by itself, in the browser: on a phone-sized screen, untouched, a page requests only the scripts the
 * byte budget counts for it (__tests__/helpers/budgets.ts: the app, its template, its start-up chunks) and other
 * pages' chunks prefetched for its links; nothing that waits for the visitor's action (an `onuse-` chunk) loads, and
 * an `onview-` part loads only if its template shows it on the first screen (and the budget counts it).
 * Then the visitor scrolls, hovers and taps, and those parts load: the names say the truth.
 */
import { expect, test, type Page } from "@playwright/test";
import { countedFiles, otherPagesOnly } from "../__tests__/helpers/budgets";
import { openReady } from "./runtime-helpers";

/** The site's own scripts the page requests, by file name. */
function scriptsOf(page: Page, baseURL: string): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (url.startsWith(baseURL) && /\.js(\?|$)/.test(url)) seen.push(new URL(url).pathname.replace(/^\//, ""));
  });
  return seen;
}

/** Lets the page do what it does by itself: hydration, the update check after idle, prefetching of links. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 3500)));
  await page.waitForLoadState("networkidle");
}

const PAGES = [
  "/",
  "/macchinari-estetici-roma",
  "/macchinari-estetici-roma/macchinario-laser-diodo-roma",
  "/macchinari-estetici-professionali/macchinario-pressoterapia-milano",
  "/formule/noleggio-macchinari-estetici-roma",
  "/blog/blog02",
  "/contatti",
  "/calcolo-rientro",
  "/confronta-macchinari",
  "/informativa-privacy",
];

test.describe("on a phone, untouched", () => {
  // Lighthouse's mobile screen.
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  for (const pagePath of PAGES) {
    test(`${pagePath} runs only the scripts its budget counts (and prefetches other pages')`, async ({
      page,
      baseURL,
    }) => {
      const scripts = scriptsOf(page, baseURL!);
      const rebuilt: string[] = [];
      page.on("console", (m) => {
        if (m.text().includes("React ha ricostruito")) rebuilt.push(m.text());
      });
      await openReady(page, pagePath);
      await settle(page);
      // Hydrated, not rebuilt: a part rendered again in the browser would load every part's code.
      expect(rebuilt).toEqual([]);
      const counted = new Set(countedFiles(pagePath));
      const prefetched = otherPagesOnly(pagePath);
      expect(scripts.filter((f) => f.startsWith("framework-"))).toHaveLength(1);
      expect(scripts.filter((f) => !counted.has(f) && !prefetched.has(f))).toEqual([]);
      // What waits for the visitor stays waiting; a part on the first screen is counted (FIRST_SCREEN_PARTS).
      expect(scripts.filter((f) => /^(onuse|consented)-/.test(f))).toEqual([]);
    });
  }

  test("the footer's code loads on scrolling to it, its button answers before; a tap loads the effects", async ({
    page,
    context,
    baseURL,
  }) => {
    // The consent library shows nothing to automated browsers: this is a visitor (as in e2e/consent.spec.ts), who
    // answered the banner on an earlier visit (on a phone it would cover the footer).
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }));
    const earlier = await context.newPage();
    await earlier.goto("/");
    await earlier
      .getByRole("dialog", { name: "Cookie e statistiche" })
      .getByRole("button", { name: "Rifiuta tutti" })
      .click();
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === "cc_cookie")).toBe(true);
    await earlier.close();

    const scripts = scriptsOf(page, baseURL!);
    await openReady(page, "/macchinari-estetici-roma/macchinario-laser-diodo-roma");
    await settle(page);
    expect(scripts.filter((f) => f.startsWith("onview-footer-"))).toEqual([]);
    // The footer's code is slow to come: its «Preferenze cookie» answers all the same (the shell listens for it)
    // and loads the consent library on that tap.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/onview-footer-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.filter((f) => f.startsWith("onview-footer-")).length).toBe(1);
    await page.getByRole("button", { name: "Preferenze cookie" }).click();
    const preferences = page.getByRole("dialog", { name: "Preferenze cookie" });
    await expect(preferences).toBeVisible();
    expect(scripts.some((f) => f.startsWith("onuse-consent-"))).toBe(true);
    await preferences.getByRole("button", { name: "Rifiuta tutti" }).click();
    await expect(preferences).toBeHidden();
    // Then the footer hydrates, and its button still opens the preferences, once.
    release();
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Preferenze cookie" }).click();
    await expect(preferences).toBeVisible();
    expect(scripts.some((f) => f.startsWith("onuse-navigation-"))).toBe(true);
  });
});

// An anchor link changes the router's location, which reaches every link of the parts still waiting to hydrate:
// React gives up their server markup and renders them anew (a recoverable error, logged), and they must then render
// at once rather than wait to be scrolled to, or they would stay empty (releaseWaitingParts in src/runtime/parts.tsx).
test("an anchor link of the first screen keeps every part of the page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openReady(page, "/macchinari-estetici-roma/macchinario-laser-diodo-roma");
  const parts = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("[data-on-view]")]
        .filter((m) => m.firstElementChild)
        .map((m) => m.id || m.getAttribute("data-on-view")),
    );
  const before = await parts();
  await page
    .getByRole("navigation", { name: "In questa pagina" })
    .getByRole("link", { name: "Documenti da chiedere" })
    .click();
  await expect(page).toHaveURL(/#documenti$/);
  await page.waitForLoadState("networkidle");
  expect(await parts()).toEqual(before);
  await expect(page.locator("#documenti")).toContainText("Documenti e regole europee");
});
