/**
 * The form Decap CMS 3 writes a content file in (decap-cms-core 3.19: src/formats/yaml.ts, frontmatter.ts, json.ts,
 * as bundled in node_modules/decap-cms/dist): front matter by the `yaml` package 1.x — createNode of the data, keys
 * sorted in the order of the collection's fields, Document#toString (strings folded at 80 columns) — between `---`
 * lines with the body right after; JSON files as JSON.stringify(data, null, 2), no final newline. The body is written
 * by Decap's Markdown editor (remark: `*` bullets, padded tables); scripts/decap-format.ts lets Decap write it.
 *
 * `yaml` 1.10 is the version decap-cms-core depends on (npm ls yaml); it is not a dependency of the project, so it is
 * read from node_modules here, by the scripts and tests only.
 */
import matter from "gray-matter";
import YAML from "yaml";
import { markdownToHast } from "../../src/cms/preview-data";

/** A JSON file as Decap writes it. */
export const decapJson = (data: unknown): string => JSON.stringify(data, null, 2);

/** The front matter block (without the `---` lines) as Decap writes `data`, keys in `fieldOrder`. */
export function decapFrontMatter(data: Record<string, unknown>, fieldOrder: readonly string[]): string {
  const node = YAML.createNode(data) as unknown as { items: Array<{ key: unknown }> };
  const index = (item: { key: unknown }): number => fieldOrder.indexOf(String(item.key));
  // As decap-cms-core's sortKeys: keys outside the list keep their place.
  node.items.sort((a, b) => (index(a) === -1 || index(b) === -1 ? 0 : index(a) - index(b)));
  const doc = new YAML.Document();
  doc.contents = node as unknown as typeof doc.contents;
  return doc.toString().trim();
}

/** The parts of a Markdown content file: its front matter text (between the `---` lines) and its body. */
export function splitMarkdown(text: string): { frontMatter: string; body: string } | null {
  const m = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
  return m ? { frontMatter: m[1], body: m[2] } : null;
}

/** The Markdown front matter as Decap reads it (yaml 1.x, core schema: a date stays the text it is written as). */
export const readFrontMatter = (frontMatter: string): Record<string, unknown> =>
  (YAML.parse(frontMatter) ?? {}) as Record<string, unknown>;

/**
 * What a content file means to the site: its values as the build reads them (gray-matter) and its body as the site
 * renders it (remark, GitHub flavour, the same reader as the preview). Two forms of one file give equal meanings.
 */
export function meaning(text: string, json: boolean): unknown {
  if (json) return JSON.parse(text) as unknown;
  const parsed = matter(text);
  // Without the source positions, which differ with the layout.
  const body = JSON.parse(
    JSON.stringify(markdownToHast(parsed.content), (key, value: unknown) => (key === "position" ? undefined : value)),
  ) as unknown;
  return { data: JSON.parse(JSON.stringify(parsed.data)) as unknown, body };
}
