/**
 * The financing formula's former address, which named a bank (DECISIONS-29 §6): every old link still lands on the
 * formula at its neutral address, with a permanent redirect the local server applies from public/_redirects as
 * Netlify does.
 */
import { expect, test } from "@playwright/test";

const NEW = "/formule/acquisto-macchinari-estetici-finanziamento";

for (const prefix of ["", "/it"]) {
  test(`${prefix || "/"}: the old financing address answers 301, and a browser lands on the formula`, async ({
    page,
    request,
  }) => {
    const old = `${prefix}/formule/acquisto-macchinari-estetici-banca-sella`;
    const response = await request.get(old, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`${prefix}${NEW}`);
    await page.goto(old);
    await expect(page).toHaveURL(new RegExp(`${prefix}${NEW}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Acquisto con finanziamento di macchinari estetici professionali",
    );
    await expect(page.locator("main")).not.toContainText(/sella/i);
  });
}
