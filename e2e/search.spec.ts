/**
 * The site search in the browser, against the built site and its index: the header's field (top bar on desktop,
 * mobile menu) leads to the results page, whose results, ranking and Italian handling are Pagefind's on this
 * site's index; the address keeps the query; bad input; without JavaScript; and what the search costs the other
 * pages (nothing until it is used), its host (only this one) and its policy (no violation).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { openReady } from "./runtime-helpers";

const LASER = "/macchinari-estetici-roma/macchinario-laser-diodo-roma";
const PRESSO = "/macchinari-estetici-roma/macchinario-pressoterapia-roma";

const status = (page: Page) => page.getByTestId("search-status");
const results = (page: Page) => page.getByTestId("search-results").locator(":scope > li");

/** Waits for the search to finish and gives each result as section, address and title, in order. */
async function found(page: Page): Promise<Array<{ section: string; href: string; title: string }>> {
  await expect(status(page)).toHaveText(/risultat/);
  return results(page).evaluateAll((items) =>
    items.map((li) => ({
      section: li.querySelector("p")?.textContent ?? "",
      href: li.querySelector("h2 a")?.getAttribute("href") ?? "",
      title: li.querySelector("h2")?.textContent ?? "",
    })),
  );
}

/** Requests for the search's code and index: Pagefind's files and the results page's chunk. */
function searchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/pagefind/") || url.pathname.includes("component---src-templates-search-tsx"))
      urls.push(url.pathname);
  });
  return urls;
}

/** Content-Security-Policy violations the page reports (listened for before any script of the page runs). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.describe("desktop (1440 px)", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("nothing of the search loads on a machine page, not even when its field is focused, until it is used", async ({
    page,
  }) => {
    const requests = searchRequests(page);
    await openReady(page, LASER);
    await page.waitForLoadState("networkidle");
    const field = page.locator("header").getByRole("searchbox", { name: "Cerca nel sito" });
    await field.focus();
    await field.fill("laser");
    await page.waitForLoadState("networkidle");
    expect(requests).toEqual([]);
    // The machine page's policy allows no WebAssembly: only the results page's does.
    const policy = (await page.request.get(LASER)).headers()["content-security-policy"];
    expect(policy).not.toContain("wasm");

    await field.press("Enter");
    await expect(page).toHaveURL("/cerca?q=laser");
    await found(page);
    expect(requests.some((r) => r.startsWith("/pagefind/"))).toBe(true);
    expect(requests.some((r) => r.includes("component---src-templates-search-tsx"))).toBe(true);
  });

  test("a search typed in the header lands on the results; the first result for a machine's name is its page", async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    const hosts = new Set<string>();
    page.on("request", (request) => hosts.add(new URL(request.url()).host));
    // Pagefind says so when its worker fails (it then searches on the page's thread); the browser, when it refuses.
    const warnings: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "warning" || msg.type() === "error") warnings.push(msg.text());
    });
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(new URL(worker.url()).pathname));
    await openReady(page, "/");
    const field = page.locator("header").getByRole("searchbox", { name: "Cerca nel sito" });
    await expect(field).toBeVisible();
    await field.fill("pressoterapia");
    await page.locator("header").getByRole("button", { name: "Cerca", exact: true }).click();

    await expect(page).toHaveURL("/cerca?q=pressoterapia");
    const list = await found(page);
    await expect(status(page)).toHaveText(/^\d+ risultati per «pressoterapia»\.$/);
    expect(list[0]).toEqual({
      section: "Macchinari",
      href: PRESSO,
      title: "Pressoterapia professionale: leggerezza e benessere in cabina",
    });
    // The matched words are highlighted, as text.
    await expect(results(page).first().locator("mark").first()).toHaveText(/pressoterapia/i);

    await results(page).first().getByRole("link").click();
    await expect(page).toHaveURL(PRESSO);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(list[0].title);

    expect([...hosts]).toEqual([new URL(page.url()).host]);
    expect(await violations()).toEqual([]);
    expect(warnings).toEqual([]);
    // The search ran in Pagefind's worker, off the page's main thread.
    expect(workers).toContain("/pagefind/pagefind-worker.js");
  });

  test("a machine's page comes before the posts and city pages that also name it", async ({ page }) => {
    for (const [query, machine] of [
      ["laser a diodo", LASER],
      ["pressoterapia", PRESSO],
      ["radiofrequenza", "/macchinari-estetici-roma/macchinario-radiofrequenza-roma"],
    ]) {
      await openReady(page, `/cerca?q=${encodeURIComponent(query)}`);
      const list = await found(page);
      // The machine's page first; city pages, which repeat it for one city, only after every other page.
      expect({ query, first: list[0].href }).toEqual({ query, first: machine });
      const sections = list.map((r) => r.section);
      const firstCity = sections.indexOf("Città");
      if (firstCity >= 0) expect(sections.slice(firstCity).every((s) => s === "Città")).toBe(true);
    }
  });

  test("Italian: a plural finds its singular, a missing accent finds the word, two words find the one", async ({
    page,
  }) => {
    // «epilazioni» is written nowhere on the laser page; «epilazione» is.
    const laserText = await (await page.request.get(LASER)).text();
    expect(laserText).not.toMatch(/epilazioni/i);
    await openReady(page, "/cerca?q=epilazioni");
    expect((await found(page))[0].href).toBe(LASER);
    await expect(results(page).first().locator("mark").first()).toHaveText(/epilazione/i);

    await openReady(page, "/cerca?q=perche");
    await found(page);
    await expect(page.getByTestId("search-results").locator("mark", { hasText: "Perché" }).first()).toBeVisible();

    await openReady(page, "/cerca?q=presso%20terapia");
    const list = await found(page);
    expect(list[0].href).toBe(PRESSO);
    await expect(status(page)).toHaveText(/^\d+ risultati per «pressoterapia» \(avete scritto «presso terapia»\)\.$/);
  });

  test("a word that is on no page finds nothing, and the page says what to do", async ({ page }) => {
    await openReady(page, "/cerca?q=lavatrice");
    await expect(status(page)).toHaveText(
      "Nessun risultato per «lavatrice». Provate con un'altra parola, o sfogliate le pagine qui sotto.",
    );
    await expect(results(page)).toHaveCount(0);
    await expect(page.locator("#main").getByRole("link", { name: "elenco dei macchinari" })).toBeVisible();
  });

  test("the address follows the field as one types, and a reload shows the same results", async ({ page }) => {
    await openReady(page, "/cerca");
    await expect(status(page)).toHaveText("");
    const length = await page.evaluate(() => history.length);
    const field = page.locator("#main").getByRole("searchbox", { name: "Cercate nel sito" });
    await field.pressSequentially("laser a diodo");
    await expect(page).toHaveURL("/cerca?q=laser+a+diodo");
    const before = await found(page);
    expect(before[0].href).toBe(LASER);
    // replaceState: no new entry in the history.
    expect(await page.evaluate(() => history.length)).toBe(length);

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-runtime", "ready");
    await expect(field).toHaveValue("laser a diodo");
    expect(await found(page)).toEqual(before);
    await expect(page).toHaveURL("/cerca?q=laser+a+diodo");
    const scan = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test("more results come with «Altri risultati»", async ({ page }) => {
    await openReady(page, "/cerca?q=centro");
    await found(page);
    await expect(results(page)).toHaveCount(10);
    const total = Number(/^(\d+) risultati/.exec((await status(page).textContent()) ?? "")?.[1]);
    expect(total).toBeGreaterThan(10);
    await page.getByRole("button", { name: "Altri risultati" }).click();
    await expect(results(page)).toHaveCount(Math.min(20, total));
  });
});

test.describe("phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a search from the mobile menu lands on the results, and the first result opens the machine", async ({
    page,
  }) => {
    await openReady(page, "/blog");
    // The top bar's field is for wide screens; here the menu has it.
    await expect(page.locator("header [role=search]").first()).toBeHidden();
    await page.getByLabel("Apri il menu", { exact: true }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    const field = menu.getByRole("searchbox", { name: "Cerca nel sito" });
    await expect(field).toBeVisible();
    await field.fill("laser a diodo");
    await field.press("Enter");
    await expect(page).toHaveURL("/cerca?q=laser+a+diodo");
    const list = await found(page);
    expect(list[0].href).toBe(LASER);
    await results(page).first().getByRole("link").click();
    await expect(page).toHaveURL(LASER);
  });

  test("on an /it page the search stays under /it", async ({ page }) => {
    await openReady(page, "/it/blog");
    await page.getByLabel("Apri il menu", { exact: true }).click();
    const field = page.getByRole("dialog", { name: "Menu" }).getByRole("searchbox", { name: "Cerca nel sito" });
    await field.fill("pressoterapia");
    await field.press("Enter");
    await expect(page).toHaveURL("/it/cerca?q=pressoterapia");
    expect((await found(page))[0].href).toBe(`/it${PRESSO}`);
  });
});

test.describe("bad input", () => {
  test("an empty query asks for words, without an error", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await openReady(page, "/cerca?q=");
    await expect(status(page)).toHaveText(
      "Scrivete che cosa cercate: per esempio il nome di un macchinario, di un trattamento o di una formula.",
    );
    await expect(results(page)).toHaveCount(0);
    // The same from the field: spaces only, submitted.
    await page.locator("#main").getByRole("searchbox").fill("   ");
    await page.locator("#main").getByRole("button", { name: "Cerca" }).click();
    await expect(status(page)).toHaveText(/^Scrivete che cosa cercate/);
    expect(errors).toEqual([]);
  });

  test("a 500-character query is cut to 100 characters, says so, and keeps what was typed", async ({ page }) => {
    const long = "laser diodo ".repeat(42).slice(0, 500);
    expect(long).toHaveLength(500);
    await openReady(page, `/cerca?q=${encodeURIComponent(long)}`);
    const field = page.locator("#main").getByRole("searchbox");
    await expect(page.getByText("La ricerca è lunga: abbiamo cercato i primi 100 caratteri.")).toBeVisible();
    await expect(field).toHaveAttribute("aria-describedby", "ricerca-nota");
    await expect(field).toHaveValue(long);
    await expect(status(page)).toHaveText(/risultat/);
  });

  test("markup in the query is shown as text, never run or rendered", async ({ page }) => {
    const violations = await watchCsp(page);
    const query = "<script>window.__injected=1</script><b>grassetto</b><img src=x onerror=alert(1)>";
    await openReady(page, `/cerca?q=${encodeURIComponent(query)}`);
    await expect(status(page)).toContainText(`«${query}»`);
    await expect(page.locator("#main b, #main img[src=x], #main script:not([type])")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
    await expect(page.locator("#main").getByRole("searchbox")).toHaveValue(query);
    expect(await violations()).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });

  test("the header's field still leads to the results page, which says how to find the pages", async ({ page }) => {
    await page.goto(LASER);
    const field = page.locator("header").getByRole("searchbox", { name: "Cerca nel sito" });
    await field.fill("laser");
    await field.press("Enter");
    await expect(page).toHaveURL("/cerca?q=laser");
    const main = page.locator("#main");
    await expect(main.getByText("Scrivete nel campo qui sopra che cosa cercate", { exact: false })).toBeVisible();
    await expect(main.getByText("JavaScript è disattivato", { exact: false })).toBeVisible();
    await expect(main.getByRole("link", { name: "elenco dei macchinari" })).toHaveAttribute(
      "href",
      "/macchinari-estetici-roma",
    );
    await expect(main.getByRole("link", { name: "blog" })).toHaveAttribute("href", "/blog");
  });
});
