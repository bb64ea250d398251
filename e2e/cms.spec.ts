/**
 * Decap CMS at /admin, with decap-server running on a copy of content/ (e2e/support/cms-sandbox.ts):
 * the editor loads from the site itself, lists every collection, opens a post, and a post written in it
 * becomes a Markdown file that passes the build's content checks.
 */
import { expect, test, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { DATA_FILES, MARKDOWN_COLLECTIONS } from "../src/content-model/model";
import { buildRoutes } from "../src/gatsby/routes";
import { CONTENT, fieldProblems, readMarkdown, routeInputFromDisk, siteProblems } from "../__tests__/helpers/content";
import { CMS_SANDBOX_CONTENT, CMS_SANDBOX_PORT, LOCAL_BACKEND_URL } from "./support/cms-sandbox";

// The bundle is large and the machine shared: give the editor time to start.
test.describe.configure({ timeout: 90_000 });

/** Opens the CMS logged in to the local backend; returns the list, filled as the page runs, of other hosts asked. */
async function openCms(page: Page, siteUrl: string): Promise<string[]> {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(siteUrl) && url !== LOCAL_BACKEND_URL && !/^(data|blob):/.test(url)) foreign.push(url);
  });
  // The configuration sends the CMS to decap-server's default address; this test's server is the sandbox.
  await page.route(LOCAL_BACKEND_URL, async (route) => {
    try {
      const response = await route.fetch({ url: `http://localhost:${CMS_SANDBOX_PORT}/api/v1` });
      await route.fulfill({ response });
    } catch {
      // The page cancelled the call or closed meanwhile; if the sandbox is down, the CMS shows it and the test fails.
      await route.abort().catch(() => undefined);
    }
  });
  await page.goto("/admin");
  await page.getByRole("button", { name: "Accedi" }).click();
  return foreign;
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

  // Everything came from the site (the bundle at /admin) and the local decap-server: no CDN, no third party.
  expect(foreign).toEqual([]);
});

test("a post written in the editor becomes a Markdown file that passes the build's content checks", async ({
  page,
  baseURL,
}) => {
  const slug = `prova-editor-${Date.now().toString(36)}`;
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
  await page.getByRole("button", { name: "Prendi selezionato" }).click();
  await page.getByLabel("Testo alternativo dell'immagine").fill("Cabina estetica con apparecchio per radiofrequenza");

  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.type("La radiofrequenza estetica è un trattamento apprezzato dalle clienti. ");
  await page.keyboard.type("Ecco come proporla nel vostro centro.");

  await page.getByRole("button", { name: "Pubblica" }).click();
  await page.getByText("Pubblica ora").click();

  const saved = path.join(CMS_SANDBOX_CONTENT, "blog", `${slug}.md`);
  await expect.poll(() => fs.existsSync(saved), { timeout: 15_000 }).toBe(true);
  const { data, content } = matter(fs.readFileSync(saved, "utf8"));
  expect(data).toMatchObject({ slug, author: "Redazione Venere Tech", image: `foto-cabina-${slug}.jpg` });
  expect(content).toContain("Ecco come proporla nel vostro centro.");
  expect(fs.existsSync(path.join(CMS_SANDBOX_CONTENT, "images", `foto-cabina-${slug}.jpg`))).toBe(true);

  // The build's own checks, on the whole content folder with the new post and its image.
  expect(fieldProblems(CMS_SANDBOX_CONTENT)).toEqual([]);
  expect(siteProblems(CMS_SANDBOX_CONTENT)).toEqual([]);
  expect(buildRoutes(routeInputFromDisk(CMS_SANDBOX_CONTENT)).map((r) => r.path)).toEqual(
    expect.arrayContaining([`/blog/${slug}`, `/it/blog/${slug}`]),
  );
});
