/**
 * The build's messages as an editor in /admin reads them: the field named by its label in the form (no path such as
 * `treatments[0]`), other content files named by their collection and entry (no `content/…` file names), no
 * technical name in brackets, percentages written the Italian way. The build's own log keeps the full messages,
 * with file and field, for whoever reads it (src/content-model).
 */
import { fieldLabel } from "../content-model/labels";
import { DATA_FILES, MARKDOWN_COLLECTIONS, type FieldSpec } from "../content-model/model";
import type { ContentError } from "../content-model/validate";

/** One problem as the CMS shows it: the field to open, the message without technical names. */
export interface ProblemLine {
  /** The field's label as the form shows it, with the item number of a list («Domande frequenti» n. 2, «Risposta»). */
  readonly field: string;
  /** The label of the field at the top of the form, to find and open it. */
  readonly topLabel: string | null;
  readonly text: string;
}

const FIELD_NAMES: ReadonlySet<string> = (() => {
  const names = new Set<string>(["slug", "key", "body", "file"]);
  const visit = (fields: readonly FieldSpec[] | undefined): void => {
    for (const f of fields ?? []) {
      names.add(f.name);
      visit(f.fields);
    }
  };
  for (const c of MARKDOWN_COLLECTIONS) visit(c.fields);
  for (const d of DATA_FILES) visit(d.fields);
  return names;
})();

/** «laser-diodo-milano» (Testi per città) for content/citta/laser-diodo-milano.md; a data file by its CMS label. */
export function entryWords(file: string): string {
  const markdown = /^content\/([^/]+)\/([^/]+)\.md$/.exec(file);
  if (markdown) {
    const collection = MARKDOWN_COLLECTIONS.find((c) => c.folder === markdown[1]);
    return collection ? `«${markdown[2]}» (${collection.label})` : `«${markdown[2]}»`;
  }
  const data = /^content\/([^/]+\.json)$/.exec(file);
  const spec = data ? DATA_FILES.find((d) => d.file === data[1]) : undefined;
  return spec ? `«${spec.label}»` : `«${file.replace(/^content\//, "")}»`;
}

/** Italian: 12,5% with the article the number takes when read aloud (l'8%, l'11%, lo 0%, il 35%). */
export function percentWords(value: number): string {
  const rounded = value >= 10 || Number.isInteger(value) ? Math.round(value) : Math.round(value * 10) / 10;
  const written = `${String(rounded).replace(".", ",")}%`;
  const whole = Math.floor(rounded);
  const vowel = whole === 1 || whole === 11 || /^8/.test(String(whole));
  return `${whole === 0 ? "lo " : vowel ? "l'" : "il "}${written}`;
}

/** A build message without file names, technical names in brackets or dotted percentages. */
export function editorMessage(message: string): string {
  return message
    .replace(/\bcontent\/[\w./-]+\.(?:md|json)\b/g, (file) => entryWords(file))
    .replace(/\b(?:il|lo|l') ?(\d+(?:\.\d+)?)%/g, (_m, n: string) => percentWords(Number(n)))
    .replace(/(\d+\.\d+)%/g, (_m, n: string) => percentWords(Number(n)).replace(/^(?:il |lo |l')/, ""))
    .replace(/ \(([A-Za-z][\w]*(?:\[\d+\])?(?:\.[A-Za-z]\w*(?:\[\d+\])?)*)\)/g, (whole, name: string) =>
      FIELD_NAMES.has(name.replace(/\[\d+\]/g, "").split(".")[0]) ? "" : whole,
    )
    .replace(/^Error: /, "");
}

/** The label of `field` of `file` as the form shows it: «Domande frequenti» n. 2, «Risposta». */
export function fieldWords(file: string, field: string): string {
  if (field === "(file)") return "La voce";
  return fieldLabel(file, field)
    .replace(/^campo /, "")
    .replace(/ \([^)]*\)$/, "");
}

/** The label of the top-level field of `field`, as a form control's label («Domande frequenti» for faq[1].answer). */
export function topFieldLabel(file: string, field: string): string | null {
  const first = /^«([^»]+)»/.exec(fieldWords(file, field.split(".")[0].replace(/\[\d+\]$/, "")));
  return first ? first[1] : null;
}

export function problemLines(errors: readonly ContentError[]): ProblemLine[] {
  return errors.map((e) => ({
    field: fieldWords(e.file, e.field),
    topLabel: topFieldLabel(e.file, e.field),
    text: editorMessage(e.message),
  }));
}
