/**
 * The first page hydrates region by region (src/components/shell/Region.tsx), with Preact, the browser's framework:
 * every element the server wrote stays in the page, where it is (a region waiting for its turn keeps its markup, and
 * Preact adopts it without moving anything), the regions all hydrate without the visitor doing anything, and a key
 * pressed before their turn reaches a hydrated page.
 */
import { expect, test, type Page } from "@playwright/test";
import { openReady } from "./runtime-helpers";

/**
 * Keeps, from the moment the document is parsed, every element the server wrote in the app's root, and every element
 * taken out of it from then on (a move is taken out and put back: src/gatsby/suspense-markers.ts).
 */
async function keepPrerendered(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const root = document.getElementById("___gatsby");
      const seen = window as unknown as { prerendered: Element[]; takenOut: string[] };
      seen.prerendered = root ? [...root.querySelectorAll("*")] : [];
      seen.takenOut = [];
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element) seen.takenOut.push(`${node.tagName}.${node.className}`);
      }).observe(root ?? document, { childList: true, subtree: true });
    });
  });
}

const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-regions", "hydrated");

// Pages whose content does not change once the app runs (the contact form and the calculator, for instance, adapt
// a few words to what the visitor chose, with React as with Preact).
for (const path of [
  "/",
  "/macchinari-estetici-roma",
  "/macchinari-estetici-roma/macchinario-laser-diodo-roma",
  "/blog/blog01",
]) {
  test(`${path}: hydrated region by region, every prerendered element kept`, async ({ page }) => {
    await keepPrerendered(page);
    await openReady(page, path);
    await hydrated(page);
    const { total, lost, takenOut } = await page.evaluate(() => {
      const seen = window as unknown as { prerendered: Element[]; takenOut: string[] };
      return {
        total: seen.prerendered.length,
        lost: seen.prerendered.filter((e) => !e.isConnected).map((e) => e.outerHTML.slice(0, 120)),
        takenOut: seen.takenOut,
      };
    });
    expect(total).toBeGreaterThan(200);
    expect(lost).toEqual([]);
    // Adopted where they are: none moved (a move lays the element's whole subtree out again).
    expect(takenOut).toEqual([]);
    // Hydrated: the header's menu answers (its state is the app's).
    await expect(page.locator("header")).toHaveAttribute("data-ready", "true");
  });
}

/** The regions' turns are held: the page's scripts run, but no turn comes until the visitor acts. */
async function holdTurns(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
      rest[0] === "region-turn" ? 0 : original(handler, timeout, ...rest)) as typeof window.setTimeout;
  });
}

test("a key pressed while the regions wait reaches the hydrated page", async ({ page }) => {
  await holdTurns(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openReady(page, "/");
  await expect(page.locator("html")).not.toHaveAttribute("data-regions", "hydrated");
  // The header has not hydrated: its state is not set yet.
  await expect(page.locator("header")).not.toHaveAttribute("data-ready", "true");
  await page.keyboard.press("Tab");
  await hydrated(page);
  await expect(page.locator("header")).toHaveAttribute("data-ready", "true");
  await expect(page.locator(".skip-link")).toBeFocused();
});

// A click with no pointer or key before it (a screen reader's activation; a tap before the app had started, which
// then hydrates region by region) leaves the regions waiting. Preact leaves in the document the markup of a part
// unmounted while it waits: the page gone had its heading beside the new page's (src/runtime/navigation.ts).
test("a link followed while the regions wait leaves nothing of the page it leaves", async ({ page }) => {
  await holdTurns(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await openReady(page, "/macchinari-estetici-roma/macchinario-laser-diodo-roma");
  await expect(page.locator("html")).not.toHaveAttribute("data-regions", "hydrated");
  const bologna = page.getByText(/^Consegniamo anche a/).getByRole("link", { name: "Bologna" });
  await bologna.evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL("/macchinari-estetici-professionali/macchinario-laser-diodo-bologna");
  await expect(page).toHaveTitle(/Bologna/);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("h1")).toContainText("Bologna");
  await expect(page.locator('[data-on-view="machine-proof"]')).toHaveCount(0);
});
