/**
 * The CMS label of a field named by its path in a content file ("faq[2].answer" in content/machines/x.md is
 * «Domande frequenti» n. 3, «Risposta»): the build's messages and the CMS's name a field as the editor sees it.
 */
import { DATA_FILES, MARKDOWN_COLLECTIONS, type FieldSpec } from "./model";

/** The label of the Markdown body in the CMS (src/gatsby/decap-config.ts, BODY_FIELD). */
export const BODY_LABEL = "Testo";

/** The fields of the content file at `file` (content/<folder>/<name>.md or content/<name>.json). */
function fieldsOf(file: string): readonly FieldSpec[] | undefined {
  const markdown = /^content\/([^/]+)\/[^/]+\.md$/.exec(file);
  if (markdown) return MARKDOWN_COLLECTIONS.find((c) => c.folder === markdown[1])?.fields;
  const data = /^content\/([^/]+\.json)$/.exec(file);
  return data ? DATA_FILES.find((d) => d.file === data[1])?.fields : undefined;
}

/**
 * «Label» (name) of `field` in `file`; list items as «Label» n. 3. A field the model does not know (a misspelt
 * name) is named as written.
 */
export function fieldLabel(file: string, field: string): string {
  if (field === "(file)") return "il file";
  if (field === "body") return `campo «${BODY_LABEL}» (body)`;
  const parts: string[] = [];
  let fields = fieldsOf(file);
  for (const step of field.split(".")) {
    const m = /^([^[\]]+)((?:\[\d+\])*)$/.exec(step);
    const spec = m ? fields?.find((f) => f.name === m[1]) : undefined;
    const indexes = m ? [...m[2].matchAll(/\[(\d+)\]/g)].map((i) => Number(i[1]) + 1) : [];
    if (!spec) {
      parts.push(`«${step}»`);
      fields = undefined;
      continue;
    }
    parts.push(`«${spec.label}»${indexes.map((n) => ` n. ${n}`).join("")}`);
    fields = spec.fields;
  }
  return `campo ${parts.join(", ")} (${field})`;
}
