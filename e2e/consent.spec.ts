/**
 * Cookie consent in the browser, with every request watched and every third-party request intercepted (none
 * leaves the machine): nothing from another host before a choice, nor after rejecting or closing with the X;
 * the tag manager after accepting; the banner again when the stored choice is older than 6 months.
 *
 * The site is built by `npm run build:test` with GATSBY_GTM_ID=GTM-E2ETEST (content/site.json keeps the ids
 * empty until the company provides them).
 *
 * The banner's first layer is the site's own (src/components/consent/ConsentBanner.tsx); the consent library's
 * chunk ("onuse-consent") loads only when the visitor presses a button, and the Web Vitals report
 * ("consented-web-vitals") only once statistics are accepted.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type BrowserContext, type Cookie, type Page } from "@playwright/test";

const GTM = "https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST";
const DAY = 24 * 60 * 60 * 1000;

interface Watch {
  /** Every request to a host other than the site. */
  readonly thirdParty: string[];
}

const test = base.extend<{ watch: Watch }>({
  watch: [
    async ({ context, baseURL }, use) => {
      // vanilla-cookieconsent hides the banner from automated browsers (navigator.webdriver); this is a visitor.
      await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }));
      const thirdParty: string[] = [];
      context.on("request", (request) => {
        if (!request.url().startsWith(baseURL!) && !request.url().startsWith("data:")) thirdParty.push(request.url());
      });
      await context.route(
        (url) => !url.href.startsWith(baseURL!),
        (route) =>
          route.fulfill({
            status: 200,
            contentType: "application/javascript",
            // A stand-in for a Google script that counts its runs, so a test can tell it was allowed to run.
            body: "window.__googleStandInRuns = (window.__googleStandInRuns || 0) + 1;",
          }),
      );
      await use({ thirdParty });
    },
    { auto: true },
  ],
});

/** Waits until no transition or animation is running (a dialog fading in would blend its colours for axe). */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));

const banner = (page: Page) => page.getByRole("dialog", { name: "Cookie e statistiche" });
const preferences = (page: Page) => page.getByRole("dialog", { name: "Preferenze cookie" });

async function consentCookie(context: BrowserContext): Promise<Cookie | undefined> {
  return (await context.cookies()).find((c) => c.name === "cc_cookie");
}
const storedCategories = async (context: BrowserContext) =>
  (JSON.parse(decodeURIComponent((await consentCookie(context))!.value)) as { categories: string[] }).categories;

/** Visits a few pages the way a visitor does, so late requests (prefetch, idle work) have their chance. */
async function browse(page: Page) {
  await page.getByRole("contentinfo").getByRole("link", { name: "Informativa privacy" }).click();
  await expect(page).toHaveURL(/informativa-privacy$/);
  await page.waitForLoadState("networkidle");
}

test("the build under test has a tag manager id (npm run build:test)", async ({ page }) => {
  await page.goto("/");
  // The page's scripts are added after its largest paint (src/gatsby/scripts-after-paint.ts).
  await page.locator("header[data-ready='true']").waitFor();
  const js = await page.evaluate(async () =>
    Promise.all(
      Array.from(document.querySelectorAll("script[src]")).map((s) =>
        fetch((s as HTMLScriptElement).src).then((r) => r.text()),
      ),
    ),
  );
  expect(js.join("\n"), "build with GATSBY_GTM_ID=GTM-E2ETEST (npm run build:test) to test analytics").toContain(
    "GTM-E2ETEST",
  );
});

test("no request to another host before a choice, while the banner waits", async ({ page, watch }) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await browse(page);
  await expect(banner(page)).toBeVisible();
  expect(watch.thirdParty).toEqual([]);
});

test("no cookie wall: the page works while the banner is open", async ({ page }) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "Informativa sui cookie" }).click();
  await expect(page).toHaveURL(/\/cookie-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Informativa sui cookie");
});

test("accept, reject and customise are equally prominent", async ({ page }) => {
  await page.goto("/");
  const buttons = ["Accetta tutti", "Rifiuta tutti", "Personalizza"].map((name) =>
    banner(page).getByRole("button", { name }),
  );
  const looks = await Promise.all(
    buttons.map(async (b) => {
      const box = (await b.boundingBox())!;
      const style = await b.evaluate((el) => {
        const s = getComputedStyle(el);
        return [s.backgroundColor, s.color, s.fontSize, s.fontWeight, s.borderRadius].join(" ");
      });
      return { style, height: Math.round(box.height) };
    }),
  );
  expect(new Set(looks.map((l) => l.style)).size).toBe(1);
  expect(new Set(looks.map((l) => l.height)).size).toBe(1);
});

test("the banner and the preferences meet WCAG 2.1 AA", async ({ page }) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await settled(page);
  const bannerScan = await new AxeBuilder({ page })
    .include("#consent-banner")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(bannerScan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await banner(page).getByRole("button", { name: "Personalizza" }).click();
  await expect(preferences(page)).toBeVisible();
  await settled(page);
  const prefsScan = await new AxeBuilder({ page })
    .include("#cc-main")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(prefsScan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

for (const [name, close] of [
  ["reject", (page: Page) => banner(page).getByRole("button", { name: "Rifiuta tutti" }).click()],
  [
    "the X",
    (page: Page) => banner(page).getByRole("button", { name: "Chiudi e rifiuta i cookie non tecnici" }).click(),
  ],
] as const) {
  test(`${name}: the choice is kept, and still no request to another host`, async ({ page, context, watch }) => {
    await page.goto("/");
    await close(page);
    await expect(banner(page)).toBeHidden();
    expect(await storedCategories(context)).toEqual(["necessary"]);
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(banner(page)).toBeHidden();
    await browse(page);
    expect(watch.thirdParty).toEqual([]);
  });
}

test("accept: Consent Mode defaults denied first, then the tag manager is requested, on every page", async ({
  page,
  context,
  watch,
}) => {
  await page.goto("/");
  const gtm = page.waitForRequest(GTM);
  await banner(page).getByRole("button", { name: "Accetta tutti" }).click();
  await gtm;
  const layer = await page.evaluate(() =>
    ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? []).map((e) =>
      JSON.stringify(Array.isArray(e) ? e : Object.values(e as object)),
    ),
  );
  expect(layer[0]).toBe(
    JSON.stringify([
      "consent",
      "default",
      {
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        analytics_storage: "denied",
        wait_for_update: 500,
      },
    ]),
  );
  expect(layer[1]).toBe(JSON.stringify(["consent", "update", { analytics_storage: "granted" }]));
  expect(await storedCategories(context)).toEqual(["necessary", "analytics"]);

  // The choice lasts 182 days (6 months).
  const expires = (await consentCookie(context))!.expires * 1000;
  expect(Math.abs(expires - (Date.now() + 182 * DAY))).toBeLessThan(DAY);

  await page.reload();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => watch.thirdParty.filter((u) => u === GTM).length).toBe(2);
  expect(watch.thirdParty.every((u) => u.startsWith("https://www.googletagmanager.com/"))).toBe(true);
});

test("accept: the policy lets Google's tag run and send its pixels and beacons, and refuses other hosts", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__violations.push(e.blockedURI));
  });
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Accetta tutti" }).click();
  // The tag manager's script (the stand-in) ran: the policy's script-src allowed it.
  await page.waitForFunction(() => (window as unknown as { __googleStandInRuns?: number }).__googleStandInRuns === 1);
  // What GA4 sends once loaded: beacons (fetch) to its collection hosts and pixels (images) to both Google hosts.
  const sent = await page.evaluate(async () => {
    const beacon = (url: string) =>
      fetch(url, { method: "POST", mode: "no-cors" }).then(
        () => "sent",
        () => "refused",
      );
    const pixel = (url: string) =>
      new Promise<string>((resolve) => {
        const img = new Image();
        img.onload = img.onerror = () => resolve("asked");
        img.src = url;
      });
    return [
      await beacon("https://region1.google-analytics.com/g/collect?v=2"),
      await beacon("https://region1.analytics.google.com/g/collect?v=2"),
      await beacon("https://www.googletagmanager.com/td?id=1"),
      await pixel("https://www.google-analytics.com/g/collect?v=2"),
      await pixel("https://www.googletagmanager.com/a?id=1"),
      await beacon("https://tracker.example.com/collect"),
    ];
  });
  expect(sent.slice(0, 3)).toEqual(["sent", "sent", "sent"]);
  const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
  expect(violations).toEqual(["https://tracker.example.com/collect"]);
});

test("customise: statistics on through the preferences loads the tag manager; left off, nothing", async ({
  page,
  watch,
}) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Personalizza" }).click();
  await preferences(page).getByRole("button", { name: "Salva le scelte" }).click();
  await expect(preferences(page)).toBeHidden();
  await browse(page);
  expect(watch.thirdParty).toEqual([]);

  // The footer link reopens the preferences, which show the current choice.
  await page.getByRole("button", { name: "Preferenze cookie" }).click();
  await expect(preferences(page)).toBeVisible();
  const statistics = preferences(page).getByRole("checkbox", { name: "Statistiche" });
  await expect(statistics).not.toBeChecked();
  await statistics.check({ force: true });
  const gtm = page.waitForRequest(GTM);
  await preferences(page).getByRole("button", { name: "Salva le scelte" }).click();
  await gtm;
});

test("withdrawing consent from the footer erases Google's cookies and reloads without the tag manager", async ({
  page,
  context,
  baseURL,
  watch,
}) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Accetta tutti" }).click();
  await expect.poll(() => watch.thirdParty.length).toBe(1);
  await context.addCookies([{ name: "_ga", value: "GA1.1.123.456", url: baseURL! }]);

  await page.getByRole("button", { name: "Preferenze cookie" }).click();
  const reload = page.waitForEvent("load");
  await preferences(page).getByRole("button", { name: "Rifiuta tutti" }).click();
  await reload;
  await page.waitForLoadState("networkidle");
  expect((await context.cookies()).map((c) => c.name)).not.toContain("_ga");
  expect(watch.thirdParty).toHaveLength(1);
});

test("the banner asks again when the stored choice is older than 6 months", async ({ page, context, watch }) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Accetta tutti" }).click();
  await expect(banner(page)).toBeHidden();
  // The choice loads the tag manager once; counted only when its request has left (it may leave after the click).
  await expect.poll(() => watch.thirdParty.length).toBe(1);
  const cookie = (await consentCookie(context))!;
  const stored = JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>;
  const sevenMonthsAgo = new Date(Date.now() - 213 * DAY).toISOString();
  // The same cookie as a browser would keep it, only its choice dated seven months ago.
  await context.addCookies([
    {
      ...cookie,
      value: encodeURIComponent(
        JSON.stringify({ ...stored, consentTimestamp: sevenMonthsAgo, lastConsentTimestamp: sevenMonthsAgo }),
      ),
    },
  ]);
  await page.reload();
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Asked again: nothing loads until the new choice.
  expect(watch.thirdParty).toHaveLength(1);
});

test("the banner asks again when the categories change (another consent revision)", async ({ page, context }) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Rifiuta tutti" }).click();
  // Recorded by the consent library, which that click loads.
  await expect.poll(() => consentCookie(context)).toBeTruthy();
  const cookie = (await consentCookie(context))!;
  const stored = JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>;
  await context.addCookies([
    { ...cookie, value: encodeURIComponent(JSON.stringify({ ...stored, revision: Number(stored.revision) + 1 })) },
  ]);
  await page.reload();
  await expect(banner(page)).toBeVisible();
});

test("the cookie policy lists every cookie the site sets", async ({ page, context }) => {
  await page.goto("/cookie-policy");
  await banner(page).getByRole("button", { name: "Accetta tutti" }).click();
  await expect.poll(() => consentCookie(context)).toBeTruthy();
  await browse(page);
  await page.goto("/cookie-policy");
  const listed = await page.locator("main table tbody tr td:first-child").allInnerTexts();
  const set = (await context.cookies()).map((c) => c.name);
  expect(set).toContain("cc_cookie");
  // _ga_<ID> in the policy stands for _ga_ followed by the property's id.
  const covered = (name: string) => listed.includes(name) || (name.startsWith("_ga_") && listed.includes("_ga_<ID>"));
  expect(set.filter((name) => !covered(name))).toEqual([]);
});

/** Requests for the site's own chunks whose name starts with `prefix` (e.g. "onuse-consent-<hash>.js"). */
function chunkRequests(page: Page, prefix: string): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const file = new URL(request.url()).pathname.split("/").pop() ?? "";
    if (file.startsWith(prefix) && file.endsWith(".js")) seen.push(file);
  });
  return seen;
}

test("a first visit asks without loading the consent library: it comes with the click", async ({ page }) => {
  const library = chunkRequests(page, "onuse-consent-");
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(library).toEqual([]);
  await banner(page).getByRole("button", { name: "Rifiuta tutti" }).click();
  await expect(banner(page)).toBeHidden();
  expect(library).toHaveLength(1);
});

test("Web Vitals are measured only after statistics are accepted, and sent to the data layer", async ({ page }) => {
  const vitals = chunkRequests(page, "consented-web-vitals-");
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Rifiuta tutti" }).click();
  await page.reload();
  await page.waitForLoadState("networkidle");
  expect(vitals).toEqual([]);

  await page.getByRole("button", { name: "Preferenze cookie" }).click();
  await preferences(page).getByRole("button", { name: "Accetta tutti" }).click();
  await expect.poll(() => vitals.length).toBe(1);
  // web-vitals reports LCP at the visitor's first input after it started: tap the heading until it has.
  const reported = async () => {
    await page.getByRole("heading", { level: 1 }).click();
    return page.evaluate(() =>
      ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? [])
        .filter((e) => (e as { event?: string }).event === "web_vitals")
        .map((e) => (e as { metric_name: string }).metric_name),
    );
  };
  await expect.poll(reported).toContain("LCP");
});

test.describe("a build without analytics", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("asks nothing, and its preferences say only technical cookies are used, with no choice to make", async ({
    page,
    watch,
  }) => {
    // The same build with its analytics id taken out of the app bundle, as a build without an id has none.
    await page.route(/\/app-[0-9a-f]+\.js$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replaceAll("GTM-E2ETEST", "") });
    });
    await page.goto("/");
    await page.locator("header[data-ready='true']").waitFor();
    await page.waitForLoadState("networkidle");
    await expect(banner(page)).toBeHidden();
    await page.getByRole("button", { name: "Preferenze cookie" }).click();
    await expect(preferences(page)).toBeVisible();
    await expect(preferences(page)).toContainText("soltanto cookie tecnici");
    await expect(preferences(page).getByRole("button", { name: "Accetta tutti" })).toHaveCount(0);
    await expect(preferences(page).getByRole("button", { name: "Rifiuta tutti" })).toHaveCount(0);
    await expect(preferences(page).getByRole("button", { name: "Chiudi" })).toBeVisible();
    expect(watch.thirdParty).toEqual([]);
  });
});
