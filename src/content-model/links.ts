/**
 * Links written by editors: found in Markdown bodies and in link fields, then checked against the route table.
 */
import type { FieldSpec } from "./model";
import type { ContentError } from "./validate";
import { isPlainObject } from "./validate";

export interface ContentLink {
  /** "body" or the dotted path of a link field, e.g. cta.url */
  readonly field: string;
  readonly url: string;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Every href of a Markdown text: inline links and images, reference definitions and raw HTML href/src. */
export function extractMarkdownLinks(markdown: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g, // [text](url "title")
    /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm, // [ref]: url
    /\b(?:href|src)\s*=\s*"([^"]+)"/g, // <a href="url">
  ];
  for (const pattern of patterns) {
    for (const match of markdown.matchAll(pattern)) found.push(match[1]);
  }
  return found;
}

/** Links of a content file that point inside the site (everything but external, mail, phone and in-page links). */
export function collectContentLinks(fields: readonly FieldSpec[], data: unknown, body?: string): ContentLink[] {
  const links: ContentLink[] = [];
  if (body) {
    for (const url of extractMarkdownLinks(body)) links.push({ field: "body", url });
  }
  walk(fields, data, "", links);
  return links.filter((link) => !EXTERNAL.test(link.url) && !link.url.startsWith("#"));
}

function walk(fields: readonly FieldSpec[], data: unknown, prefix: string, out: ContentLink[]): void {
  if (!isPlainObject(data)) return;
  for (const spec of fields) {
    const value = data[spec.name];
    const field = `${prefix}${spec.name}`;
    if (spec.type === "url" && typeof value === "string") out.push({ field, url: value });
    if (spec.type === "object") walk(spec.fields ?? [], value, `${field}.`, out);
    if (spec.type === "objectList" && Array.isArray(value)) {
      value.forEach((item, i) => walk(spec.fields ?? [], item, `${field}[${i}].`, out));
    }
  }
}

/** The route a link leads to, without query, fragment, trailing slash or the /it prefix. */
export function normaliseInternalLink(url: string): string {
  let path = url.replace(/[?#].*$/, "");
  if (path.length > 1) path = path.replace(/\/+$/, "");
  if (path === "/it") return "/";
  if (path.startsWith("/it/")) path = path.slice(3);
  return path || "/";
}

export interface LinkSource {
  readonly file: string;
  readonly links: readonly ContentLink[];
}

/** One error for each link that leads to no page of the route table. */
export function checkLinks(sources: readonly LinkSource[], routePaths: ReadonlySet<string>): ContentError[] {
  const errors: ContentError[] = [];
  for (const source of sources) {
    for (const link of source.links) {
      if (!link.url.startsWith("/")) {
        errors.push({
          file: source.file,
          field: link.field,
          message:
            `il collegamento «${link.url}» è relativo: scrivete l'indirizzo della pagina a partire da /, ` +
            "es. /contatti",
        });
        continue;
      }
      if (!routePaths.has(normaliseInternalLink(link.url))) {
        errors.push({
          file: source.file,
          field: link.field,
          message: `il collegamento «${link.url}» non porta a nessuna pagina del sito`,
        });
      }
    }
  }
  return errors;
}
