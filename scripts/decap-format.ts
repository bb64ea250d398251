// Rewrites content/ in the exact form Decap CMS writes it, so that a one-sentence edit in the CMS changes one line:
//   npm run build:test && E2E_PORT=9400 npx tsx scripts/decap-format.ts [content/blog/blog01.md ...]
// Decap serialises a whole entry on every save: the front matter with its YAML writer (yaml 1.x, keys in the order
// of the collection's fields), the body with its Markdown writer (remark: `*` bullets, padded tables), JSON files
// with JSON.stringify(data, null, 2). Rather than imitate those writers, this script lets Decap itself write every
// file: in a throw-away sandbox (scripts/lib/cms-session.ts) it opens each entry in /admin, types a character and
// deletes it in the body, saves the draft and copies the file Decap
// wrote on the draft's branch back into content/. The values must not change: __tests__/unit/decap-form.test.ts.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { Page } from "@playwright/test";
import { DATA_FILES, MARKDOWN_COLLECTIONS } from "../src/content-model/model";
import { decapFrontMatter, decapJson, meaning, readFrontMatter, splitMarkdown } from "./lib/decap-form";
import { openCmsSession, ROOT, SITE, stopChildren } from "./lib/cms-session";

interface Target {
  /** content/... */
  readonly file: string;
  readonly collection: string;
  /** Decap's slug of the entry (a folder entry's file name; a file collection's file name). */
  readonly slug: string;
  readonly hasBody: boolean;
}

function targets(only: readonly string[]): Target[] {
  const all: Target[] = [
    ...MARKDOWN_COLLECTIONS.flatMap((c) =>
      fs
        .readdirSync(path.join(ROOT, "content", c.folder))
        .filter((f) => f.endsWith(".md"))
        .sort()
        .map((f) => ({
          file: `content/${c.folder}/${f}`,
          collection: c.name,
          slug: f.replace(/\.md$/, ""),
          hasBody: c.name !== "cityPages",
        })),
    ),
  ];
  return only.length ? all.filter((t) => only.includes(t.file)) : all;
}

/** A change that leaves the body as it was but makes Decap's Markdown editor write it again. */
async function touch(page: Page): Promise<void> {
  const field = page.locator('[data-slate-editor="true"] > *').last();
  // At the very end of the field: the bottom right corner of its last block. The rich-text editor moves the caret
  // while it re-renders, so each key waits for it to settle.
  const box = await field.boundingBox();
  if (!box) throw new Error("the field is not visible");
  await field.click({ position: { x: box.width - 2, y: box.height - 4 } });
  await page.keyboard.press("End");
  await page.waitForTimeout(400);
  await page.keyboard.type("x");
  await page.waitForTimeout(800);
  await page.keyboard.press("Backspace");
  await page.waitForTimeout(800);
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  // JSON files: Decap writes JSON.stringify(data, null, 2), keys in the order it read them; no browser needed.
  for (const d of DATA_FILES) {
    const file = `content/${d.file}`;
    if (only.length && !only.includes(file)) continue;
    const text = fs.readFileSync(path.join(ROOT, file), "utf8");
    fs.writeFileSync(path.join(ROOT, file), decapJson(JSON.parse(text)));
    console.log(`${file}: written as Decap writes it`);
  }
  // Without a body (city templates) Decap writes only the front matter, which decapFrontMatter reproduces exactly
  // (checked against the files Decap wrote): no browser needed either.
  for (const target of targets(only).filter((t) => !t.hasBody)) {
    const text = fs.readFileSync(path.join(ROOT, target.file), "utf8");
    const order = MARKDOWN_COLLECTIONS.find((c) => c.name === target.collection)!.fields.map((f) => f.name);
    const written = `---\n${decapFrontMatter(readFrontMatter(splitMarkdown(text)!.frontMatter), order)}\n---\n`;
    if (!isDeepStrictEqual(meaning(text, false), meaning(written, false))) throw new Error(`${target.file} changed`);
    fs.writeFileSync(path.join(ROOT, target.file), written);
    console.log(`${target.file}: written as Decap writes it`);
  }
  const { browser, page, dir } = await openCmsSession("format");
  await page.getByRole("button", { name: "Accedi" }).click();
  await page.getByRole("link", { name: "Articoli del blog", exact: true }).waitFor();
  const failed: string[] = [];
  for (const target of targets(only).filter((t) => t.hasBody)) {
    // A folder entry and a file collection's file open at the same kind of address.
    const route = `collections/${target.collection}/entries/${target.slug}`;
    try {
      // A fresh load per entry: moving between entries by address alone leaves the previous editor in place.
      await page.goto(`${SITE}/admin#/${route}`);
      await page.reload();
      await page.getByRole("button", { name: "Salva", exact: true }).waitFor();
      await page.waitForTimeout(500);
      await touch(page);
      await page.getByRole("button", { name: "Salva", exact: true }).click();
      await page.getByRole("button", { name: "Stato: Bozza" }).waitFor({ timeout: 30_000 });
      await page.getByRole("button", { name: "Salva", exact: true, disabled: true }).waitFor({ timeout: 30_000 });
      const written = execFileSync("git", ["show", `cms/${target.collection}/${target.slug}:${target.file}`], {
        cwd: dir,
        encoding: "utf8",
      });
      // The values must be those of before: otherwise the file is left as it was, and reported.
      const before = fs.readFileSync(path.join(ROOT, target.file), "utf8");
      if (!isDeepStrictEqual(meaning(before, false), meaning(written, false))) {
        throw new Error("Decap's form changes a value or the rendered body: left as it was");
      }
      fs.writeFileSync(path.join(ROOT, target.file), written);
      console.log(`${target.file}: written as Decap writes it`);
    } catch (error) {
      await page.screenshot({ path: path.join(os.tmpdir(), `decap-format-${target.slug}.png`) }).catch(() => undefined);
      failed.push(`${target.file}: ${(error as Error).message.split("\n")[0]}`);
      console.error(failed.at(-1));
    }
  }
  await browser.close();
  if (failed.length) {
    console.error(`${failed.length} file(s) not rewritten:\n${failed.join("\n")}`);
    process.exitCode = 1;
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopChildren);
