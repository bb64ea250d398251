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

/**
 * The cities as the build's City nodes hold them, read from the files themselves: only the cities with at least
 * one text in content/citta, each with pageKeys, the keys of its texts whose city template exists.
 */
export function cityNodesFromDisk<T extends { slug: string }>(
  contentDir: string = CONTENT,
): Array<T & { pageKeys: string[] }> {
  const entries = readMarkdown(contentDir);
  const keys = new Set(entries.filter((e) => e.collection === "cityPages").map((e) => String(e.data.key)));
  const texts = entries.filter((e) => e.collection === "cityTexts");
  return readJson<{ cities: T[] }>("cities.json", contentDir)
    .cities.map((c) => ({
      ...c,
      pageKeys: texts
        .filter((t) => t.data.city === c.slug && keys.has(String(t.data.key)))
        .map((t) => String(t.data.key))
        .sort(),
    }))
    .filter((c) => c.pageKeys.length > 0);
}

/** The addresses of the city pages, from the files: one per city text whose city and city template exist. */
export function cityPagePathsFromDisk(contentDir: string = CONTENT): string[] {
  return cityNodesFromDisk(contentDir).flatMap((c) =>
    c.pageKeys.map((key) => `/macchinari-estetici-professionali/macchinario-${key}-${c.slug}`),
  );
}

/**
 * Every page of the site without the /it prefix, from the files, with the addresses written out here rather than
 * with the code that builds the route table: editors add entries, so the expectations grow with them.
 */
export function pagePathsFromDisk(contentDir: string = CONTENT): string[] {
  const sections: Partial<Record<CollectionName, string>> = {
    machines: "/macchinari-estetici-roma",
    formulas: "/formule",
    services: "/servizi-centri-estetici",
    sanitising: "/sanificazione",
    posts: "/blog",
  };
  const entries = readMarkdown(contentDir);
  return [
    ...entries.filter((e) => e.collection === "pages").map((e) => String(e.data.path)),
    ...entries.flatMap((e) => (sections[e.collection] ? [`${sections[e.collection]}/${String(e.data.slug)}`] : [])),
    ...cityPagePathsFromDisk(contentDir),
  ];
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
