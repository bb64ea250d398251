// The four tasks of a new editor, done in the real /admin as docs/GUIDA-REDAZIONE.md tells them, one step at a time,
// timed, with every message the editor reads (the preview's banner, the CMS's notifications):
//   npm run build:test && E2E_PORT=9600 npm run cms:tasks [post] [machine] [claim] [city]
// 1. edit a post, 2. add a machine, 3. try a banned claim, 4. add a city with its three texts (all four by default).
// It runs on a throw-away copy of content/ (scripts/lib/cms-session.ts), checks main's content with the build's own
// checks after every publication, and prints a report (Markdown, also written to $TMPDIR/editor-tasks.md). The times
// are those of a browser driven step by step: a person reads and types, so they are the floor of an editor's time;
// the number of steps and the waits (publication, reload) are the same for a person.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { buildRoutes } from "../src/gatsby/routes";
import { fieldProblems, readMarkdown, routeInputFromDisk, siteProblems, CONTENT } from "../__tests__/helpers/content";
import { clickEndOfText, fillCityText, fillNewCity, publicationSettled } from "../e2e/support/cms-page";
import { contentOnMain } from "../e2e/support/cms-sandbox";
import { openCmsSession, stopChildren } from "./lib/cms-session";

interface Step {
  readonly task: string;
  readonly step: string;
  readonly seconds: number;
  readonly seen: string[];
}
const steps: Step[] = [];
let onScreen: string[] = [];
let dir = "";

/** Texts of the CMS's notifications and of the preview's banner now on screen, each once. */
async function messages(page: Page): Promise<string[]> {
  const toasts = await page
    .getByText(/^(Voce |Stato della voce|Pubblicazione non fatta|Questa voce|Caricamento)/)
    .allInnerTexts()
    .catch(() => []);
  const banner = await page
    .frameLocator("iframe")
    .locator(".cms-problems, .cms-notices")
    .allInnerTexts()
    .catch(() => []);
  const refusal = await page
    .locator("#cms-refusal")
    .allInnerTexts()
    .catch(() => []);
  return [...new Set([...toasts, ...banner, ...refusal].map((t) => t.replace(/\s+/g, " ").trim()).filter(Boolean))];
}

async function step(page: Page, task: string, name: string, run: () => Promise<void>): Promise<void> {
  const start = Date.now();
  await run();
  const seconds = (Date.now() - start) / 1000;
  await page.waitForTimeout(400);
  const now = await messages(page);
  // What appeared with this step: a notification stays on screen for a few seconds, the banner while it applies.
  const seen = now.filter((m) => !onScreen.includes(m));
  onScreen = now;
  steps.push({ task, step: name, seconds, seen });
  console.log(`${task} | ${name} | ${seconds.toFixed(1)} s${seen.length ? ` | ${seen.join(" / ")}` : ""}`);
}

const git = (...args: string[]): string => execFileSync("git", args, { cwd: dir, encoding: "utf8" }).trim();

/** The build's content checks on main as committed, and the pages of `citySlug`. */
function mainBuilds(citySlug?: string): string {
  let report = "";
  contentOnMain(dir, (content) => {
    const problems = [...fieldProblems(content), ...siteProblems(content)];
    const pages = citySlug
      ? buildRoutes(routeInputFromDisk(content)).filter((r) => r.context.citySlug === citySlug).length
      : undefined;
    report = `${problems.length === 0 ? "main builds" : `main BROKEN: ${problems.join("; ")}`}${
      pages === undefined ? "" : `, ${pages} pages of the city`
    }`;
  });
  return report;
}

/** Saves, marks «Pronto» and publishes; a publication the CMS refuses ends at its message. */
async function saveAndPublish(page: Page, task: string, { refused = false } = {}): Promise<void> {
  await step(page, task, "«Salva»", async () => {
    await page.getByRole("button", { name: "Salva", exact: true }).click();
    await page.getByRole("button", { name: "Stato: Bozza" }).waitFor();
  });
  await step(page, task, "«Stato: Bozza» → «Pronto»", async () => {
    await page.getByRole("button", { name: "Stato: Bozza" }).click();
    await page.getByRole("menuitem", { name: "Pronto" }).click();
    await page.getByRole("button", { name: "Stato: Pronto" }).waitFor();
  });
  await step(page, task, "«Pubblica» → «Pubblica ora», until the entry shows again", async () => {
    const settled = refused ? null : publicationSettled(page);
    await page.getByRole("button", { name: "Pubblica", exact: true }).click();
    await page.getByRole("menuitem", { name: "Pubblica ora" }).click();
    await (settled ?? page.getByRole("alertdialog").waitFor());
  });
}

async function editPost(page: Page): Promise<void> {
  const task = "1. edit a post";
  await step(page, task, "«Articoli del blog» → the post", async () => {
    await page.goto(`${new URL(page.url()).origin}/admin#/collections/posts`);
    await page.getByRole("link", { name: /Noleggio operativo o acquisto/ }).click();
    await page.getByLabel("Riassunto").waitFor();
  });
  await step(page, task, "a new last sentence in «Testo»", async () => {
    await clickEndOfText(page);
    await page.keyboard.press("Enter");
    await page.keyboard.type("Per ogni formula vi mandiamo un preventivo scritto, con quello che comprende.");
  });
  await saveAndPublish(page, task);
  const diff = git("diff", "--stat", "HEAD~1", "HEAD", "--", "content/blog");
  steps.push({ task, step: "main after publishing", seconds: 0, seen: [mainBuilds(), diff] });
  console.log(mainBuilds(), diff);
}

async function addMachine(page: Page): Promise<void> {
  const task = "2. add a machine";
  await step(page, task, "«Macchinari» → «Nuovo Macchinario»", async () => {
    await page.goto(`${new URL(page.url()).origin}/admin#/collections/machines`);
    await page
      .getByRole("link", { name: /Macchinario/ })
      .first()
      .click();
    await page.getByLabel("Nome breve").waitFor();
  });
  await step(page, task, "title, description, heading, slug, short name, summary", async () => {
    await page.getByLabel("Titolo della pagina (motori di ricerca)").fill("Luce pulsata IPL per centri estetici");
    await page
      .getByLabel("Descrizione (motori di ricerca)")
      .fill(
        "Luce pulsata IPL per la fotoepilazione nel centro estetico: come funziona, a chi si rivolge, formazione " +
          "del personale, assistenza e formule di acquisto o noleggio.",
      );
    await page.getByLabel("Titolo principale (H1)").fill("Luce pulsata IPL per la fotoepilazione in cabina");
    await page.getByLabel("Indirizzo (slug)").fill("macchinario-luce-pulsata-prova-roma");
    await page.getByLabel("Nome breve").fill("Luce pulsata (prova)");
    await page
      .getByLabel("Riassunto")
      .fill("Fotoepilazione con luce pulsata, nei limiti della scheda del DM 110/2011, con formazione inclusa.");
  });
  await step(page, task, "image from the media library, its alternative text", async () => {
    await page.getByRole("button", { name: "Scegli un'immagine" }).click();
    await page.getByPlaceholder("Cerca...").fill("luce-pulsata");
    await page.getByText("macchinario-luce-pulsata-roma.jpg", { exact: true }).click();
    await page.getByRole("button", { name: /Usa il file scelto/ }).click();
    await page.getByLabel("Testo alternativo dell'immagine").fill("Manipolo della luce pulsata appoggiato sul lettino");
  });
  await step(page, task, "order, name with article", async () => {
    await page.getByLabel("Ordine negli elenchi").fill("99");
    await page.getByLabel("Nome con l'articolo").fill("la luce pulsata");
  });
  await step(page, task, "treatments and «A chi si rivolge» (lists)", async () => {
    for (const [list, one, item] of [
      ["Trattamenti", "trattamento", "Fotoepilazione di gambe, braccia e ascelle"],
      ["A chi si rivolge", "destinatario", "Centri estetici che vogliono offrire la fotoepilazione"],
    ]) {
      await page.getByRole("button", { name: new RegExp(`Aggiungi ${one}`, "i") }).click();
      await page.getByLabel(list, { exact: true }).last().fill(item);
    }
  });
  await step(page, task, "formulas, areas, who may use it, technical sheet, Annex XVI group and class", async () => {
    const formula = await page.getByLabel("Formule disponibili", { exact: true });
    await formula.click();
    await page.getByRole("option").first().click();
    await page.getByLabel("Zone di trattamento", { exact: true }).click();
    await page.getByRole("option", { name: "epilazione" }).click();
    await page.getByLabel("Chi può usarlo", { exact: true }).click();
    await page.getByRole("option", { name: "estetista" }).click();
    await page.getByLabel("Schede tecniche dell'allegato").click();
    await page.keyboard.type("impulsi luminosi");
    await page.getByRole("option").first().click();
    // Issue 29: every machine says whether Annex XVI of Regulation (EU) 2017/745 applies (pulsed light: group 5, IIa).
    await page.getByLabel("Allegato XVI del Regolamento (UE) 2017/745", { exact: true }).click();
    await page.keyboard.type("radiazioni");
    await page.getByRole("option").first().click();
    await page.getByLabel("Classe secondo il regolamento (UE) 2022/2347", { exact: true }).click();
    await page.getByRole("option", { name: "IIa" }).click();
  });
  await step(page, task, "«Testo»", async () => {
    await page.locator('[data-slate-editor="true"]').click();
    await page.keyboard.insertText(
      "La luce pulsata è la tecnologia della fotoepilazione: un manipolo emette lampi di luce filtrata che il pelo " +
        "assorbe. Nel centro estetico si usa per l'epilazione, nei limiti della scheda tecnica del DM 110/2011.",
    );
  });
  await saveAndPublish(page, task);
  steps.push({ task, step: "main after publishing", seconds: 0, seen: [mainBuilds()] });
  console.log(mainBuilds());
}

async function bannedClaim(page: Page): Promise<void> {
  const task = "3. a banned claim";
  const before = git("rev-parse", "main");
  await step(page, task, "«Macchinari» → «Laser a diodo»", async () => {
    await page.goto(`${new URL(page.url()).origin}/admin#/collections/machines`);
    await page
      .getByRole("link", { name: /^Laser a diodo/ })
      .first()
      .click();
    await page.getByLabel("Nome breve").waitFor();
  });
  await step(page, task, "types «Epilazione definitiva su tutti i fototipi.» at the end of «Testo»", async () => {
    await clickEndOfText(page);
    await page.keyboard.press("Enter");
    await page.keyboard.type("Epilazione definitiva su tutti i fototipi.");
    await page.frameLocator("iframe").locator(".cms-problems").waitFor();
  });
  await saveAndPublish(page, task, { refused: true });
  steps.push({
    task,
    step: "main",
    seen: [git("rev-parse", "main") === before ? "main unchanged" : "main MOVED"],
    seconds: 0,
  });
}

async function addCity(page: Page): Promise<void> {
  const task = "4. add a city";
  const name = "Verona";
  const slug = "verona";
  await step(page, task, "«Città servite» → «Aggiungi città»: name, slug, region, one area", async () => {
    await page.goto(`${new URL(page.url()).origin}/admin#/collections/cities/entries/cities`);
    await fillNewCity(page, { name, slug, region: "Veneto", area: "Borgo Trento" });
  });
  await saveAndPublish(page, task);
  steps.push({ task, step: "main after the city", seconds: 0, seen: [mainBuilds(slug)] });
  const texts: Record<string, string> = {
    "laser-diodo":
      "A Verona molti centri lavorano con clienti che fanno la stagione sul lago di Garda: chiedono l'epilazione tra " +
      "febbraio e maggio, prima dell'estate, e tornano in autunno. ",
    pressoterapia:
      "Nei centri di Verona la pressoterapia si vende soprattutto nei mesi caldi, quando le clienti che lavorano in " +
      "piedi nei negozi del centro cercano leggerezza a fine giornata. ",
    radiofrequenza:
      "Le clienti veronesi che chiedono la radiofrequenza al viso arrivano spesso dopo un matrimonio in famiglia o " +
      "prima delle feste: conviene preparare pacchetti a ciclo. ",
  };
  const templates = readMarkdown(CONTENT).filter((e) => e.collection === "cityPages");
  for (const template of templates) {
    const key = String(template.data.key);
    await step(page, task, `«Testi delle pagine per città» → «＋ Testo per città» (${key})`, async () => {
      await page.goto(`${new URL(page.url()).origin}/admin#/collections/cityTexts`);
      await page.getByRole("link", { name: /Testo per città/ }).click();
      await page.getByLabel("Introduzione").waitFor();
    });
    await step(page, task, `page and city picked from lists, description, introduction, one FAQ (${key})`, async () => {
      await fillCityText(page, {
        key,
        city: name,
        description:
          `${key} per i centri estetici di Verona: consegna e installazione da Roma, formazione in sede ` +
          "e assistenza.",
        lead: `Per un centro di Verona, ${key} arriva da Roma con un piano scritto.`,
        question: "Quanto tempo serve per la consegna a Verona?",
        answer: "La data la fissiamo insieme dopo il sopralluogo, e la scriviamo nel preventivo.",
      });
    });
    await step(page, task, `a first short «Testo» (${key}): what the banner says`, async () => {
      await page.locator('[data-slate-editor="true"]').click();
      await page.keyboard.insertText(texts[key] ?? "");
    });
    await step(page, task, `«Testo» written out to about 420 words (${key})`, async () => {
      const filler = fs
        .readFileSync(path.join(CONTENT, "citta", `${key}-bologna.md`), "utf8")
        .split("\n---\n")[1]!
        .replace(/Bologna|bolognes\w+|Emilia-Romagna/g, "")
        .split(/\s+/)
        .reverse()
        .slice(0, 420)
        .join(" ");
      await page.keyboard.insertText(filler);
    });
    await saveAndPublish(page, task);
    steps.push({ task, step: `main after the ${key} text`, seconds: 0, seen: [mainBuilds(slug)] });
  }
}

async function main(): Promise<void> {
  const session = await openCmsSession("");
  dir = session.dir;
  const { browser, page } = session;
  await page.getByRole("button", { name: "Accedi" }).click();
  await page.getByRole("link", { name: "Articoli del blog", exact: true }).waitFor();
  const only = process.argv.slice(2);
  const tasks: Array<[string, (p: Page) => Promise<void>]> = [
    ["post", editPost],
    ["machine", addMachine],
    ["claim", bannedClaim],
    ["city", addCity],
  ];
  for (const [name, run] of tasks) {
    if (only.length && !only.includes(name)) continue;
    try {
      // Each task starts from a fresh /admin, as an editor's next task would.
      await page.goto(`${new URL(page.url()).origin}/admin#/collections/posts`);
      await page.reload();
      const login = page.getByRole("button", { name: "Accedi" });
      const collections = page.getByRole("link", { name: "Articoli del blog", exact: true });
      await login.or(collections).first().waitFor();
      if (await login.isVisible()) await login.click();
      await collections.waitFor();
      await run(page);
    } catch (error) {
      steps.push({ task: name, step: "FAILED", seconds: 0, seen: [String(error).slice(0, 400)] });
      console.log(`${name} FAILED: ${String(error).slice(0, 400)}`);
      await page.screenshot({ path: `/tmp/editor-task-${name}.png` });
    }
  }
  await browser.close();
  const totals = new Map<string, number>();
  for (const s of steps) totals.set(s.task, (totals.get(s.task) ?? 0) + s.seconds);
  const report = [
    "| task | step | s | what the editor reads |",
    "| --- | --- | --- | --- |",
    ...steps.map(
      (s) => `| ${s.task} | ${s.step} | ${s.seconds.toFixed(1)} | ${s.seen.join(" / ").replace(/\|/g, "/")} |`,
    ),
    "",
    ...[...totals].map(([t, s]) => `- ${t}: ${s.toFixed(0)} s in ${steps.filter((x) => x.task === t).length} steps`),
  ].join("\n");
  fs.writeFileSync(path.join(os.tmpdir(), "editor-tasks.md"), report);
  console.log(report);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopChildren);
