/**
 * Decap CMS at /admin, with decap-server in git mode on a throw-away repository holding a copy of content/
 * (e2e/support/start-cms-sandbox.ts): the editor loads from the site itself and lists every collection; with the
 * editorial workflow a save makes a draft branch and leaves main alone, and a draft moved to «Pronto» and published
 * reaches main as Markdown that passes the build's content checks.
 */
import { expect, test, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { DATA_FILES, MARKDOWN_COLLECTIONS } from "../src/content-model/model";
import { buildRoutes } from "../src/gatsby/routes";
import { CONTENT, fieldProblems, readMarkdown, routeInputFromDisk, siteProblems } from "../__tests__/helpers/content";
import { CMS_SANDBOX_DIR, contentOnMain, LOCAL_BACKEND_URL } from "./support/cms-sandbox";
import {
  boardColumn,
  clickEndOfText,
  fillCityText,
  fillNewCity,
  publicationSettled,
  routeCmsToSandbox,
} from "./support/cms-page";

// The bundle is large and the machine shared: give the editor time to start.
// The tests of this file share one sandbox repository. decap-server in git mode serves it one request at a time (it
// checks out the branch each request reads) and, past a short wait for its turn, answers {"error":"Unknown error"}:
// the CMS then shows «Caricamento voce non riuscito: API_ERROR: Unknown error». Several editors loading every
// collection at once overrun it on a busy machine, so the tests run in order in one worker ("default" mode: unlike
// "serial", a failure does not skip the others). Each uses its own entry (blog01 read only, blog02, a new slug) and
// looks on main only at its own file and the commits that touch it: none depends on another's leftovers or order.
test.describe.configure({ mode: "default", timeout: 120_000 });

/** Opens the CMS logged in to the local backend; returns the list, filled as the page runs, of other hosts asked. */
async function openCms(page: Page, siteUrl: string): Promise<string[]> {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(siteUrl) && url !== LOCAL_BACKEND_URL && !/^(data|blob):/.test(url)) foreign.push(url);
  });
  await routeCmsToSandbox(page);
  await page.goto("/admin");
  await page.getByRole("button", { name: "Accedi" }).click();
  return foreign;
}

/** git in the sandbox repository, as the editor's GitHub repository would be seen by a developer. */
function git(...args: string[]): string {
  return execFileSync("git", args, { cwd: CMS_SANDBOX_DIR, encoding: "utf8" }).trim();
}

/** The draft branches decap-server keeps, one per entry (cms/<collection>/<slug>). */
const draftBranches = (): string[] =>
  git("branch", "--list", "cms/*", "--format=%(refname:short)").split("\n").filter(Boolean);

/** A file as it is on a branch, or null when the branch does not have it. */
function fileOn(branch: string, file: string): string | null {
  try {
    return execFileSync("git", ["show", `${branch}:${file}`], {
      cwd: CMS_SANDBOX_DIR,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    return null;
  }
}

/** `check` on content/ as main has it in the sandbox (e2e/support/cms-sandbox.ts, contentOnMain). */
const onMainContent = (check: (contentDir: string) => void): void => contentOnMain(CMS_SANDBOX_DIR, check);

/** The commits on main after `since` that change `file`: none while the change is only a draft. */
const mainCommitsTouching = (since: string, file: string): string[] =>
  git("log", "--format=%h %s", `${since}..main`, "--", file).split("\n").filter(Boolean);

/** Publishing asks for confirmation with the browser's own dialog: accept that one question only. */
function acceptPublishConfirmation(page: Page): string[] {
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.message());
    void (dialog.message() === "Volete davvero pubblicare questa voce?" ? dialog.accept() : dialog.dismiss());
  });
  return asked;
}

test("/admin loads the editor from the site itself, lists every collection and opens a blog post", async ({
  page,
  baseURL,
}) => {
  const foreign = await openCms(page, baseURL!);
  for (const label of [...MARKDOWN_COLLECTIONS.map((c) => c.label), ...DATA_FILES.map((d) => d.label)]) {
    await expect(page.getByRole("link", { name: label, exact: true })).toBeVisible();
  }

  const post = readMarkdown(CONTENT).find((e) => e.file === "content/blog/blog01.md")!;
  await page.getByRole("link", { name: "Articoli del blog", exact: true }).click();
  await page.getByRole("link", { name: new RegExp(String(post.data.heading).slice(0, 30)) }).click();
  await expect(page.getByLabel("Titolo della pagina (motori di ricerca)")).toHaveValue(String(post.data.title));
  await expect(page.getByLabel("Indirizzo (slug)")).toHaveValue("blog01");
  await expect(page.getByRole("button", { name: "Scegli un'altra immagine" })).toBeVisible();
  // Nothing is saved yet: the toolbar offers the save and shows the published state.
  await expect(page.getByRole("button", { name: "Salva", exact: true })).toBeVisible();

  // Everything came from the site (the bundle at /admin) and the local decap-server: no CDN, no third party.
  expect(foreign).toEqual([]);
});

test.describe("editorial workflow: drafts on branches, publication on main", () => {
  test("saving a published post makes a draft branch, main unchanged; «Pronto», «Pubblica ora»: on main", async ({
    page,
    baseURL,
  }) => {
    const file = "content/blog/blog02.md";
    const branch = "cms/posts/blog02";
    const added = `Aggiornamento della redazione ${Date.now().toString(36)}: chiedete sempre un preventivo scritto.`;
    const mainBefore = git("rev-parse", "main");
    const fileBefore = fileOn("main", file)!;
    expect(draftBranches()).not.toContain(branch);
    const asked = acceptPublishConfirmation(page);

    const foreign = await openCms(page, baseURL!);
    await page.getByRole("link", { name: "Articoli del blog", exact: true }).click();
    await page.getByRole("link", { name: /Noleggio operativo o acquisto: quale formula/ }).click();
    await expect(page.getByLabel("Indirizzo (slug)")).toHaveValue("blog02");
    // A new last paragraph of the text, typed in the rich-text editor as an editor would: at the end of its last
    // block, then a new line.
    await clickEndOfText(page);
    await page.keyboard.press("Enter");
    await page.keyboard.type(added);
    await page.getByRole("button", { name: "Salva", exact: true }).click();

    // The save is a draft: its own branch carries the change; main has not moved (no other test of this file runs
    // meanwhile) and its file is byte for byte what it was.
    await expect(page.getByRole("button", { name: "Stato: Bozza" })).toBeVisible();
    await expect.poll(draftBranches).toContain(branch);
    expect(fileOn(branch, file)).toContain(added);
    expect(git("rev-parse", "main")).toBe(mainBefore);
    expect(mainCommitsTouching(mainBefore, file)).toEqual([]);
    expect(fileOn("main", file)).toBe(fileBefore);

    // On the workflow board the card moves from «Bozze» to «In revisione» to «Pronto», by dragging it.
    await page.goto("/admin#/workflow");
    const card = (column: string) =>
      boardColumn(page, column).locator("[draggable=true]").filter({ hasText: "Noleggio operativo o acquisto" });
    await expect(card("Bozze")).toBeVisible();
    await card("Bozze").dragTo(boardColumn(page, "In revisione"));
    await expect(card("In revisione")).toBeVisible();
    await card("In revisione").dragTo(boardColumn(page, "Pronto"));
    await expect(card("Pronto")).toBeVisible();
    await expect(card("Bozze")).toHaveCount(0);
    // decap-server keeps the status with the branch (as the GitHub backend keeps it as a pull request's label).
    await expect.poll(() => git("config", `branch.${branch}.description`)).toBe("decap-cms/pending_publish");
    expect(mainCommitsTouching(mainBefore, file)).toEqual([]);
    expect(fileOn("main", file)).toBe(fileBefore);

    // From the card to the editor, where the status now reads «Pronto», then «Pubblica» → «Pubblica ora».
    await card("Pronto").getByRole("link").click();
    await expect(page.getByRole("button", { name: "Stato: Pronto" })).toBeVisible();
    await page.getByRole("button", { name: "Pubblica", exact: true }).click();
    await page.getByRole("menuitem", { name: "Pubblica ora" }).click();
    await expect(page.getByRole("button", { name: "Pubblicato", exact: true })).toBeVisible();
    expect(asked).toEqual(["Volete davvero pubblicare questa voce?"]);

    // Published: the draft branch is gone, main has moved forward from where it was with the change.
    await expect.poll(draftBranches).not.toContain(branch);
    git("merge-base", "--is-ancestor", mainBefore, "main"); // throws unless main only moved forward
    expect(mainCommitsTouching(mainBefore, file)).not.toEqual([]);
    const published = matter(fileOn("main", file)!);
    expect(published.content).toContain(added);
    // The fields are those of before, and the file is stored in the form Decap writes (scripts/decap-format.ts):
    // the new paragraph is the whole change a reviewer sees (its line and the blank line before it).
    expect(published.data).toEqual(matter(fileBefore).data);
    const linesBefore = fileBefore.split("\n");
    const linesAfter = fileOn("main", file)!.split("\n");
    expect(linesBefore.filter((l) => !linesAfter.includes(l))).toEqual([]);
    expect(linesAfter.filter((l) => !linesBefore.includes(l))).toEqual([added]);

    // The build's own checks, on content/ as main now has it.
    onMainContent((content) => {
      expect(fieldProblems(content)).toEqual([]);
      expect(siteProblems(content)).toEqual([]);
    });
    // The board, the status changes and the publication asked nothing of another host either.
    expect(foreign).toEqual([]);
  });

  test("a new post is a draft until published, then Markdown on main that passes the build's content checks", async ({
    page,
    baseURL,
  }) => {
    const slug = `prova-editor-${Date.now().toString(36)}`;
    const file = `content/blog/${slug}.md`;
    const branch = `cms/posts/${slug}`;
    const asked = acceptPublishConfirmation(page);
    await openCms(page, baseURL!);
    await page.getByRole("link", { name: "Articoli del blog", exact: true }).click();
    await page.getByRole("link", { name: /Articolo/ }).click();

    await page.getByLabel("Titolo della pagina (motori di ricerca)").fill("Radiofrequenza: come proporla alle clienti");
    await page
      .getByLabel("Descrizione (motori di ricerca)")
      .fill(
        "Come presentare la radiofrequenza estetica alle clienti del centro: a chi proporla, come abbinarla ad " +
          "altri trattamenti e come spiegarla.",
      );
    await page
      .getByLabel("Titolo principale (H1)")
      .fill("Come proporre la radiofrequenza alle clienti del vostro centro");
    await page.getByLabel("Indirizzo (slug)").fill(slug);
    await page.getByLabel("Data di pubblicazione").fill("2025-02-03");
    await page.getByLabel("Autore").fill("Redazione Venere Tech");
    await page
      .getByLabel("Riassunto")
      .fill("A chi proporre la radiofrequenza, come abbinarla ad altri trattamenti e come spiegarla alle clienti.");

    // A new photo, named as a camera would: the CMS stores it in content/images under a clean name.
    await page.getByRole("button", { name: "Scegli un'immagine" }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: `Foto Cabina ${slug}.JPG`,
      mimeType: "image/jpeg",
      buffer: fs.readFileSync(path.join(CONTENT, "images/blog01.jpg")),
    });
    // The upload is selected as it arrives.
    await expect(page.getByText(`foto-cabina-${slug}.jpg`)).toBeVisible();
    await page.getByRole("button", { name: "Usa il file scelto" }).click();
    await page.getByLabel("Testo alternativo dell'immagine").fill("Cabina estetica con apparecchio per radiofrequenza");

    await page.locator('[data-slate-editor="true"]').click();
    await page.keyboard.type("La radiofrequenza estetica è un trattamento apprezzato dalle clienti. ");
    await page.keyboard.type("Ecco come proporla nel vostro centro.");

    // «Salva» makes a draft on its own branch; main does not have the post yet.
    await page.getByRole("button", { name: "Salva", exact: true }).click();
    await expect(page.getByRole("button", { name: "Stato: Bozza" })).toBeVisible();
    await expect.poll(draftBranches).toContain(branch);
    expect(fileOn(branch, file)).toContain("Ecco come proporla nel vostro centro.");
    expect(fileOn("main", file)).toBeNull();

    // «Pubblica ora» is refused until the status is «Pronto», which the status menu of the editor sets.
    await page.getByRole("button", { name: "Stato: Bozza" }).click();
    await page.getByRole("menuitem", { name: "Pronto" }).click();
    await expect(page.getByRole("button", { name: "Stato: Pronto" })).toBeVisible();
    await expect.poll(() => git("config", `branch.${branch}.description`)).toBe("decap-cms/pending_publish");
    await page.getByRole("button", { name: "Pubblica", exact: true }).click();
    await page.getByRole("menuitem", { name: "Pubblica ora" }).click();
    await expect(page.getByRole("button", { name: "Pubblicato", exact: true })).toBeVisible();
    expect(asked).toEqual(["Volete davvero pubblicare questa voce?"]);

    await expect.poll(draftBranches).not.toContain(branch);
    const { data, content } = matter(fileOn("main", file)!);
    expect(data).toMatchObject({ slug, author: "Redazione Venere Tech", image: `foto-cabina-${slug}.jpg` });
    expect(content).toContain("Ecco come proporla nel vostro centro.");
    expect(fileOn("main", `content/images/foto-cabina-${slug}.jpg`)).not.toBeNull();

    // The build's own checks, on content/ as main now has it, with the new post and its image.
    onMainContent((content) => {
      expect(fieldProblems(content)).toEqual([]);
      expect(siteProblems(content)).toEqual([]);
      expect(buildRoutes(routeInputFromDisk(content)).map((r) => r.path)).toEqual(
        expect.arrayContaining([`/blog/${slug}`, `/it/blog/${slug}`]),
      );
    });
  });
});

/** Decap's preview frame (the editor's only iframe), once it shows the entry. */
async function previewText(page: Page): Promise<string> {
  const frame = page.frameLocator("iframe");
  await expect(frame.locator(".cms-preview")).toBeVisible();
  return frame.locator(".cms-preview").innerText();
}

/** «Stato: Bozza» → «Pronto», then «Pubblica» → «Pubblica ora», in the editor's toolbar. */
async function markReadyAndPublish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Stato: Bozza" }).click();
  await page.getByRole("menuitem", { name: "Pronto" }).click();
  await expect(page.getByRole("button", { name: "Stato: Pronto" })).toBeVisible();
  await page.getByRole("button", { name: "Pubblica", exact: true }).click();
  await page.getByRole("menuitem", { name: "Pubblica ora" }).click();
}

test.describe("the build's checks in the CMS", () => {
  test("a banned claim in a machine: the preview names it in Italian, publishing is refused, main unchanged", async ({
    page,
    baseURL,
  }) => {
    const file = "content/machines/macchinario-laser-diodo-roma.md";
    const branch = "cms/machines/macchinario-laser-diodo-roma";
    const mainBefore = git("rev-parse", "main");
    const fileBefore = fileOn("main", file)!;
    const heading = String(matter(fileBefore).data.name);
    acceptPublishConfirmation(page);
    await openCms(page, baseURL!);
    await page.getByRole("link", { name: "Macchinari", exact: true }).click();
    await page.getByRole("link", { name: new RegExp(`^${heading}`) }).click();
    await expect(page.getByLabel("Indirizzo (slug)")).toHaveValue("macchinario-laser-diodo-roma");
    // A new last paragraph: click the end of the text's last block, then a new line.
    await clickEndOfText(page);
    await page.keyboard.press("Enter");
    await page.keyboard.type("Epilazione definitiva su tutti i fototipi.");

    // Before saving, the preview's banner names the phrase, the field's label and the rule, in Italian.
    await expect.poll(() => previewText(page)).toContain("«Testo»: contiene «Epilazione definitiva»");
    expect(await previewText(page)).toContain("contiene «tutti i fototipi»");

    // The draft may be saved; publishing it is refused before Decap's question, with the same lines in a panel that
    // stays until closed, and main does not move.
    await page.getByRole("button", { name: "Salva", exact: true }).click();
    await expect(page.getByRole("button", { name: "Stato: Bozza" })).toBeVisible();
    await markReadyAndPublish(page);
    const refusal = page.getByRole("alertdialog");
    await expect(refusal).toContainText("«Testo»: contiene «Epilazione definitiva»");
    await page.waitForTimeout(12_000); // Decap's notifications are gone by now; the refusal is not
    await expect(refusal).toBeVisible();
    await refusal.getByRole("button", { name: "Chiudi" }).click();
    await expect(refusal).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Pubblicato", exact: true })).toHaveCount(0);
    expect(draftBranches()).toContain(branch);
    expect(git("rev-parse", "main")).toBe(mainBefore);
    expect(fileOn("main", file)).toBe(fileBefore);
  });

  test("an empty required list is shown as a problem before saving, and the preview never reads undefined", async ({
    page,
    baseURL,
  }) => {
    await openCms(page, baseURL!);
    await page.goto("/admin#/collections/machines/new");
    await page.getByLabel("Nome breve").fill("Criolipolisi");
    const text = await previewText(page);
    expect(text).toContain("«Trattamenti»: è obbligatorio ma è vuoto");
    expect(text).toContain("«A chi si rivolge»: è obbligatorio ma è vuoto");
    expect(text).toContain("Volete provare [Nome con l'articolo]?");
    expect(text).not.toContain("undefined");

    // The image picker of a new machine lists the site's images (it stayed at «Nessuna risorsa trovata» while the
    // machine's documents had a folder of their own and the images none).
    await page.getByRole("button", { name: "Scegli un'immagine" }).click();
    await expect(page.getByText("blog01.jpg", { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("Nessuna risorsa trovata")).toHaveCount(0);
  });
});

/**
 * `count` words of city text no other page has: sentences drawn from a plain vocabulary by a seeded generator, so
 * the doorway guard finds them the page's own and no banned phrase can appear.
 */
function ownText(seed: number, count: number): string {
  const words = (
    "sala cabina orario cliente consegna tecnico corso manuale prova visita agenda stagione quartiere " +
    "parcheggio ingresso scala misura presa quadro turno pausa listino preventivo contratto rata modulo " +
    "schema elenco foglio nota telefono messaggio incontro sopralluogo ritiro imballo carrello furgone " +
    "strada piano cortile vetrina insegna bancone lettino lampada specchio armadio cassetto"
  ).split(" ");
  let state = seed;
  const next = (): number => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state;
  };
  const sentences: string[] = [];
  let total = 0;
  while (total < count) {
    const length = 8 + (next() % 6);
    const sentence = Array.from({ length }, () => words[next() % words.length]).join(" ");
    sentences.push(`${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`);
    total += length;
  }
  return sentences.join(" ");
}

test("a new city and its texts, published one by one as the guide says: main builds each time", async ({
  page,
  baseURL,
}) => {
  // Four publications, each followed by the build's content checks on main.
  test.setTimeout(300_000);
  const slug = `verona${Date.now()
    .toString(36)
    .slice(-4)
    .replace(/[0-9]/g, (d) => "abcdefghij"[Number(d)])}`;
  const name = `Verona ${slug.slice(6).toUpperCase()}`;
  acceptPublishConfirmation(page);
  await openCms(page, baseURL!);
  const templates = readMarkdown(CONTENT).filter((e) => e.collection === "cityPages");
  const citySlugsOnMain = (): { pages: number } => {
    let pages = 0;
    onMainContent((content) => {
      expect(fieldProblems(content)).toEqual([]);
      expect(siteProblems(content)).toEqual([]);
      pages = buildRoutes(routeInputFromDisk(content)).filter((r) => r.context.citySlug === slug).length;
    });
    return { pages };
  };

  // 1. The city, in «Città servite».
  await page.goto("/admin#/collections/cities/entries/cities");
  await fillNewCity(page, { name, slug, region: "Veneto", area: "Centro storico" });
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByRole("button", { name: "Stato: Bozza" })).toBeVisible();
  let settled = publicationSettled(page);
  await markReadyAndPublish(page);
  await expect(page.getByRole("button", { name: "Pubblicato", exact: true })).toBeVisible();
  await settled;
  expect(citySlugsOnMain().pages).toBe(0);

  // 2-4. Its texts, one draft each.
  for (const [i, template] of templates.entries()) {
    const key = String(template.data.key);
    // As the guide says: the collection's list, then its «＋ Testo per città» link.
    await page.goto("/admin#/collections/cityTexts");
    await page.getByRole("link", { name: /Testo per città/ }).click();
    // The page and the city are picked from lists (relation widgets), typed to filter them.
    await fillCityText(page, {
      key,
      city: name,
      description:
        `Il macchinario ${key} per i centri estetici di ${name}: consegna, installazione, formazione e assistenza ` +
        "organizzate da Roma.",
      lead: `Per un centro di ${name} il ${key} arriva da Roma con un piano chiaro.`,
      question: `Quando arriva il macchinario a ${name}?`,
      answer: "Fissiamo la data della consegna insieme, dopo il sopralluogo.",
    });
    await page.locator('[data-slate-editor="true"]').click();
    await page.keyboard.insertText(
      ownText([...slug].reduce((seed, c) => seed * 31 + c.charCodeAt(0), i + 1) % 2147483648, 430),
    );
    await expect.poll(() => previewText(page)).not.toContain("da correggere");
    await page.getByRole("button", { name: "Salva", exact: true }).click();
    await expect(page.getByRole("button", { name: "Stato: Bozza" })).toBeVisible();
    settled = publicationSettled(page);
    await markReadyAndPublish(page);
    await expect(page.getByRole("button", { name: "Pubblicato", exact: true })).toBeVisible();
    await settled;
    // Main builds after every publication; a city grows machine by machine: each text brings its page and the
    // page's /it copy.
    expect(citySlugsOnMain().pages).toBe(2 * (i + 1));
  }
});
