/**
 * The shared shell in a real browser: mega-menus by mouse and keyboard, sizes, the mobile menu, footer links.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { documentRequests } from "./runtime-helpers";

const MEGA_MENUS = [
  {
    name: "Macchinari",
    width: 1200,
    item: "Pressoterapia",
    url: "/macchinari-estetici-roma/macchinario-pressoterapia-roma",
  },
  { name: "Formule", width: 650, item: "Noleggio operativo", url: "/formule/noleggio-macchinari-estetici-roma" },
  {
    name: "Servizi",
    width: 600,
    item: "Promozione del centro",
    url: "/servizi-centri-estetici/promozione-centri-estetici-roma",
  },
] as const;

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Menu principale" });
const entryLink = (page: Page, name: string) => mainNav(page).getByRole("link", { name, exact: true });
const disclosure = (page: Page, name: string) =>
  mainNav(page).getByRole("button", { name: `${name}: mostra il sottomenu` });
async function panelOf(page: Page, name: string): Promise<Locator> {
  const id = await disclosure(page, name).getAttribute("aria-controls");
  return page.locator(`#${id}`);
}

/** Waits until React has hydrated the header (the buttons react to events only then). */
async function hydrated(page: Page) {
  await page.locator("header[data-ready='true']").waitFor();
}

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
  });

  test("the header area is 105 px high", async ({ page }) => {
    const box = await page.locator("header").first().boundingBox();
    expect(box?.height).toBe(105);
  });

  for (const menu of MEGA_MENUS) {
    test(`${menu.name}: hover opens, the pointer reaches the panel, leaving closes; ${menu.width} px wide`, async ({
      page,
    }) => {
      const panel = await panelOf(page, menu.name);
      await expect(panel).toBeHidden();
      await entryLink(page, menu.name).hover();
      await expect(panel).toBeVisible();
      await expect(disclosure(page, menu.name)).toHaveAttribute("aria-expanded", "true");
      expect((await panel.boundingBox())?.width).toBe(menu.width);

      // Travel from the entry down onto the panel's last item in small steps: the panel must stay open.
      const from = (await entryLink(page, menu.name).boundingBox())!;
      const to = (await panel.getByRole("link").last().boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 25 });
      await expect(panel).toBeVisible();

      // Leave: the pointer goes to the page body below the panel.
      await page.mouse.move(10, 880, { steps: 10 });
      await expect(panel).toBeHidden();
      await expect(disclosure(page, menu.name)).toHaveAttribute("aria-expanded", "false");
    });

    test(`${menu.name}: clicking an item navigates and closes the menu`, async ({ page }) => {
      await entryLink(page, menu.name).hover();
      const panel = await panelOf(page, menu.name);
      await panel.getByRole("link", { name: new RegExp(menu.item) }).click();
      await expect(page).toHaveURL(new RegExp(`${menu.url}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(await panelOf(page, menu.name)).toBeHidden();
      await expect(disclosure(page, menu.name)).toHaveAttribute("aria-expanded", "false");
    });

    test(`${menu.name}: works with the keyboard alone`, async ({ page }) => {
      await page.mouse.move(700, 880);
      const button = disclosure(page, menu.name);
      const panel = await panelOf(page, menu.name);
      await entryLink(page, menu.name).focus();
      await page.keyboard.press("Tab");
      await expect(button).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(panel).toBeVisible();
      await page.keyboard.press("Tab");
      const focusedInPanel = await panel.evaluate((el) => el.contains(document.activeElement));
      expect(focusedInPanel).toBe(true);
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
      await page.keyboard.press("Space");
      await expect(panel).toBeVisible();
      await page.keyboard.press("Space");
      await expect(panel).toBeHidden();
      // A closed panel is out of the tab order: Tab from the button goes to the next entry.
      await page.keyboard.press("Tab");
      const stillInPanel = await panel.evaluate((el) => el.contains(document.activeElement));
      expect(stillInPanel).toBe(false);
    });
  }

  test("focus leaving an open panel closes it", async ({ page }) => {
    const panel = await panelOf(page, "Servizi");
    await disclosure(page, "Servizi").focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    const links = panel.getByRole("link");
    await links.last().focus();
    await page.keyboard.press("Tab");
    await expect(panel).toBeHidden();
  });

  test("a click outside closes an open menu", async ({ page }) => {
    const panel = await panelOf(page, "Formule");
    await disclosure(page, "Formule").focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await page.mouse.click(700, 860);
    await expect(panel).toBeHidden();
  });

  test("the current page's link carries aria-current", async ({ page }) => {
    await page.goto("/blog");
    await expect(entryLink(page, "Blog")).toHaveAttribute("aria-current", "page");
    await expect(entryLink(page, "Home")).not.toHaveAttribute("aria-current", "page");
  });

  test("aria-current follows a change of page without reloading", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(entryLink(page, "Home")).toHaveAttribute("aria-current", "page");
    const documents = documentRequests(page);
    await entryLink(page, "Blog").click();
    await expect(page).toHaveURL("/blog");
    await expect(entryLink(page, "Blog")).toHaveAttribute("aria-current", "page");
    await expect(entryLink(page, "Home")).not.toHaveAttribute("aria-current", "page");
    // No page load: the router changed the page.
    expect(documents).toEqual([]);
  });

  test("links of the shell keep /it on /it pages", async ({ page }) => {
    await page.goto("/it/formule");
    await hydrated(page);
    const hrefs = await page
      .locator("header a[href^='/'], footer a[href^='/']")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(45);
    expect(hrefs.filter((h) => h !== "/it" && !h.startsWith("/it/"))).toEqual([]);
    for (const menu of MEGA_MENUS) {
      await entryLink(page, menu.name).hover();
      const panelHrefs = await (
        await panelOf(page, menu.name)
      )
        .locator("a")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
      expect(panelHrefs.length).toBeGreaterThan(2);
      expect(panelHrefs.filter((h) => !h.startsWith("/it/"))).toEqual([]);
    }
    await entryLink(page, "Macchinari").hover();
    await (await panelOf(page, "Macchinari")).getByRole("link", { name: /Laser a diodo/ }).click();
    await expect(page).toHaveURL(/\/it\/macchinari-estetici-roma\/macchinario-laser-diodo-roma$/);
  });

  test("no horizontal scroll at 1920 px", async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1000 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the WhatsApp text is hidden, the link keeps its name", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const link = page.getByTestId("topbar-whatsapp");
    await expect(link).toBeVisible();
    await expect(link.getByText(/WhatsApp 347/)).toBeHidden();
    await expect(link).toHaveAccessibleName(/WhatsApp/);
    await expect(link).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
  });

  test("the hamburger opens the menu with its eight entries, which closes after navigating", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(mainNav(page)).toBeHidden();
    const hamburger = page.getByLabel("Apri il menu", { exact: true });
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
    await hamburger.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    const entries = dialog.locator("nav > ul > li > a");
    await expect(entries).toHaveText([
      "Home",
      "Macchinari",
      "Formule",
      "Servizi",
      "Promozione",
      "Blog",
      "Sanificazione",
      "Contatti",
    ]);
    // The page behind is inert.
    expect(await page.locator("main").getAttribute("inert")).not.toBeNull();
    await dialog.getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await page.locator("main").getAttribute("inert")).toBeNull();
  });

  test("the mobile menu reaches sub-pages, traps focus and closes with Escape", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByLabel("Apri il menu", { exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.getByLabel("Formule: mostra le pagine").click();
    await expect(dialog.getByRole("link", { name: "Installazione" })).toBeVisible();
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByLabel("Apri il menu", { exact: true })).toBeFocused();
  });

  test("the hero illustration is neither shown nor downloaded on phones", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await page.goto("/macchinari-estetici-roma/macchinario-laser-diodo-roma");
    await hydrated(page);
    const hero = page.locator("#page-heading").locator("xpath=ancestor::section[1]").locator("picture");
    await expect(hero).toBeHidden();
    expect(await hero.locator("img").evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/^data:image\/gif/);
    // A phone fetches the machine's picture once, for the smaller picture further down the page (issue 33,
    // e2e/machine-page-mobile.spec.ts), never the hero's.
    const phone = page.locator("#sintesi picture img");
    await phone.scrollIntoViewIfNeeded();
    await expect.poll(() => phone.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toBeTruthy();
    const phoneFile = new URL(await phone.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    expect(requested.filter((p) => p.includes("macchinario-laser-diodo-roma.") && /\.(webp|jpg)$/.test(p))).toEqual([
      phoneFile,
    ]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.locator("#page-heading").locator("xpath=ancestor::section[1]").locator("picture")).toBeVisible();
  });

  for (const width of [320, 375, 768]) {
    test(`no horizontal scroll at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of [
        "/",
        "/macchinari-estetici-roma/macchinario-laser-diodo-roma",
        "/blog/blog02",
        "/contatti",
        "/cerca",
        "/confronta-macchinari",
        "/calcolo-rientro",
      ]) {
        await page.goto(path);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBe(0);
        // A box that hides its overflow would keep a column pushed past the screen's edge out of the scroll width
        // (the results page's heading column was, at 320 px): nothing in <main> may reach past the edge, except
        // inside a box that scrolls sideways (a wide table).
        const pastTheEdge = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const inScroller = (el: Element) => {
            for (let e = el.parentElement; e && e !== document.body; e = e.parentElement)
              if (["auto", "scroll"].includes(getComputedStyle(e).overflowX)) return true;
            return false;
          };
          return Array.from(document.querySelectorAll("main *"))
            .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !inScroller(el))
            .map((el) => `${el.tagName.toLowerCase()} ${Math.round(el.getBoundingClientRect().right)} px`);
        });
        expect(pastTheEdge, path).toEqual([]);
      }
    });
  }
});

test("every footer link resolves", async ({ page, request }) => {
  await page.goto("/");
  const hrefs = await page.locator("footer a").evaluateAll((as) =>
    as.map((a) => ({
      href: a.getAttribute("href") ?? "",
      rel: a.getAttribute("rel"),
      target: a.getAttribute("target"),
    })),
  );
  const internal = [...new Set(hrefs.map((h) => h.href).filter((h) => h.startsWith("/")))];
  expect(internal.length).toBeGreaterThanOrEqual(40);
  // Asked all at once (the server answers each in a few milliseconds), each status checked.
  const answers = await Promise.all(
    internal.map(async (href) => ({ href, status: (await request.get(href)).status() })),
  );
  for (const { href, status } of answers) expect(status, href).toBe(200);
  for (const link of hrefs.filter((h) => /^https?:/.test(h.href))) {
    expect(link.target).toBe("_blank");
    expect(link.rel).toContain("noopener");
  }
  expect(hrefs.some((h) => h.href.startsWith("tel:+39"))).toBe(true);
  expect(hrefs.some((h) => h.href.startsWith("mailto:"))).toBe(true);
  // The year of the build (__tests__/build/legal.test.ts checks it against the build's own date).
  await expect(page.locator("footer")).toContainText(/© \d{4} Venere Tecnologie Estetiche S\.r\.l\./);
  await expect(page.locator("footer")).toContainText("Registro delle Imprese di Roma n. 15873621005");
  await expect(page.locator("footer")).toContainText("P.IVA 15873621005");
});

test("icons are drawn from the page's own symbols, with no request for a sprite, and still after navigating", async ({
  page,
}) => {
  const sprites: string[] = [];
  page.on("request", (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.endsWith(".svg") && !/logo|favicon/.test(pathname)) sprites.push(pathname);
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await hydrated(page);
  /** The width each visible icon of the page draws: 0 when its `<use>` finds no symbol. */
  const drawn = () =>
    page
      .locator("#___gatsby use")
      .evaluateAll((uses) =>
        uses
          .filter((u) => (u.closest("svg") as SVGSVGElement).getBoundingClientRect().width > 0)
          .map((u) => `${u.getAttribute("href")} ${Math.round((u as SVGUseElement).getBBox().width)}`),
      );
  const home = await drawn();
  expect(home.length).toBeGreaterThan(3);
  for (const icon of home) expect(icon).toMatch(/^#[a-z-]+ [1-9]\d*$/);
  await entryLink(page, "Contatti").click();
  await expect(page).toHaveURL(/\/contatti$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const contact = await drawn();
  expect(contact.length).toBeGreaterThan(3);
  for (const icon of contact) expect(icon).toMatch(/^#[a-z-]+ [1-9]\d*$/);
  expect(sprites).toEqual([]);
});
