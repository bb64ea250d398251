// The four tasks of a new editor, done in the real /admin as docs/GUIDA-REDAZIONE.md tells them, one step at a time,
// timed, with every message the editor reads (the preview's banner, the CMS's notifications):
//   npm run build:test && E2E_PORT=9600 npm run cms:tasks [post] [machine] [forbidden] [claim] [city]
// 1. edit a post, 2. add a machine the law allows, 3. add one it forbids (cryolipolysis for the estetista under sheet
// 14), 4. try a banned claim, 5. add a city with the text of one machine (all five by default).
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
import matter from "gray-matter";
import { fieldProblems, routeInputFromDisk, siteProblems } from "../__tests__/helpers/content";
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

/** The fields that differ between the machine the law allows and the one it forbids. */
interface MachineCase {
  readonly task: string;
  readonly title: string;
  readonly description: string;
  readonly heading: string;
  readonly slug: string;
  readonly name: string;
  readonly summary: string;
  readonly image: string;
  readonly nameWithArticle: string;
  readonly treatment: string;
  readonly area: string;
  /** Typed into «Tecnologie», «Schede tecniche dell'allegato», «Allegato XVI» to filter their lists. */
  readonly technology: string;
  readonly sheet: string;
  readonly annexXvi: string;
  readonly mdrClass: string;
  readonly body: string;
  /** The preview's red box must name this; publishing is then refused. */
  readonly refusedFor?: RegExp;
}

const ALLOWED: MachineCase = {
  task: "2. add a machine the law allows",
  title: "Luce pulsata IPL per centri estetici",
  description:
    "Luce pulsata IPL per la fotoepilazione nel centro estetico: come funziona, a chi si rivolge, formazione del " +
    "personale, assistenza e formule di acquisto o noleggio.",
  heading: "Luce pulsata IPL per la fotoepilazione in cabina",
  slug: "macchinario-luce-pulsata-prova-roma",
  name: "Luce pulsata (prova)",
  summary: "Fotoepilazione con luce pulsata, nei limiti della scheda del DM 110/2011, con formazione inclusa.",
  image: "macchinario-luce-pulsata-roma.jpg",
  nameWithArticle: "la luce pulsata",
  treatment: "Fotoepilazione di gambe, braccia e ascelle",
  area: "epilazione",
  technology: "Luce pulsata",
  sheet: "impulsi luminosi",
  annexXvi: "radiazioni",
  mdrClass: "IIa",
  body:
    "La luce pulsata è la tecnologia della fotoepilazione: un manipolo emette lampi di luce filtrata che il pelo " +
    "assorbe. Nel centro estetico si usa per l'epilazione, nei limiti della scheda tecnica del DM 110/2011.",
};

const FORBIDDEN: MachineCase = {
  task: "3. add a machine the law forbids",
  title: "Criolipolisi per centri estetici a Roma",
  description:
    "Criolipolisi per il centro estetico: come funziona il freddo sul tessuto adiposo, formazione del personale, " +
    "assistenza e formule di acquisto o noleggio.",
  heading: "Criolipolisi in cabina",
  slug: "macchinario-criolipolisi-prova-roma",
  name: "Criolipolisi",
  summary: "Trattamento corpo con il freddo, con manipoli ad aspirazione.",
  image: "macchinario-eshape-roma.jpg",
  nameWithArticle: "la criolipolisi",
  treatment: "Trattamento del corpo con il freddo",
  area: "corpo",
  technology: "Criolipolisi",
  sheet: "massaggio aspirante",
  annexXvi: "tessuto adiposo",
  mdrClass: "IIb",
  body:
    "La criolipolisi raffredda il tessuto adiposo con manipoli ad aspirazione. Nel centro estetico si userebbe " +
    "come il massaggio aspirante della scheda n. 14.",
  refusedFor: /«Criolipolisi» ha la tecnologia/,
};

async function addMachine(page: Page, m: MachineCase): Promise<void> {
  const task = m.task;
  const before = git("rev-parse", "main");
  await step(page, task, "«Macchinari» → «Nuovo Macchinario»", async () => {
    await page.goto(`${new URL(page.url()).origin}/admin#/collections/machines`);
    await page
      .getByRole("link", { name: /Macchinario/ })
      .first()
      .click();
    await page.getByLabel("Nome breve").waitFor();
  });
  await step(page, task, "title, description, heading, slug, short name, summary", async () => {
    await page.getByLabel("Titolo della pagina (motori di ricerca)").fill(m.title);
    await page.getByLabel("Descrizione (motori di ricerca)").fill(m.description);
    await page.getByLabel("Titolo principale (H1)").fill(m.heading);
    await page.getByLabel("Indirizzo (slug)").fill(m.slug);
    await page.getByLabel("Nome breve").fill(m.name);
    await page.getByLabel("Riassunto").fill(m.summary);
  });
  await step(page, task, "image from the media library, its alternative text", async () => {
    await page.getByRole("button", { name: "Scegli un'immagine" }).click();
    await page.getByPlaceholder("Cerca...").fill(m.image.replace(/^macchinario-|-roma\.jpg$/g, ""));
    await page.getByText(m.image, { exact: true }).click();
    await page.getByRole("button", { name: /Usa il file scelto/ }).click();
    await page.getByLabel("Testo alternativo dell'immagine").fill(`Illustrazione dell'apparecchio: ${m.name}`);
  });
  await step(page, task, "order, name with article", async () => {
    await page.getByLabel("Ordine negli elenchi").fill("99");
    await page.getByLabel("Nome con l'articolo").fill(m.nameWithArticle);
  });
  await step(page, task, "treatments and «A chi si rivolge» (lists)", async () => {
    for (const [list, one, item] of [
      ["Trattamenti", "trattamento", m.treatment],
      ["A chi si rivolge", "destinatario", "Centri estetici che vogliono ampliare i trattamenti"],
    ]) {
      await page.getByRole("button", { name: new RegExp(`Aggiungi ${one}`, "i") }).click();
      await page.getByLabel(list, { exact: true }).last().fill(item);
    }
  });
  await step(page, task, "formulas, areas, who may use it, technology, sheet, Annex XVI group and class", async () => {
    const pick = async (label: string, typed: string | null, option?: string) => {
      // «Schede tecniche dell'allegato» carries the words of its hint in its accessible name.
      await page.getByLabel(label, { exact: !label.startsWith("Schede") }).click();
      if (typed) await page.keyboard.type(typed);
      await (option ? page.getByRole("option", { name: option }) : page.getByRole("option").first()).click();
    };
    await pick("Formule disponibili", null);
    await pick("Zone di trattamento", null, m.area);
    await pick("Chi può usarlo", null, "estetista");
    await pick("Tecnologie", m.technology);
    await pick("Schede tecniche dell'allegato", m.sheet);
    // Issue 29: every machine says whether Annex XVI of Regulation (EU) 2017/745 applies.
    await pick("Allegato XVI del Regolamento (UE) 2017/745", m.annexXvi);
    await pick("Classe secondo il regolamento (UE) 2022/2347", null, m.mdrClass);
  });
  await step(page, task, "«Testo»", async () => {
    await page.locator('[data-slate-editor="true"]').click();
    await page.keyboard.insertText(m.body);
    if (m.refusedFor) await page.frameLocator("iframe").locator(".cms-problems").getByText(m.refusedFor).waitFor();
  });
  await saveAndPublish(page, task, { refused: m.refusedFor !== undefined });
  const seen = m.refusedFor ? [git("rev-parse", "main") === before ? "main unchanged" : "main MOVED"] : [];
  steps.push({ task, step: "main after publishing", seconds: 0, seen: [...seen, mainBuilds()] });
  console.log(...seen, mainBuilds());
}

async function bannedClaim(page: Page): Promise<void> {
  const task = "4. a banned claim";
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

/** The city text of the content-growth check (scripts/content-growth/), as plain paragraphs for «Testo formattato». */
function growthCityText(): { lead: string; description: string; question: string; answer: string; body: string } {
  const file = matter(fs.readFileSync(path.join(__dirname, "content-growth", "laser-diodo-genova.md"), "utf8"));
  const data = file.data as { description: string; lead: string; faq: Array<{ question: string; answer: string }> };
  return {
    description: data.description,
    lead: data.lead,
    question: data.faq[0].question,
    answer: data.faq[0].answer,
    // Plain paragraphs: Markdown typed into «Testo formattato» is refused (the guide says to use the Markdown mode).
    body: file.content
      .replace(/^## .*$/gm, "")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .split(/\n{2,}/)
      .map((p) => p.replace(/\s+/g, " ").trim())
      .filter(Boolean)
      .join("\n"),
  };
}

async function addCity(page: Page): Promise<void> {
  const task = "5. add a city for one machine";
  const name = "Genova";
  const slug = "genova";
  await step(page, task, "«Città servite» → «Aggiungi città»: name, slug, region, one area", async () => {
    await page.goto(`${new URL(page.url()).origin}/admin#/collections/cities/entries/cities`);
    await fillNewCity(page, { name, slug, region: "Liguria", area: "Albaro" });
  });
  await saveAndPublish(page, task);
  steps.push({ task, step: "main after the city", seconds: 0, seen: [mainBuilds(slug)] });
  const text = growthCityText();
  await step(page, task, "«Testi delle pagine per città» → «＋ Testo per città»", async () => {
    await page.goto(`${new URL(page.url()).origin}/admin#/collections/cityTexts`);
    await page.getByRole("link", { name: /Testo per città/ }).click();
    await page.getByLabel("Introduzione").waitFor();
  });
  await step(page, task, "page and city picked from lists, description, introduction, one FAQ", async () => {
    await fillCityText(page, { key: "laser-diodo", city: name, ...text });
  });
  await step(page, task, "«Testo»: the text written for Genova (about 500 words, pasted)", async () => {
    await page.locator('[data-slate-editor="true"]').click();
    await page.keyboard.insertText(text.body);
  });
  await saveAndPublish(page, task);
  steps.push({ task, step: "main after the laser text", seconds: 0, seen: [mainBuilds(slug)] });
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
    ["machine", (p) => addMachine(p, ALLOWED)],
    ["forbidden", (p) => addMachine(p, FORBIDDEN)],
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
