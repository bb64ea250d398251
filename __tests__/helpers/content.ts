/**
 * Reads content/ from disk the way the build sees it, for tests that need the real content without a build.
 */
import fs from "node:fs";
import path from "node:path";
import { checkDoorways, type CityPageText } from "../../src/content-model/doorway";
import { collectContentLinks } from "../../src/content-model/links";
import {
  DATA_FILES,
  MARKDOWN_COLLECTIONS,
  collectionByName,
  type CollectionName,
  type PageTemplate,
} from "../../src/content-model/model";
import { checkSite } from "../../src/content-model/site-checks";
import { checkDataFile, checkMarkdownEntry } from "../../src/content-model/entry-checks";
import { formatContentError } from "../../src/content-model/validate";
import { contentImagesContext, loadPhraseLists } from "../../src/gatsby/content-nodes";
import { readMarkdownFolder } from "../../src/gatsby/markdown-files";
import { buildRoutes, type RouteInput } from "../../src/gatsby/routes";
import { contentPath } from "../../src/config/site-structure";

export const ROOT = path.resolve(__dirname, "../..");
export const CONTENT = path.join(ROOT, "content");

export interface DiskEntry {
  file: string;
  collection: CollectionName;
  data: Record<string, unknown>;
  body: string;
}

export function readMarkdown(contentDir: string = CONTENT): DiskEntry[] {
  return MARKDOWN_COLLECTIONS.flatMap((collection) =>
    readMarkdownFolder(path.join(contentDir, collection.folder)).map((f) => ({
      file: `content/${collection.folder}/${f.name}`,
      collection: collection.name,
      data: f.data,
      body: f.body,
    })),
  );
}

export function readJson<T>(name: string, contentDir: string = CONTENT): T {
  return JSON.parse(fs.readFileSync(path.join(contentDir, name), "utf8")) as T;
}

export function routeInputFromDisk(contentDir: string = CONTENT): RouteInput {
  const entries = readMarkdown(contentDir);
  const of = (c: CollectionName) => entries.filter((e) => e.collection === c);
  const sluggedEntry = (e: DiskEntry) => ({
    id: e.file,
    file: e.file,
    title: String(e.data.title),
    slug: String(e.data.slug),
    // What onCreateNode gives the node as fields.path.
    path: contentPath(e.collection, e.data) ?? "",
  });
  const slugged = (c: CollectionName) => of(c).map(sluggedEntry);
  const cities = readJson<{ cities: Array<{ slug: string; name: string; region: string }> }>(
    "cities.json",
    contentDir,
  ).cities;
  return {
    pages: of("pages").map((e) => ({
      id: e.file,
      file: e.file,
      title: String(e.data.title),
      path: String(e.data.path),
      template: e.data.template as PageTemplate,
    })),
    machines: slugged("machines"),
    formulas: slugged("formulas"),
    services: slugged("services"),
    sanitising: slugged("sanitising"),
    posts: of("posts").map((e) => ({ ...sluggedEntry(e), date: new Date(e.data.date as string).toISOString() })),
    cityTemplates: of("cityPages").map((e) => ({
      id: e.file,
      file: e.file,
      title: String(e.data.title),
      key: String(e.data.key),
      machine: String(e.data.machine),
    })),
    cityTexts: of("cityTexts").map((e) => ({
      id: e.file,
      file: e.file,
      key: String(e.data.key),
      city: String(e.data.city),
    })),
    cities: cities.map((c) => ({ file: "content/cities.json", slug: c.slug, name: c.name, region: c.region })),
  };
}

/** The city texts and the names to mask, as the build's doorway guard reads them (lead, body, questions). */
export function cityTextsFromDisk(contentDir: string = CONTENT): { pages: CityPageText[]; names: string[] } {
  const pages = readMarkdown(contentDir)
    .filter((e) => e.collection === "cityTexts")
    .map((e) => {
      const faq = (e.data.faq ?? []) as Array<{ question: string; answer: string }>;
      return {
        file: e.file,
        text: [String(e.data.lead ?? ""), e.body, ...faq.flatMap((q) => [q.question, q.answer])].join("\n\n"),
      };
    });
  const cities = readJson<{ cities: Array<{ name: string; region: string; areas: string[] }> }>(
    "cities.json",
    contentDir,
  ).cities;
  return { pages, names: cities.flatMap((c) => [c.name, c.region, ...c.areas]) };
}

/** The build's field checks (and placeholder checks) of every file in a content folder, as messages. */
export function fieldProblems(contentDir: string = CONTENT): string[] {
  const ctx = contentImagesContext(contentDir);
  const lists = loadPhraseLists(contentDir);
  return [
    ...readMarkdown(contentDir).flatMap((e) =>
      checkMarkdownEntry(collectionByName(e.collection), e.file, e.data, e.body, ctx, lists),
    ),
    ...DATA_FILES.flatMap((spec) =>
      checkDataFile(spec, `content/${spec.file}`, readJson(spec.file, contentDir), ctx, lists),
    ),
  ].map(formatContentError);
}

/** The build's checks across the site (addresses, references, links) of a content folder, as messages. */
export function siteProblems(contentDir: string = CONTENT): string[] {
  const input = routeInputFromDisk(contentDir);
  const sources = [
    ...readMarkdown(contentDir).map((e) => ({
      file: e.file,
      links: collectContentLinks(collectionByName(e.collection).fields, e.data, e.body),
    })),
    ...DATA_FILES.map((spec) => ({
      file: `content/${spec.file}`,
      links: collectContentLinks(spec.fields, readJson(spec.file, contentDir)),
    })),
  ];
  const { pages, names } = cityTextsFromDisk(contentDir);
  return [...checkSite(input, buildRoutes(input), sources), ...checkDoorways(pages, names)].map(formatContentError);
}
