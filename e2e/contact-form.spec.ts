/**
 * The contact form in the browser: messages beside each field that keep every other value, a POST
 * (intercepted here) that lands on /thankyou, a failure that loses nothing, and the form without JavaScript.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Request } from "@playwright/test";

const VALID = {
  "Nome e cognome": "Giulia Rossi",
  "Nome del centro estetico": "Centro Estetico Aurora",
  "E-mail": "giulia@aurora.it",
  Telefono: "06 1234 5678",
  "Città del centro": "Roma",
  Messaggio: "Vorrei un preventivo per il laser a diodo e una dimostrazione in showroom.",
} as const;
type Label = keyof typeof VALID;

const field = (page: Page, label: Label) => page.getByLabel(new RegExp(`^${label}`));

async function fillValid(page: Page) {
  for (const [label, value] of Object.entries(VALID)) await field(page, label as Label).fill(value);
  await page.getByLabel("Macchinario di interesse").selectOption("macchinario-laser-diodo-roma");
  await page.getByRole("checkbox", { name: /informativa privacy/ }).check();
}

async function expectKept(page: Page, except: Label) {
  for (const [label, value] of Object.entries(VALID)) {
    if (label !== except) await expect(field(page, label as Label)).toHaveValue(value);
  }
  await expect(page.getByLabel("Macchinario di interesse")).toHaveValue("macchinario-laser-diodo-roma");
}

async function openForm(page: Page, path = "/contatti") {
  await page.goto(path);
  // Hydrated: the form checks itself (novalidate) from now on.
  await expect(page.locator('form[name="contatti"]')).toHaveAttribute("novalidate", "");
}

const submit = (page: Page) => page.getByRole("button", { name: /Inviate la richiesta|Riprovate l'invio/ }).click();

test.describe("each invalid input shows its message beside the field and keeps the other values", () => {
  const cases: Array<[string, Label, string, RegExp]> = [
    ["an empty required field", "Nome e cognome", "", /Questo campo è obbligatorio/],
    ["a malformed e-mail", "E-mail", "giulia@aurora", /nome@dominio\.it/],
    ["a malformed phone number", "Telefono", "06 12 ab", /solo cifre/],
    [
      "an overlong message",
      "Messaggio",
      "Vorrei informazioni. ".repeat(120),
      /Al massimo 2000 caratteri \(ora sono \d+\)/,
    ],
    ["markup in a field", "Nome del centro estetico", '<a href="x">Aurora</a>', /simboli < e >/],
  ];
  for (const [name, label, value, message] of cases) {
    test(name, async ({ page }) => {
      let posted = false;
      await page.route("**/*", (route) =>
        route.request().method() === "POST" ? ((posted = true), route.abort()) : route.continue(),
      );
      await openForm(page);
      await fillValid(page);
      await field(page, label).fill(value);
      await submit(page);
      await expect(field(page, label)).toHaveAccessibleDescription(message);
      await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, label)).toBeFocused();
      await expect(field(page, label)).toHaveValue(value);
      await expectKept(page, label);
      await expect(page.getByRole("checkbox", { name: /informativa privacy/ })).toBeChecked();
      expect(posted).toBe(false);
      await expect(page).toHaveURL(/\/contatti$/);
    });
  }

  test("the acknowledgement of the privacy notice left unchecked", async ({ page }) => {
    await openForm(page);
    await fillValid(page);
    // An acknowledgement, not a consent (art. 6(1)(b) GDPR): no consent language about the form.
    const box = page.getByRole("checkbox", {
      name: /^Ho letto l' ?informativa privacy ?\(si apre in un'altra scheda\)\. \(obbligatorio\)$/,
    });
    await expect(page.locator("form[name='contatti']")).not.toContainText(/acconsent|consenso/i);
    await box.uncheck();
    await submit(page);
    await expect(box).toHaveAccessibleDescription(/confermate di aver letto l'informativa privacy/);
    await expectKept(page, "Messaggio");
    await expect(field(page, "Messaggio")).toHaveValue(VALID.Messaggio);
  });
});

test("a successful POST, urlencoded with the form's name, lands on /thankyou", async ({ page }) => {
  let sent: Request | undefined;
  await page.route("**/", (route) => {
    if (route.request().method() !== "POST") return route.continue();
    sent = route.request();
    return route.fulfill({ status: 200, contentType: "text/html", body: "ok" });
  });
  await openForm(page);
  await fillValid(page);
  await submit(page);
  await expect(page).toHaveURL(/\/thankyou$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Grazie/);
  expect(sent?.headers()["content-type"]).toBe("application/x-www-form-urlencoded");
  const body = new URLSearchParams(sent?.postData() ?? "");
  expect(Object.fromEntries(body)).toMatchObject({
    "form-name": "contatti",
    "bot-field": "",
    nome: "Giulia Rossi",
    email: "giulia@aurora.it",
    macchinario: "macchinario-laser-diodo-roma",
    privacy: "si",
  });
});

test("a failing POST says so, keeps every value, and a retry goes through", async ({ page }) => {
  let attempts = 0;
  await page.route("**/", (route) => {
    if (route.request().method() !== "POST") return route.continue();
    attempts += 1;
    if (attempts === 1) return route.fulfill({ status: 500, body: "errore" });
    if (attempts === 2) return route.abort("internetdisconnected");
    return route.fulfill({ status: 200, body: "ok" });
  });
  await openForm(page);
  await fillValid(page);
  await submit(page);
  // The form's own status region (the page also has the loading overlay's).
  const status = page.getByRole("form", { name: "Richiedete informazioni" }).getByRole("status");
  await expect(status).toContainText("La richiesta non è stata inviata");
  await expect(status).toContainText("errore 500");
  await expectKept(page, "Messaggio");
  await expect(field(page, "Messaggio")).toHaveValue(VALID.Messaggio);
  await expect(page.getByRole("checkbox", { name: /informativa privacy/ })).toBeChecked();

  await submit(page);
  await expect(status).toContainText("la connessione non è disponibile");
  await expect(field(page, "Messaggio")).toHaveValue(VALID.Messaggio);

  await submit(page);
  await expect(page).toHaveURL(/\/thankyou$/);
  expect(attempts).toBe(3);
});

test("the form meets WCAG 2.1 AA, also while it shows its messages", async ({ page }) => {
  await openForm(page);
  const scan = () =>
    new AxeBuilder({ page })
      .include('form[name="contatti"]')
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
  expect((await scan()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await submit(page);
  await expect(page.getByRole("alert")).toBeVisible();
  expect((await scan()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test("the honeypot is in the form and hidden from visitors", async ({ page }) => {
  await openForm(page);
  const honeypot = page.locator('form[name="contatti"] input[name="bot-field"]');
  await expect(honeypot).toHaveCount(1);
  await expect(honeypot).toBeHidden();
  await expect(page.locator('form[name="contatti"] input[type="hidden"][name="form-name"]')).toHaveValue("contatti");
});

test("the checks load when the visitor starts on the form; a form sent at once waits for them", async ({ page }) => {
  const checks: string[] = [];
  page.on("request", (r) => {
    if (/\/onuse-contact-checks-[0-9a-f]+\.js$/.test(r.url())) checks.push(r.url());
  });
  // Slow to come: the first send must wait for them rather than post an unchecked form.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/onuse-contact-checks-[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  let posted = false;
  await page.route("**/*", (route) =>
    route.request().method() === "POST" ? ((posted = true), route.abort()) : route.fallback(),
  );
  await openForm(page);
  await page.waitForLoadState("networkidle");
  expect(checks).toEqual([]);
  // The first focus in the form asks for them; a click on «Invia» right after sends nothing yet.
  await field(page, "Nome e cognome").focus();
  await expect.poll(() => checks.length).toBe(1);
  await submit(page);
  await page.waitForTimeout(300);
  await expect(page.getByText("Questo campo è obbligatorio.").first()).toBeHidden();
  release();
  // Once they arrive, the send goes on: the empty form shows its messages, nothing is posted, asked once.
  await expect(page.getByText("Questo campo è obbligatorio.").first()).toBeVisible();
  await expect(field(page, "Nome e cognome")).toBeFocused();
  expect(posted).toBe(false);
  expect(checks).toHaveLength(1);
});

test("checks that cannot load fail the send with every value kept, and the retry loads them and sends", async ({
  page,
}) => {
  const checksFile = /\/onuse-contact-checks-[0-9a-f]+\.js$/;
  await page.route(checksFile, (route) => route.abort("internetdisconnected"));
  const posted: Request[] = [];
  await page.route("**/*", (route) =>
    route.request().method() === "POST"
      ? (posted.push(route.request()), route.fulfill({ status: 200, body: "ok" }))
      : route.fallback(),
  );
  await openForm(page);
  await fillValid(page);
  await submit(page);
  await expect(page.getByText("La richiesta non è stata inviata")).toBeVisible();
  await expect(page.getByText(/la connessione non è disponibile/)).toBeVisible();
  await expectKept(page, "Messaggio");
  await expect(field(page, "Messaggio")).toHaveValue(VALID.Messaggio);
  expect(posted).toHaveLength(0);
  // Back online: the retry loads the checks and sends, once.
  await page.unroute(checksFile);
  await submit(page);
  await page.waitForURL(/\/thankyou/);
  expect(posted).toHaveLength(1);
});

test("coming from a machine page, that machine is preselected", async ({ page }) => {
  await page.goto("/macchinari-estetici-roma/macchinario-pressoterapia-roma");
  await page.getByRole("link", { name: "Richiedete informazioni e preventivo" }).first().click();
  await expect(page).toHaveURL(/\/contatti\?.*macchinario=macchinario-pressoterapia-roma/);
  await expect(page.getByLabel("Macchinario di interesse")).toHaveValue("macchinario-pressoterapia-roma");
  await expect(page.getByRole("radio", { name: "Un preventivo" })).toBeChecked();
});

test.describe("on a 390 px phone", () => {
  const PHONE = { width: 390, height: 844 };
  test.use({ viewport: PHONE });

  test("the form and its first field are in the first screen of /contatti", async ({ page }) => {
    await page.goto("/contatti");
    for (const part of [
      page.getByRole("heading", { name: "Richiedete informazioni" }),
      page.getByRole("radio", { name: "Informazioni" }),
    ]) {
      const box = await part.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    }
  });

  /** From the laser page's first screen to the form, a demonstration without a message, then the thank-you page. */
  async function askForDemonstration(page: Page, place: RegExp) {
    const sent: Request[] = [];
    await page.route("**/", (route) => {
      if (route.request().method() !== "POST") return route.continue();
      sent.push(route.request());
      return route.fulfill({ status: 200, contentType: "text/html", body: "ok" });
    });
    await page.goto("/macchinari-estetici-roma/macchinario-laser-diodo-roma");
    await expect(page.locator("html")).toHaveAttribute("data-runtime", "ready");
    await page
      .getByRole("navigation", { name: "In questa pagina" })
      .getByRole("link", { name: "Richiedete una dimostrazione" })
      .click();
    await expect(page.locator('form[name="contatti"]')).toHaveAttribute("novalidate", "");
    await expect(page.getByRole("radio", { name: "Una dimostrazione" })).toBeChecked();
    await expect(page.getByLabel("Macchinario di interesse")).toHaveValue("macchinario-laser-diodo-roma");
    await expect(page.getByText("Messaggio (facoltativo)")).toBeVisible();
    await page.getByRole("radio", { name: place }).check();
    await field(page, "Nome e cognome").fill("Giulia Rossi");
    await field(page, "E-mail").fill("giulia@aurora.it");
    await field(page, "Telefono").fill("051 123 4567");
    await field(page, "Città del centro").fill("Bologna");
    await page.getByRole("checkbox", { name: /informativa privacy/ }).check();
    // The first submit goes through: no message is needed for a demonstration.
    await submit(page);
    await expect(page).toHaveURL(/\/thankyou$/);
    expect(sent).toHaveLength(1);
    return new URLSearchParams(sent[0].postData() ?? "");
  }

  test("a demonstration in the owner's centre without a message: the thank-you page says so, not the showroom", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(e.message));
    const body = await askForDemonstration(page, /^Nel mio centro$/);
    expect([body.get("richiesta"), body.get("luogo"), body.get("messaggio")]).toEqual(["dimostrazione", "centro", ""]);
    const main = page.locator("main");
    await expect(main).toContainText(
      "Avete chiesto una dimostrazione del laser a diodo nel vostro centro: giorno e ora li fisseremo insieme.",
    );
    await expect(main).not.toContainText(/showroom/i);
    // The history entry keeps it: a reload says it again (hydrated without a mismatch), and stores nothing.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-runtime", "ready");
    await expect(main).toContainText("Avete chiesto una dimostrazione del laser a diodo nel vostro centro");
    await expect(main).not.toContainText(/showroom/i);
    const kept = await page.evaluate(() =>
      JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]),
    );
    expect(`${kept} ${JSON.stringify(await page.context().cookies())}`).not.toMatch(/dimostrazione|centro|Laser/i);
    expect(errors).toEqual([]);
  });

  test("a demonstration in the showroom: the thank-you page says the showroom", async ({ page }) => {
    const body = await askForDemonstration(page, /^Nel vostro showroom di Roma$/);
    expect(body.get("luogo")).toBe("showroom");
    await expect(page.locator("main")).toContainText(
      "Avete chiesto una dimostrazione del laser a diodo nel nostro showroom di Roma",
    );
    await expect(page.locator("main")).not.toContainText("nel vostro centro:");
  });

  test("a request for information still asks for its message", async ({ page }) => {
    await openForm(page);
    await fillValid(page);
    await field(page, "Messaggio").fill("");
    await submit(page);
    await expect(field(page, "Messaggio")).toHaveAccessibleDescription("Questo campo è obbligatorio.");
    await expect(page).toHaveURL(/\/contatti$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the browser checks the form and a complete request posts to /thankyou", async ({ page }) => {
    await page.goto("/contatti");
    await page.getByRole("button", { name: "Inviate la richiesta" }).click();
    // Blocked by the browser's own checks: still on the contact page.
    await expect(page).toHaveURL(/\/contatti$/);
    await fillValid(page);
    const [request] = await Promise.all([page.waitForRequest((r) => r.method() === "POST"), submit(page)]);
    expect(new URL(request.url()).pathname).toBe("/thankyou");
    expect(new URLSearchParams(request.postData() ?? "").get("form-name")).toBe("contatti");
    await expect(page).toHaveURL(/\/thankyou$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Grazie/);
    // The static page cannot know what was asked: it says nothing that could contradict it.
    await expect(page.locator("main")).not.toContainText(/showroom/i);
    await expect(page.locator("main")).not.toContainText("Avete chiesto");
  });

  test("a demonstration goes without a message", async ({ page }) => {
    await page.goto("/contatti");
    await expect(page.getByText("Messaggio (obbligatorio se chiedete informazioni)")).toBeVisible();
    await page.getByRole("radio", { name: "Una dimostrazione" }).check();
    await page.getByRole("radio", { name: "Nel mio centro" }).check();
    await field(page, "Nome e cognome").fill("Giulia Rossi");
    await field(page, "E-mail").fill("giulia@aurora.it");
    await field(page, "Telefono").fill("06 1234 5678");
    await page.getByRole("checkbox", { name: /informativa privacy/ }).check();
    const [request] = await Promise.all([page.waitForRequest((r) => r.method() === "POST"), submit(page)]);
    const body = new URLSearchParams(request.postData() ?? "");
    expect([body.get("richiesta"), body.get("luogo"), body.get("messaggio")]).toEqual(["dimostrazione", "centro", ""]);
    await expect(page).toHaveURL(/\/thankyou$/);
  });
});
