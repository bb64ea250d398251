/**
 * A machine page on a 390 px phone, as a beauty-centre owner uses it (issue 33): the first screen says who may use
 * the machine and under which sheet, its formulas, and links to «Conformità e uso», to the documents to ask for, to
 * the calculator and to a demonstration; the jump links land on their sections with JavaScript and without; the
 * machine's cities are linked from its page and from the machine list; the machine's picture shows on the phone,
 * below the first screen, and the heading stays the largest paint.
 */
import { expect, test, type Page } from "@playwright/test";
import { BUDGETS } from "../__tests__/helpers/budgets";

const PHONE = { width: 390, height: 844 };
const LASER = "/macchinari-estetici-roma/macchinario-laser-diodo-roma";
const BOLOGNA = "/macchinari-estetici-professionali/macchinario-laser-diodo-bologna";
const MACHINES = [
  "macchinario-cavitazione-roma",
  "macchinario-ems-sculpt",
  "macchinario-eshape-roma",
  "macchinario-laser-diodo-roma",
  "macchinario-luce-pulsata-roma",
  "macchinario-microdermoabrasione-roma",
  "macchinario-ossigenoterapia-roma",
  "macchinario-picolaser-roma",
  "macchinario-pressoterapia-roma",
  "macchinario-radiofrequenza-roma",
];

const jumpLinks = (page: Page) => page.getByRole("navigation", { name: "In questa pagina" });

test.use({ viewport: PHONE });

test("the first screen says who may use it and under which sheet, the formulas, and where to go", async ({ page }) => {
  await page.goto(LASER);
  const hero = page.locator('section[aria-labelledby="page-heading"]');
  const answers = [
    hero.getByText("Per l'estetista · scheda n. 21 b"),
    hero.getByText("Acquisto", { exact: true }),
    hero.getByText("Noleggio operativo", { exact: true }),
    ...["Conformità e uso", "Documenti da chiedere", "Calcolate il rientro", "Richiedete una dimostrazione"].map(
      (name) => jumpLinks(page).getByRole("link", { name }),
    ),
  ];
  for (const answer of answers) {
    await expect(answer).toBeVisible();
    const box = await answer.boundingBox();
    // Wholly within the first screen, the page not scrolled.
    expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  }
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    for (const [name, id, text] of [
      ["Conformità e uso", "conformita", "Conformità e uso"],
      ["Documenti da chiedere", "documenti", "Documenti e regole europee"],
    ]) {
      test(`«${name}» lands on its section`, async ({ page }) => {
        await page.goto(LASER);
        // With JavaScript, after React has taken the page over (the summary is hydrated from its own chunk).
        if (javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-runtime", "ready");
        await jumpLinks(page).getByRole("link", { name }).click();
        await expect(page).toHaveURL(new RegExp(`${LASER}#${id}$`));
        const target = page.locator(`#${id}`);
        await expect(target).toContainText(text);
        // At the top of the screen (html's scroll-padding-top is 1rem), give or take the browser's rounding.
        await expect
          .poll(() => target.evaluate((el) => Math.abs(el.getBoundingClientRect().top - 16)))
          .toBeLessThanOrEqual(1);
      });
    }

    test("the calculator and the demonstration open with this machine", async ({ page }) => {
      await page.goto(LASER);
      await jumpLinks(page).getByRole("link", { name: "Calcolate il rientro" }).click();
      await expect(page).toHaveURL(/\/calcolo-rientro\?macchinario=macchinario-laser-diodo-roma$/);
      await page.goBack();
      await jumpLinks(page).getByRole("link", { name: "Richiedete una dimostrazione" }).click();
      await expect(page).toHaveURL(/\/contatti\?.*macchinario=macchinario-laser-diodo-roma&richiesta=dimostrazione$/);
      if (javaScriptEnabled) {
        await expect(page.getByRole("radio", { name: "Una dimostrazione" })).toBeChecked();
        await expect(page.getByLabel("Macchinario di interesse")).toHaveValue("macchinario-laser-diodo-roma");
      }
    });
  });
}

test("an owner in Bologna reaches the Bologna page from the laser page and from the machine list", async ({ page }) => {
  await page.goto(LASER);
  const cities = page.getByText(/^Consegniamo anche a/);
  await expect(cities).toContainText("Milano, Napoli, Torino, Bologna e Firenze.");
  await cities.getByRole("link", { name: "Bologna" }).click();
  await expect(page).toHaveURL(BOLOGNA);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Bologna");

  await page.goto("/macchinari-estetici-roma");
  // The hero says it before the list: the first words of the page are «a Roma».
  const toCities = page.getByRole("link", { name: "Le pagine per Milano, Napoli, Torino, Bologna e Firenze" });
  const box = await toCities.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  await toCities.click();
  await expect(page).toHaveURL(/\/macchinari-estetici-roma#fuori-roma$/);
  await expect(page.getByRole("heading", { name: "Anche fuori Roma" })).toBeInViewport();
  await page
    .locator("#fuori-roma p")
    .filter({ hasText: /^Bologna:/ })
    .getByRole("link", { name: "Laser a diodo" })
    .click();
  await expect(page).toHaveURL(BOLOGNA);
});

test("the machine's picture shows on a phone, sized for it and within the image budget", async ({ page }) => {
  const fetched: string[] = [];
  page.on("requestfinished", (r) => {
    if (r.resourceType() === "image") fetched.push(new URL(r.url()).pathname);
  });
  await page.goto(LASER);
  const picture = page.locator("#sintesi picture img");
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
  const shown = await picture.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    natural: img.naturalWidth,
    css: img.getBoundingClientRect().width,
  }));
  expect(new URL(shown.src).pathname).toMatch(/\/macchinario-laser-diodo-roma\.(webp|jpg)$/);
  // The container's width on the phone, and a file for it (not the desktop's).
  expect(shown.css).toBe(PHONE.width - 32);
  expect(shown.natural).toBeLessThanOrEqual(shown.css * 2);
  const bytes = (await (await page.request.get(shown.src)).body()).length;
  expect(bytes).toBeLessThanOrEqual(BUDGETS.imageKb * 1024);
  // The hero's illustration is neither shown nor downloaded on a phone: the only file of this machine is the one.
  const hero = page.locator('section[aria-labelledby="page-heading"] picture img');
  await expect(hero).toBeHidden();
  expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/^data:image\/gif/);
  expect(fetched.filter((p) => p.includes("macchinario-laser-diodo-roma"))).toEqual([new URL(shown.src).pathname]);
});

// The laser page's heading is its largest text; on pages with a shorter heading the lead is.
for (const [slug, largestText] of [
  ["macchinario-laser-diodo-roma", "hero H1"],
  ["macchinario-luce-pulsata-roma", "hero P"],
]) {
  test(`${slug}: on a phone the largest paint stays the hero's text, the picture loaded or not`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __largest: string[] };
      w.__largest = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) {
          const hero = entry.element?.closest('section[aria-labelledby="page-heading"]') ? "hero " : "";
          w.__largest.push(`${hero}${entry.element?.tagName ?? ""}`);
        }
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await page.goto(`/macchinari-estetici-roma/${slug}`);
    await page.locator("header[data-ready='true']").waitFor();
    // The phone picture, lazy but near the first screen, has arrived by now: it could have been a candidate.
    await expect
      .poll(() => page.locator("#sintesi picture img").evaluate((img: HTMLImageElement) => img.complete))
      .toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const largest = await page.evaluate(() => (window as unknown as { __largest: string[] }).__largest);
    expect(largest[largest.length - 1]).toBe(largestText);
  });
}

for (const phone of [PHONE, { width: 430, height: 932 }]) {
  test.describe(`${phone.width}×${phone.height}`, () => {
    test.use({ viewport: phone, javaScriptEnabled: false });

    test("every machine's picture starts below the first screen", async ({ page }) => {
      for (const slug of MACHINES) {
        await page.goto(`/macchinari-estetici-roma/${slug}`);
        const top = await page.locator("#sintesi picture").evaluate((el) => el.getBoundingClientRect().top);
        expect({ slug, belowFirstScreen: top >= phone.height }).toEqual({ slug, belowFirstScreen: true });
      }
    });
  });
}

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the picture is the hero's, and the phone's is neither shown nor downloaded", async ({ page }) => {
    await page.goto(LASER);
    await expect(page.locator('section[aria-labelledby="page-heading"] picture img')).toBeVisible();
    const phone = page.locator("#sintesi picture img");
    await expect(phone).toBeHidden();
    // Not rendered, so a lazy image is never fetched; were it, the empty source would be the one chosen.
    expect(await phone.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/^$|^data:image\/gif/);
  });
});
