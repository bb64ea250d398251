/**
 * onCreateNode: every content file is checked against the content model as it is read.
 * - Markdown files get fields.collection, fields.file, fields.contentLinks and, when the entry has a page of its
 *   own, fields.path: its address, from the one resolver in src/config/site-structure.ts.
 * - JSON files in content/ become typed nodes (Business, SiteSettings, Navigation, City).
 * A problem stops the build with a message naming the file and the field.
 */
import fs from "node:fs";
import path from "node:path";
import type { CreateNodeArgs, Node } from "gatsby";
import { contentPath } from "../config/site-structure";
import type { BannedClaim } from "../content-model/claims";
import { checkDataFile, checkMarkdownEntry, type PhraseLists } from "../content-model/entry-checks";
import { collectContentLinks } from "../content-model/links";
import { DATA_FILES, collectionByFolder, dataFileByFile } from "../content-model/model";
import { formatContentErrors, type ContentError, type ValidationContext } from "../content-model/validate";

/** Gatsby runs from the project root (gatsby-node is compiled into .cache, so __dirname would mislead). */
export const CONTENT_DIR = path.resolve(process.cwd(), "content");

export function contentImagesContext(contentDir: string = CONTENT_DIR): ValidationContext {
  return {
    imageExists: (name) => fs.existsSync(path.join(contentDir, "images", name)),
    documentExists: (name) => fs.existsSync(path.join(contentDir, "documenti", name)),
    relationValues: (dataFile, field) => {
      const spec = DATA_FILES.find((d) => d.name === dataFile);
      if (!spec?.listField) return undefined;
      const items = readList(path.join(contentDir, spec.file), spec.listField);
      return items?.flatMap((item) => (typeof item[field] === "string" ? [item[field]] : []));
    },
  };
}

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  relativeDirectory: string;
  extension: string;
  base: string;
}

interface MarkdownNode extends Node {
  frontmatter: Record<string, unknown>;
  rawMarkdownBody: string;
}

const isContentFile = (node: Node | undefined): node is FileNode =>
  node !== undefined && node.internal.type === "File" && (node as FileNode).sourceInstanceName === "content";

/** The company's list of banned claims, content/claims.json (checked as a data file like the others). */
export const CLAIMS_FILE = "claims.json";
/** Treatments reserved to medical practice, content/trattamenti-riservati.json. */
export const RESERVED_FILE = "trattamenti-riservati.json";

type Item = Record<string, unknown>;
const listCache = new Map<string, { mtimeMs: number; items: Item[] | undefined }>();

/** The items of a data file's list, read once per change of the file; undefined when it cannot be read. */
function readList(file: string, listField: string): Item[] | undefined {
  const mtimeMs = fs.existsSync(file) ? fs.statSync(file).mtimeMs : -1;
  const key = `${file} ${listField}`;
  const cached = listCache.get(key);
  if (cached?.mtimeMs === mtimeMs) return cached.items;
  let items: Item[] | undefined;
  try {
    const data = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
    const list = data[listField];
    items = Array.isArray(list) ? list.filter((i): i is Item => typeof i === "object" && i !== null) : undefined;
  } catch {
    items = undefined; // a missing or broken file is reported when the file itself is read as content
  }
  listCache.set(key, { mtimeMs, items });
  return items;
}

function readPhrases(file: string, listField: string): BannedClaim[] {
  return (readList(file, listField) ?? []).filter(
    (c): c is Item & BannedClaim => typeof c.phrase === "string" && c.phrase.trim() !== "",
  );
}

/** The company's list of banned claims: every content node is checked against it. */
export function loadBannedClaims(contentDir: string = CONTENT_DIR): BannedClaim[] {
  return readPhrases(path.join(contentDir, CLAIMS_FILE), "claims");
}

/** Both phrase lists: banned claims and treatments reserved to medical practice. */
export function loadPhraseLists(contentDir: string = CONTENT_DIR): PhraseLists {
  return {
    claims: loadBannedClaims(contentDir),
    reserved: readPhrases(path.join(contentDir, RESERVED_FILE), "treatments"),
  };
}

export function fail(reporter: CreateNodeArgs["reporter"], errors: readonly ContentError[]): void {
  if (errors.length > 0) reporter.panicOnBuild(formatContentErrors(errors));
}

/**
 * gatsby-transformer-remark gives every file a frontmatter title ("" when the file has none); a collection
 * without a title field (city texts) must not be told it has an unknown field it never wrote.
 */
function withoutAddedTitle(
  fields: readonly { name: string }[],
  frontmatter: Record<string, unknown>,
): Record<string, unknown> {
  if (fields.some((f) => f.name === "title") || frontmatter.title !== "") return frontmatter;
  const { title: _added, ...rest } = frontmatter;
  return rest;
}

/** Validation and extra fields of one Markdown file; returns the problems found. */
export function checkMarkdownNode(
  args: CreateNodeArgs,
  ctx: ValidationContext,
  lists: PhraseLists = { claims: [], reserved: [] },
): ContentError[] {
  const node = args.node as MarkdownNode;
  const parent = args.getNode(node.parent ?? "");
  if (!isContentFile(parent)) return [];
  const file = `content/${parent.relativePath}`;
  const collection = collectionByFolder(parent.relativeDirectory);
  if (!collection) {
    return [
      {
        file,
        field: "(file)",
        message: "is in no content folder (pages, machines, formule, servizi, sanificazione, blog, city-pages, citta)",
      },
    ];
  }
  const { createNodeField } = args.actions;
  createNodeField({ node, name: "collection", value: collection.name });
  createNodeField({ node, name: "file", value: file });
  const address = contentPath(collection.name, node.frontmatter);
  if (address !== null) createNodeField({ node, name: "path", value: address });
  createNodeField({
    node,
    name: "contentLinks",
    value: collectContentLinks(collection.fields, node.frontmatter, node.rawMarkdownBody),
  });
  const data = withoutAddedTitle(collection.fields, node.frontmatter);
  return checkMarkdownEntry(collection, file, data, node.rawMarkdownBody, ctx, lists);
}

/** A JSON file of content/: checked, then turned into one node (or one per list item). */
export async function createDataNodes(
  args: CreateNodeArgs,
  ctx: ValidationContext,
  lists: PhraseLists = { claims: [], reserved: [] },
): Promise<ContentError[]> {
  const node = args.node as FileNode;
  const file = `content/${node.relativePath}`;
  const spec = node.relativeDirectory === "" ? dataFileByFile(node.base) : undefined;
  if (!spec) {
    return [
      { file, field: "(file)", message: `is not a known data file (${DATA_FILES.map((d) => d.file).join(", ")})` },
    ];
  }
  let data: unknown;
  try {
    data = JSON.parse(await args.loadNodeContent(node));
  } catch (error) {
    return [{ file, field: "(file)", message: `is not valid JSON: ${(error as Error).message}` }];
  }
  const errors = checkDataFile(spec, file, data, ctx, lists);
  if (errors.length > 0) return errors;

  const record = data as Record<string, unknown>;
  const items: Array<Record<string, unknown>> = spec.listField
    ? (record[spec.listField] as Array<Record<string, unknown>>).map((item, position) => ({ ...item, position }))
    : [record];
  const itemFields = spec.listField ? (spec.fields.find((s) => s.name === spec.listField)?.fields ?? []) : spec.fields;

  items.forEach((item, i) => {
    const child = {
      ...item,
      sourceFile: file,
      contentLinks: collectContentLinks(itemFields, item),
      id: args.createNodeId(`${file} ${spec.typeName} ${i}`),
      parent: node.id,
      children: [],
      internal: { type: spec.typeName, contentDigest: args.createContentDigest(item) },
    };
    args.actions.createNode(child);
    args.actions.createParentChildLink({ parent: node, child: child as unknown as Node });
  });
  return [];
}

export async function onCreateNode(args: CreateNodeArgs): Promise<void> {
  const { node, reporter } = args;
  const ctx = contentImagesContext();
  if (node.internal.type === "MarkdownRemark") {
    fail(reporter, checkMarkdownNode(args, ctx, loadPhraseLists()));
  } else if (isContentFile(node) && node.extension === "json") {
    fail(reporter, await createDataNodes(args, ctx, loadPhraseLists()));
  }
}
