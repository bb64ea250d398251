/**
 * @jest-environment node
 *
 * docs/FONTI-NORMATIVE.md lists every legal statement of the site with its norm and its sources (issue 29): every
 * source carries the day it was last checked, no such day is in the future, and every source a legal data file of
 * content/ cites, and every technical sheet, has its entry there.
 */
import fs from "node:fs";
import path from "node:path";
import { readJson, ROOT } from "../helpers/content";

const DOC = "docs/FONTI-NORMATIVE.md";
const text = fs.readFileSync(path.join(ROOT, DOC), "utf8");
const HAS_URL = /https?:\/\//;
const CHECKED = /verificat[oa] il (\d{4}-\d{2}-\d{2})/g;
const HAS_CHECKED = /verificat[oa] il \d{4}-\d{2}-\d{2}/;

/** The problems of a document's source lines: an address without a real date of check, or with a future one. */
function sourceLineProblems(doc: string, today: Date): string[] {
  const day = today.toISOString().slice(0, 10);
  return doc.split("\n").flatMap((line, i) => {
    if (!HAS_URL.test(line)) return [];
    const dates = [...line.matchAll(CHECKED)].map((m) => m[1]);
    if (dates.length === 0) return [`line ${i + 1}: a source without «verificato il» and the date of its last check`];
    return dates.flatMap((d) => {
      const parsed = new Date(`${d}T00:00:00Z`);
      if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== d) {
        return [`line ${i + 1}: «${d}» is not a date`];
      }
      return d > day ? [`line ${i + 1}: checked on ${d}, a day still to come`] : [];
    });
  });
}

interface LegalSource {
  readonly title: string;
  readonly url: string;
  readonly checked: string;
}

/** The sources the legal data files cite, with the file that cites them. */
function dataFileSources(): Array<LegalSource & { file: string }> {
  const unsettled = readJson<{ technologies: Array<{ sources: LegalSource[] }> }>("tecnologie.json");
  const groups = readJson<{ groups: Array<{ sources: LegalSource[] }> }>("allegato-xvi.json");
  return [
    ...unsettled.technologies.flatMap((t) => t.sources.map((s) => ({ ...s, file: "content/tecnologie.json" }))),
    ...groups.groups.flatMap((g) => g.sources.map((s) => ({ ...s, file: "content/allegato-xvi.json" }))),
  ];
}

describe(DOC, () => {
  it("gives every source the date of its last check, none in the future", () => {
    expect(sourceLineProblems(text, new Date())).toEqual([]);
  });

  it("fails a source line without a date, with a date to come or with no real date", () => {
    const doc = [
      "- https://www.normattiva.it/x — verificato il 2026-11-25",
      "- https://www.normattiva.it/y",
      "- https://www.normattiva.it/z — verificato il 2026-12-01",
      "- https://www.normattiva.it/w — verificato il 2026-02-30",
      "A line with no address, verificato or not.",
    ].join("\n");
    expect(sourceLineProblems(doc, new Date("2026-11-25T12:00:00Z"))).toEqual([
      "line 2: a source without «verificato il» and the date of its last check",
      "line 3: checked on 2026-12-01, a day still to come",
      "line 4: «2026-02-30» is not a date",
    ]);
  });

  it("lists every source the legal data files cite, checked no later than the file says", () => {
    const lines = text.split("\n");
    const missing = dataFileSources().flatMap((source) => {
      const line = lines.find((l) => l.includes(source.url));
      if (!line) return [`${source.file}: ${source.url} is not in ${DOC}`];
      const dates = [...line.matchAll(CHECKED)].map((m) => m[1]);
      return dates.some((d) => d >= source.checked) ? [] : [`${source.url}: checked on ${source.checked} in content`];
    });
    expect(missing).toEqual([]);
  });

  it("never gives a data file's source a check date in the future", () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(dataFileSources().filter((s) => !/^\d{4}-\d{2}-\d{2}$/.test(s.checked) || s.checked > today)).toEqual([]);
  });

  it("has a row, with its sources, for every sheet of content/schede-tecniche.json", () => {
    const sheets = readJson<{ sheets: Array<{ code: string; number: string }> }>("schede-tecniche.json").sheets;
    const rows = text.split("\n").filter((l) => l.startsWith("| `"));
    const missing = sheets.filter((sheet) => {
      const row = rows.find((r) => r.startsWith(`| \`${sheet.code}\``));
      return !row || !row.includes(`| ${sheet.number} `) || !HAS_URL.test(row) || !HAS_CHECKED.test(row);
    });
    expect(missing.map((s) => s.code)).toEqual([]);
  });

  it("is linked from the content model's documentation", () => {
    expect(fs.readFileSync(path.join(ROOT, "docs/CONTENT-MODEL.md"), "utf8")).toContain("(FONTI-NORMATIVE.md)");
  });
});
