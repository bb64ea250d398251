/**
 * Every template, served by the local server with the headers file the build wrote: the page loads under its
 * Content-Security-Policy without a single violation, hydrates, and works (the mobile menu opens and one of its
 * links navigates client-side, without reloading the document).
 */
import { expect, test, type Page } from "@playwright/test";

const TEMPLATES: ReadonlyArray<readonly [string, string]> = [
  ["home", "/"],
  ["machines", "/macchinari-estetici-roma"],
  ["machine", "/macchinari-estetici-roma/macchinario-laser-diodo-roma"],
  ["city-machine", "/macchinari-estetici-professionali/macchinario-pressoterapia-milano"],
  ["formulas", "/formule"],
  ["formula", "/formule/noleggio-macchinari-estetici-roma"],
  ["service", "/servizi-centri-estetici/servizi-centri-estetici-roma"],
  ["sanitising", "/sanificazione"],
  ["sanitising-product", "/sanificazione/ozy10"],
  ["blog", "/blog"],
  ["post", "/blog/blog01"],
  ["page (legal)", "/informativa-privacy"],
  ["page (contact)", "/contatti"],
  ["page (thank-you)", "/thankyou"],
  ["page (landing)", "/lp-laser-diodo"],
  ["search results (WebAssembly allowed)", "/cerca?q=laser"],
  ["an /it copy", "/it/blog/blog02"],
];

interface Watch {
  readonly consoleProblems: string[];
  violations(): Promise<string[]>;
}

async function watchCsp(page: Page): Promise<Watch> {
  const consoleProblems: string[] = [];
  page.on("console", (msg) => {
    if (/content security policy|refused to/i.test(msg.text())) consoleProblems.push(msg.text());
  });
  page.on("pageerror", (error) => consoleProblems.push(`page error: ${error.message}`));
  // Injected by the browser driver, so it runs whatever the page's policy says.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  return {
    consoleProblems,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  };
}

async function openMenuAndNavigate(page: Page, from: string) {
  await page.waitForFunction(() => typeof (window as unknown as { ___navigate?: unknown }).___navigate === "function");
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const menu = page.getByRole("dialog", { name: "Menu" });
  // One tap opens it, hydrated or not (e2e/mobile-menu-first-tap.spec.ts): a second one would close it again.
  await page.getByLabel("Apri il menu", { exact: true }).click();
  await expect(menu).toBeVisible();

  const prefix = from.startsWith("/it") ? "/it" : "";
  const target = from.replace(/^\/it/, "") === "/contatti" ? "Blog" : "Contatti";
  const expected = `${prefix}/${target.toLowerCase()}`;
  await menu.getByRole("link", { name: target, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${expected}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Same document: the marker set before the click survived, so the router navigated without a reload.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

test.describe("served with its security headers", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [name, pagePath] of TEMPLATES) {
    test(`${name} (${pagePath}) loads with its own CSP, no violation, and works`, async ({ page }) => {
      const watch = await watchCsp(page);
      const response = await page.goto(pagePath);
      expect(response?.status()).toBe(200);
      const headers = response?.headers() ?? {};
      expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
      expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(headers["strict-transport-security"]).toMatch(/max-age=\d+; includeSubDomains/);

      await openMenuAndNavigate(page, pagePath);
      expect(await watch.violations()).toEqual([]);
      expect(watch.consoleProblems).toEqual([]);
    });
  }

  test("the 404 page, answered for an unknown address, enforces its policy from the HTML and works", async ({
    page,
  }) => {
    const watch = await watchCsp(page);
    const response = await page.goto("/pagina-che-non-esiste");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["x-frame-options"]).toBe("DENY");
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
      "content",
      /script-src 'self' 'sha256-/,
    );
    await expect(page.getByRole("heading", { level: 1, name: "Pagina non trovata" })).toBeVisible();
    await expect(page.getByTestId("error-description")).toHaveText("Page not found: /pagina-che-non-esiste");

    await openMenuAndNavigate(page, "/pagina-che-non-esiste");
    expect(await watch.violations()).toEqual([]);
    expect(watch.consoleProblems).toEqual([]);
  });

  test("an inline script the build did not hash is refused", async ({ page }) => {
    const watch = await watchCsp(page);
    await page.goto("/blog");
    await page.waitForFunction(
      () => typeof (window as unknown as { ___navigate?: unknown }).___navigate === "function",
    );
    // A script injected as markup (what an XSS would do) is blocked by the page's policy.
    await page.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "window.__injected = true";
      document.body.appendChild(s);
    });
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await expect.poll(() => watch.violations()).toContainEqual(expect.stringMatching(/^script-src-elem inline/));
  });
});
