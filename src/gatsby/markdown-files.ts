/** The Markdown files of one content folder, read from disk in name order (for build steps and tests). */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";

export interface MarkdownFile {
  /** The file's name in its folder, e.g. blog01.md. */
  readonly name: string;
  /** Its front matter as YAML gives it (dates are Date objects). */
  readonly data: Record<string, unknown>;
  readonly body: string;
}

export function readMarkdownFolder(dir: string): MarkdownFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((name) => {
      const parsed = matter(fs.readFileSync(path.join(dir, name), "utf8"));
      return { name, data: parsed.data, body: parsed.content };
    });
}
