/**
 * @jest-environment node
 *
 * content/ is stored in the form Decap CMS writes it (scripts/decap-format.ts), so that a one-sentence edit in the
 * CMS changes one line of the file: front matter as Decap's YAML writer emits it (keys in the collection's field
 * order, strings folded at 80 columns), the body right after the front matter with Decap's `*` bullets, JSON files
 * as JSON.stringify(data, null, 2).
 */
import fs from "node:fs";
import path from "node:path";
import { DATA_FILES, MARKDOWN_COLLECTIONS } from "../../src/content-model/model";
import { decapFrontMatter, decapJson, meaning, readFrontMatter, splitMarkdown } from "../../scripts/lib/decap-form";

const CONTENT = path.resolve(__dirname, "../../content");

/**
 * Files Decap's Markdown editor would change the meaning of (scripts/decap-format.ts leaves them as they are): the
 * privacy notice's body would render differently after the editor's round trip. Edit it in the editor's raw mode.
 */
const NOT_IN_DECAP_FORM = new Set(["content/pages/informativa-privacy.md"]);

/** Lines of a body outside fenced code blocks. */
const proseLines = (body: string): string[] =>
  body
    .split(/^```[\s\S]*?^```/m)
    .join("\n")
    .split("\n");

describe("content/ in the form Decap writes it", () => {
  for (const collection of MARKDOWN_COLLECTIONS) {
    const order = collection.fields.map((f) => f.name);
    const dir = path.join(CONTENT, collection.folder);
    for (const name of fs.readdirSync(dir).filter((f) => f.endsWith(".md"))) {
      const file = `content/${collection.folder}/${name}`;
      if (NOT_IN_DECAP_FORM.has(file)) continue;
      it(file, () => {
        const text = fs.readFileSync(path.join(dir, name), "utf8");
        const parts = splitMarkdown(text);
        expect(parts).not.toBeNull();
        expect(parts!.frontMatter).toBe(decapFrontMatter(readFrontMatter(parts!.frontMatter), order));
        // Decap's Markdown editor writes the body right after the front matter, lists with `*`.
        expect(parts!.body.startsWith("\n")).toBe(false);
        expect(proseLines(parts!.body).filter((l) => /^\s*- /.test(l))).toEqual([]);
      });
    }
  }

  for (const spec of DATA_FILES) {
    it(`content/${spec.file}`, () => {
      const text = fs.readFileSync(path.join(CONTENT, spec.file), "utf8");
      // With or without a final newline: decap-server writes one after a save, the files committed here have none;
      // either way a one-value edit changes one line.
      expect(text.replace(/\n$/, "")).toBe(decapJson(JSON.parse(text)));
    });
  }
});

describe("the meaning of a file, which a change of form keeps", () => {
  const before = '---\ntitle: "Un titolo"\nlist:\n  - "uno"\n---\n\n- voce\n\n| a | b |\n|---|---|\n| 1 | 2 |\n';
  const decapForm = "---\ntitle: Un titolo\nlist:\n  - uno\n---\n* voce\n\n| a | b |\n| - | - |\n| 1 | 2 |\n";

  it("is the same for two forms of one file", () => {
    expect(meaning(decapForm, false)).toEqual(meaning(before, false));
  });

  it("differs when a value or the text changes", () => {
    expect(meaning(decapForm.replace("uno", "due"), false)).not.toEqual(meaning(before, false));
    expect(meaning(decapForm.replace("voce", "altra voce"), false)).not.toEqual(meaning(before, false));
  });
});
