/**
 * onCreateNode: every content file is checked against the content model as it is read.
 * - Markdown files get fields.collection, fields.file, fields.contentLinks and, when the entry has a page of its
 *   own, fields.path: its address, from the one resolver in src/config/site-structure.ts.
 * - JSON files in content/ become typed nodes (Business, SiteSettings, Navigation, City).
 * - Cities (City nodes) are sourced from content/ at every build, only those with a text for at least one city
 *   template, each with the keys of its pages (pageKeys: the city flow, src/content-model/site-checks.ts), so a city
 *   grows machine by machine and one published before its texts builds without pages.
 * A problem stops the build once, in createPages, with every problem of every file (checkAllContent): the nodes a
 * warm .cache keeps are checked as well as the new ones, so a second build prints the same list as the first.
 */
import fs from "node:fs";
import path from "node:path";
import type { CreateNodeArgs, Node, NodePluginArgs, SourceNodesArgs } from "gatsby";
import { contentPath } from "../config/site-structure";
import type { BannedClaim } from "../content-model/claims";
import { checkDataFile, checkMarkdownEntry, type PhraseLists } from "../content-model/entry-checks";
import { collectContentLinks } from "../content-model/links";
import { readFacts } from "../content-model/facts";
import {
  DATA_FILES,
  collectionByFolder,
  collectionByName,
  dataFileByFile,
  type DataFileName,
} from "../content-model/model";
import { unconfirmedPartners } from "../content-model/partners";
import { cityReadiness, cityReadinessWarning, type CityReadiness } from "../content-model/site-checks";
import { readMarkdownFolder } from "./markdown-files";
import { formatContentErrors, type ContentError, type ValidationContext } from "../content-model/validate";

/** Gatsby runs from the project root (gatsby-node is compiled into .cache, so __dirname would mislead). */
export const CONTENT_DIR = path.resolve(process.cwd(), "content");

export function contentImagesContext(contentDir: string = CONTENT_DIR): ValidationContext {
  return {
    imageExists: (name) => fs.existsSync(path.join(contentDir, "images", name)),
    documentExists: (name) => fs.existsSync(path.join(contentDir, "documenti", name)),
    relationValues: (dataFile, field) =>
      listItems(contentDir, dataFile)?.flatMap((item) => (typeof item[field] === "string" ? [item[field]] : [])),
    relationItems: (dataFile) => listItems(contentDir, dataFile),
  };
}

/** The items of a data file's list (content/schede-tecniche.json's sheets...), read once per change of the file. */
function listItems(contentDir: string, dataFile: DataFileName): Item[] | undefined {
  const spec = DATA_FILES.find((d) => d.name === dataFile);
  return spec?.listField ? readList(path.join(contentDir, spec.file), spec.listField) : undefined;
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

/** The facts written once, content/fatti.json. */
export const FACTS_FILE = "fatti.json";

/**
 * The phrase lists every content file is checked against: banned claims, treatments reserved to medical practice,
 * the facts written once, and the names of the formulas' partners not yet confirmed (read from content/formule).
 */
export function loadPhraseLists(contentDir: string = CONTENT_DIR): PhraseLists {
  const formulas = collectionByName("formulas").folder;
  return {
    claims: loadBannedClaims(contentDir),
    reserved: readPhrases(path.join(contentDir, RESERVED_FILE), "treatments"),
    facts: readFacts(readList(path.join(contentDir, FACTS_FILE), "facts") ?? []),
    partners: unconfirmedPartners(
      readMarkdownFolder(path.join(contentDir, formulas)).map((m) => ({
        file: `content/${formulas}/${m.name}`,
        data: m.data,
      })),
    ),
  };
}

/**
 * The id of the build's content errors (Gatsby's structured errors): the header reads "ERROR #<plugin>_contenuti"
 * and the text is the Italian list, instead of "ERROR UNKNOWN".
 */
export const CONTENT_ERROR_ID = "contenuti";

type Reporter = NodePluginArgs["reporter"];

/**
 * Gatsby files a plugin's error map under "<plugin>_<id>" (the site's gatsby-node is "default-site-plugin"), but
 * prefixes the id of an error only when no activity reports it (createPages's does not), so the error names the
 * full id.
 */
const REPORTED_ID = `default-site-plugin_${CONTENT_ERROR_ID}`;

/** Registers the content error with the reporter that reports it. */
function registerContentError(reporter: Reporter): void {
  reporter.setErrorMap({
    [CONTENT_ERROR_ID]: {
      text: (context: { message: string }) => context.message,
      level: "ERROR",
      type: "PLUGIN",
      category: "USER",
    },
  });
}

/** Reports `message` as a content error: the build stops; `gatsby develop` shows it and goes on. */
export function reportContentError(reporter: Reporter, message: string, stop = true): void {
  registerContentError(reporter);
  const meta = { id: REPORTED_ID, context: { message } };
  if (stop) reporter.panicOnBuild(meta);
  else reporter.error(meta);
}

/** Stops the build with the Italian list of `errors`. */
export function fail(reporter: Reporter, errors: readonly ContentError[]): void {
  if (errors.length > 0) reportContentError(reporter, formatContentErrors(errors));
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

/** The problems of one Markdown node (pure: no node fields are written). */
export function markdownProblems(
  node: MarkdownNode,
  parent: Node | undefined,
  ctx: ValidationContext,
  lists: PhraseLists,
): ContentError[] {
  if (!isContentFile(parent)) return [];
  const file = `content/${parent.relativePath}`;
  const collection = collectionByFolder(parent.relativeDirectory);
  if (!collection) {
    return [
      {
        file,
        field: "(file)",
        message:
          "non è in nessuna cartella dei contenuti (pages, machines, formule, servizi, sanificazione, blog, " +
          "city-pages, citta)",
      },
    ];
  }
  const data = withoutAddedTitle(collection.fields, node.frontmatter);
  return checkMarkdownEntry(collection, file, data, node.rawMarkdownBody, ctx, lists);
}

/** Validation and extra fields of one Markdown file; returns the problems found. */
export function checkMarkdownNode(
  args: CreateNodeArgs,
  ctx: ValidationContext,
  lists: PhraseLists = { claims: [], reserved: [] },
): ContentError[] {
  const node = args.node as MarkdownNode;
  const parent = args.getNode(node.parent ?? "");
  const collection = isContentFile(parent) ? collectionByFolder(parent.relativeDirectory) : undefined;
  if (!parent || !collection) return markdownProblems(node, parent, ctx, lists);
  const file = `content/${(parent as FileNode).relativePath}`;
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
  return markdownProblems(node, parent, ctx, lists);
}

/** The problems of one JSON file of content/ and its data when it can be read (pure). */
export function dataFileProblems(
  file: string,
  relativeDirectory: string,
  base: string,
  text: string,
  ctx: ValidationContext,
  lists: PhraseLists,
): { errors: ContentError[]; data?: unknown } {
  const spec = relativeDirectory === "" ? dataFileByFile(base) : undefined;
  if (!spec) {
    return {
      errors: [
        {
          file,
          field: "(file)",
          message: `non è un file di dati conosciuto (${DATA_FILES.map((d) => d.file).join(", ")})`,
        },
      ],
    };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { errors: [{ file, field: "(file)", message: `non è un JSON valido: ${(error as Error).message}` }] };
  }
  return { errors: checkDataFile(spec, file, data, ctx, lists), data };
}

/** A JSON file of content/: checked, then turned into one node (or one per list item). */
export async function createDataNodes(
  args: CreateNodeArgs,
  ctx: ValidationContext,
  lists: PhraseLists = { claims: [], reserved: [] },
): Promise<ContentError[]> {
  const node = args.node as FileNode;
  const file = `content/${node.relativePath}`;
  const { errors, data } = dataFileProblems(
    file,
    node.relativeDirectory,
    node.base,
    await args.loadNodeContent(node),
    ctx,
    lists,
  );
  const spec = dataFileByFile(node.base);
  if (errors.length > 0 || !spec) return errors;
  // Cities are sourced at every build with the city flow's rule (sourceCities below).
  if (spec.name === "cities") return [];

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

/**
 * Nodes are created here; their problems are reported by createPages (checkAllContent), once, with those of the
 * nodes a warm .cache kept. `gatsby develop` also shows them as soon as a file changes.
 */
export async function onCreateNode(args: CreateNodeArgs): Promise<void> {
  const { node, reporter } = args;
  const ctx = contentImagesContext();
  let errors: ContentError[] = [];
  if (node.internal.type === "MarkdownRemark") {
    errors = checkMarkdownNode(args, ctx, loadPhraseLists());
  } else if (isContentFile(node) && node.extension === "json") {
    errors = await createDataNodes(args, ctx, loadPhraseLists());
  }
  if (process.env.gatsby_executing_command === "develop" && errors.length > 0) {
    reportContentError(reporter, formatContentErrors(errors), false);
  }
}

/**
 * Every problem of every content file in the node store, new or kept by a warm .cache: the Markdown nodes'
 * front matter and body, and the JSON files read again from disk.
 */
export function checkAllContent(getNodes: () => Node[], getNode: (id: string) => Node | undefined): ContentError[] {
  const ctx = contentImagesContext();
  const lists = loadPhraseLists();
  return getNodes().flatMap((node) => {
    if (node.internal.type === "MarkdownRemark") {
      return markdownProblems(node as MarkdownNode, getNode(node.parent ?? ""), ctx, lists);
    }
    if (isContentFile(node) && node.extension === "json") {
      const file = `content/${node.relativePath}`;
      const text = fs.readFileSync(path.join(CONTENT_DIR, node.relativePath), "utf8");
      return dataFileProblems(file, node.relativeDirectory, node.base, text, ctx, lists).errors;
    }
    return [];
  });
}

/** The city flow, from the files on disk: which city pages have their text (src/content-model/site-checks.ts). */
export function readCityReadiness(contentDir: string = CONTENT_DIR): {
  readiness: CityReadiness;
  items: Array<Record<string, unknown>>;
} {
  const citiesFile = path.join(contentDir, "cities.json");
  const items = readList(citiesFile, "cities") ?? [];
  const str = (v: unknown): string => (typeof v === "string" ? v : "");
  const folder = (name: "cityPages" | "cityTexts") => path.join(contentDir, collectionByName(name).folder);
  const readiness = cityReadiness({
    cities: items.map((c) => ({ file: "content/cities.json", slug: str(c.slug), name: str(c.name), region: "" })),
    cityTemplates: readMarkdownFolder(folder("cityPages")).map((m) => ({
      id: m.name,
      file: `content/city-pages/${m.name}`,
      title: "",
      key: str(m.data.key),
      machine: "",
    })),
    cityTexts: readMarkdownFolder(folder("cityTexts")).map((m) => ({
      id: m.name,
      file: `content/citta/${m.name}`,
      key: str(m.data.key),
      city: str(m.data.city),
    })),
  });
  return { readiness, items };
}

/**
 * sourceNodes: one City node per city with a text for at least one city template, with pageKeys, the keys of the
 * templates that have its text (the links to its pages read them), at every build (cold or warm cache),
 * with a warning naming the cities and texts not published yet. A broken cities.json gives no nodes here; its
 * problems are reported with the others.
 */
export function sourceNodes(args: SourceNodesArgs): void {
  const { readiness, items } = readCityReadiness();
  const citiesFile = path.join(CONTENT_DIR, "cities.json");
  const text = fs.existsSync(citiesFile) ? fs.readFileSync(citiesFile, "utf8") : "";
  const lists = loadPhraseLists();
  if (dataFileProblems("content/cities.json", "", "cities.json", text, contentImagesContext(), lists).errors.length) {
    return; // reported with every other problem by createPages
  }
  const spec = DATA_FILES.find((d) => d.name === "cities");
  const itemFields = spec?.fields.find((s) => s.name === "cities")?.fields ?? [];
  const pageKeys = new Map(readiness.cities.map((c) => [c.slug, c.pageKeys]));
  const file = "content/cities.json";
  items.forEach((item, position) => {
    const keys = pageKeys.get(String(item.slug)) ?? [];
    if (keys.length === 0) return;
    args.actions.createNode({
      ...item,
      pageKeys: keys,
      position,
      sourceFile: file,
      contentLinks: collectContentLinks(itemFields, item),
      id: args.createNodeId(`${file} City ${position}`),
      parent: null,
      children: [],
      internal: { type: "City", contentDigest: args.createContentDigest({ item, position, keys }) },
    });
  });
  const warning = cityReadinessWarning(readiness);
  if (warning) args.reporter.warn(warning);
}
