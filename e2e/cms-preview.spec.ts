/**
 * The live preview of /admin (src/cms/preview.tsx) with decap-server on a sandbox repository
 * (e2e/support/cms-sandbox.ts): a blog post, a machine and a city template show in Decap's preview frame with the
 * site's heading typeface and the site's built stylesheet, typing updates the preview, nothing comes from another
 * host and the page's policy reports no violation, in the page or in the preview frame.
 */
import { expect, test, type Frame, type Page } from "@playwright/test";
import { routeCmsToSandbox } from "./support/cms-page";
import { CMS_PREVIEW_SANDBOX_PORT, LOCAL_BACKEND_URL } from "./support/cms-sandbox";

// The bundle is large and the machine shared: give the editor time to start.
// In order, in one worker, on the preview's own sandbox (decap-server answers one request at a time).
test.describe.configure({ mode: "default", timeout: 90_000 });

declare global {
  interface Window {
    /** Every `securitypolicyviolation` seen in this window or a frame of it, collected in the top window. */
    __cspViolations?: string[];
  }
}

interface Watch {
  foreign: string[];
  cspConsole: string[];
}

/**
 * Opens /admin logged in to the sandbox: other hosts asked and policy complaints of the console are collected, and
 * each document (the page and Decap's preview frame) records its policy violations in the top window.
 */
async function openCms(page: Page, siteUrl: string): Promise<Watch> {
  const watch: Watch = { foreign: [], cspConsole: [] };
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(siteUrl) && url !== LOCAL_BACKEND_URL && !/^(data|blob|about):/.test(url))
      watch.foreign.push(url);
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) watch.cspConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const top = window.top ?? window;
    top.__cspViolations ??= [];
    const record = (win: Window): void => {
      win.addEventListener("securitypolicyviolation", (e) => {
        top.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI} (${win.location.href})`);
      });
    };
    record(window);
    // Decap's preview is a same-origin frame written by script (about:blank, then its own document); it gets the
    // listener as soon as it is attached, before the preview's stylesheet and images load.
    if (window === top) {
      new MutationObserver(() => {
        for (const frame of Array.from(document.querySelectorAll("iframe"))) {
          const win = frame.contentWindow as (Window & { __cspWatched?: boolean }) | null;
          if (win && !win.__cspWatched) {
            win.__cspWatched = true;
            record(win);
          }
        }
      }).observe(document, { childList: true, subtree: true });
    }
  });
  await routeCmsToSandbox(page, CMS_PREVIEW_SANDBOX_PORT);
  await page.goto("/admin");
  await page.getByRole("button", { name: "Accedi" }).click();
  return watch;
}

/** Decap's preview frame (the editor's only iframe), once it shows the entry. */
async function previewFrame(page: Page): Promise<Frame> {
  const element = page.locator("iframe");
  await expect(element).toHaveCount(1);
  const frame = await (await element.elementHandle())!.contentFrame();
  return frame!;
}

/** The font-family of the h1 of a public page of the built site, and the stylesheets it links. */
async function publicPage(page: Page, path: string): Promise<{ h1Font: string; h1Text: string; styles: string[] }> {
  const visit = await page.context().newPage();
  try {
    await visit.goto(path);
    const h1 = visit.locator("h1");
    return {
      h1Font: await h1.evaluate((el) => getComputedStyle(el).fontFamily),
      h1Text: (await h1.textContent())!.trim(),
      // Linked, or inlined by Gatsby with the address it came from (<style data-href>).
      styles: await visit.evaluate(() =>
        Array.from(document.querySelectorAll('link[rel="stylesheet"], style[data-href]'), (el) =>
          new URL(el.getAttribute("href") ?? el.getAttribute("data-href")!, location.href).toString(),
        ),
      ),
    };
  } finally {
    await visit.close();
  }
}

const CASES = [
  {
    what: "a blog post",
    collection: "Articoli del blog",
    entry: "posts/entries/blog01",
    publicPath: "/blog/blog01",
    icons: 0,
    field: "Titolo principale (H1)",
    typed: "Anteprima aggiornata mentre scrivete",
    shown: "Anteprima aggiornata mentre scrivete",
  },
  {
    what: "a machine",
    collection: "Macchinari",
    entry: "machines/entries/macchinario-laser-diodo-roma",
    publicPath: "/macchinari-estetici-roma/macchinario-laser-diodo-roma",
    // The check marks of its lists, at least.
    icons: 5,
    field: "Titolo principale (H1)",
    typed: "Anteprima aggiornata mentre scrivete",
    shown: "Anteprima aggiornata mentre scrivete",
  },
  {
    what: "a city template (as Bologna, the first city with a text for it, reads it)",
    collection: "Pagine per città",
    entry: "cityPages/entries/pressoterapia",
    publicPath: "/macchinari-estetici-professionali/macchinario-pressoterapia-bologna",
    icons: 0,
    field: "Titolo principale (H1)",
    // The template's {city} is the previewed city's name.
    typed: "Pressoterapia in cabina a {city}",
    shown: "Pressoterapia in cabina a Bologna",
  },
] as const;

for (const c of CASES) {
  test(`the preview of ${c.what} looks like its public page and follows the editor's typing`, async ({
    page,
    baseURL,
  }) => {
    const site = await publicPage(page, c.publicPath);
    const stylesheet = site.styles.find((href) => /\/styles\.[0-9a-f]+\.css$/.test(href));
    expect(stylesheet).toBeDefined();

    const watch = await openCms(page, baseURL!);
    await page.getByRole("link", { name: c.collection, exact: true }).click();
    // The entry by its address in the editor (Decap's hash route), as a link to it would open it.
    await page.evaluate((route) => (location.hash = route), `#/collections/${c.entry}`);
    const frame = await previewFrame(page);

    // The entry's heading, as the public page shows it, in the site's heading typeface.
    const h1 = frame.locator("h1");
    await expect(h1).toHaveText(site.h1Text);
    // Decap adds the site's stylesheet to the frame as a link; the heading takes its typeface once that
    // sheet has loaded, which may come after the heading is drawn, so the check waits for it.
    await expect(h1).toHaveCSS("font-family", site.h1Font);
    // Every icon shown draws a symbol of the sprite the preview writes into the frame
    // (src/components/ui/icon-sprite.tsx): a <use> that finds none draws nothing (a box 0 wide).
    const icons = await frame
      .locator("use")
      .evaluateAll((uses) =>
        uses
          .filter((u) => (u.closest("svg") as SVGSVGElement).getBoundingClientRect().width > 0)
          .map((u) => ({ href: u.getAttribute("href"), width: (u as SVGUseElement).getBBox().width })),
      );
    expect(icons.length).toBeGreaterThanOrEqual(c.icons);
    expect(icons.filter((icon) => icon.width === 0)).toEqual([]);
    // The site's built stylesheet is in the frame, loaded (its rules are readable), from the site itself.
    const sheets = await frame.evaluate(() =>
      Array.from(document.styleSheets, (s) => {
        try {
          return { href: s.href ?? "", rules: s.cssRules.length };
        } catch {
          // Rules of another origin's sheet are not readable.
          return { href: s.href ?? "", rules: -1 };
        }
      }),
    );
    const loaded = sheets.find((sheet) => sheet.href === stylesheet);
    expect(loaded, JSON.stringify(sheets)).toBeDefined();
    expect(loaded!.rules).toBeGreaterThan(0);

    // Typing in the heading field updates the preview.
    await page.getByLabel(c.field).fill(c.typed);
    await expect(h1).toHaveText(c.shown);

    // Nothing from another host, no policy violation in the page or in the preview frame.
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    expect(watch.cspConsole).toEqual([]);
    expect(watch.foreign).toEqual([]);
  });
}
