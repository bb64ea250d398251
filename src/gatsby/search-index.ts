/**
 * Post-build step: the site search's index, written by Pagefind (https://pagefind.app, through its Node API) into
 * public/pagefind/ from the built HTML, before the security headers (which do not read it).
 *
 * What is indexed, from the route table (Gatsby's pages and their context):
 * - one copy of each page: the unprefixed one (every page also exists under /it with the same content);
 * - not the pages that say `noindex` (the thank-you page, the results page itself) nor the 404 page;
 * - the page's <main> only, less what is not its own (INDEX_EXCLUDE): the header, menus and footer are outside it.
 * Each page carries its section («Macchinari», «Blog», «Città»...) as metadata and filter (the results page lists
 * the city pages after the others), and a machine, formula, service or sanitising product its short name, which
 * the results page weighs (src/config/search-index.ts), and its topic section weighted (TOPIC_SECTIONS).
 *
 * The served HTML is not changed: Pagefind reads a copy of each page with those marks on its <main>. It stems the
 * words by the pages' language (<html lang="it">: Italian).
 */
import fs from "node:fs";
import path from "node:path";
import { SECTION_CRUMBS } from "../config/labels";
import type { PageContext, TemplateName } from "../config/page-context";
import { SEARCH_FIELDS, SEARCH_INDEX_DIR } from "../config/search-index";
import { CITY_SECTION } from "../lib/search-query";
import type { PostBuildStep } from "./post-build";
import { builtHtmlFile, requestPath } from "./security-headers";

/** The section each kind of page is listed under in the results; null: not indexed. */
export const SEARCH_SECTIONS: Readonly<Record<TemplateName, string | null>> = {
  machines: SECTION_CRUMBS.machines.title,
  machine: SECTION_CRUMBS.machines.title,
  cityMachine: CITY_SECTION,
  formulas: SECTION_CRUMBS.formulas.title,
  formula: SECTION_CRUMBS.formulas.title,
  service: "Servizi",
  sanitising: SECTION_CRUMBS.sanitising.title,
  sanitisingProduct: SECTION_CRUMBS.sanitising.title,
  blog: SECTION_CRUMBS.posts.title,
  post: SECTION_CRUMBS.posts.title,
  home: "Pagine",
  contact: "Pagine",
  calculator: "Pagine",
  compare: "Pagine",
  page: "Pagine",
  // The results page is not a result.
  search: null,
};

/** The kinds of page whose entry has a short name (`name` in content/), which the ranking weighs. */
const NAMED: ReadonlySet<TemplateName> = new Set<TemplateName>(["machine", "formula", "service", "sanitisingProduct"]);

/**
 * Parts of a page's <main> that are not its own content, by the ids and global classes the templates give them:
 * the breadcrumbs, the small labels over headings (.eyebrow: «Macchinari estetici professionali», a city's
 * region), the buttons (.btn: «Richiedete informazioni», «Calcolate il rientro» on every machine page), the closing
 * call to action (the same on every page), and the cards of other pages (other machines, posts,
 * formulas; the home page's and the list pages' lists), whose text is indexed on those pages. Without them, a
 * page is found for what it says itself, and a list does not outrank the pages it lists. A build test checks that
 * each selector still matches something (__tests__/build/search.test.ts).
 */
export const INDEX_EXCLUDE: readonly string[] = [
  "nav",
  ".eyebrow",
  ".btn",
  '[aria-labelledby="cta-heading"]',
  '[aria-labelledby$="-others"]',
  '[aria-labelledby="machine-formulas"]',
  '[aria-labelledby="home-machines"]',
  '[aria-labelledby="home-formulas"]',
  '[aria-labelledby="home-blog"]',
  '[aria-labelledby="list-heading"]',
];

export interface PageToIndex {
  /** The page's address, as results link to it. */
  readonly url: string;
  /** Its HTML, relative to public/, as Gatsby writes it (before the Netlify adapter moves it). */
  readonly file: string;
  readonly section: string;
  /** The entry's short name, for machines, formulas, services and sanitising products. */
  readonly name?: string;
}

interface PageLike {
  readonly path: string;
  readonly context?: Partial<PageContext>;
}

/** The pages to index, from Gatsby's pages: the unprefixed copy of each route whose kind is indexed; pure. */
export function pagesToIndex(pages: Iterable<PageLike>, names: ReadonlyMap<string, string>): PageToIndex[] {
  const out: PageToIndex[] = [];
  for (const { path: pagePath, context } of pages) {
    const template = context?.template;
    if (!template || context.prefix !== "") continue;
    const section = SEARCH_SECTIONS[template];
    if (section === null) continue;
    const name = NAMED.has(template) && context.id ? names.get(context.id) : undefined;
    out.push({ url: requestPath(pagePath), file: builtHtmlFile(pagePath), section, ...(name ? { name } : {}) });
  }
  return out.sort((a, b) => a.url.localeCompare(b.url));
}

/** The page asks search engines not to index it (<meta name="robots" content="noindex...">). */
export function isNoindex(html: string): boolean {
  return /<meta\b[^>]*\bname="robots"[^>]*\bcontent="[^"]*\bnoindex\b/i.test(html);
}

const attr = (value: string): string =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The copy of a page Pagefind reads: its <main> marked as the part to index (data-pagefind-body), with the
 * section as metadata and filter and the name as metadata, read from attributes of their own (so that no value
 * can break Pagefind's comma-separated syntax). Fails when the page has not exactly one <main>.
 */
export function markForIndex(html: string, page: Pick<PageToIndex, "file" | "section" | "name">): string {
  const mains = html.match(/<main\b/g) ?? [];
  if (mains.length !== 1) {
    throw new Error(`search index: ${page.file} has ${mains.length} <main> elements, expected one`);
  }
  const meta = [`${SEARCH_FIELDS.section}[data-search-section]`];
  const values = [`data-search-section="${attr(page.section)}"`];
  if (page.name) {
    meta.push(`${SEARCH_FIELDS.name}[data-search-name]`);
    values.push(`data-search-name="${attr(page.name)}"`);
  }
  const marks = [
    'data-pagefind-body=""',
    `data-pagefind-meta="${meta.join(", ")}"`,
    `data-pagefind-filter="${SEARCH_FIELDS.section}[data-search-section]"`,
    ...values,
  ].join(" ");
  const marked = html.replace(/<main\b/, `<main ${marks}`);
  return page.name ? weightTopics(marked) : marked;
}

/**
 * The part of a machine's, formula's or service's page that says what it is about: a machine's «In sintesi»
 * (treatments, areas, who it is for), a formula's steps, a service's features. Its words weigh TOPIC_WEIGHT times a
 * paragraph's in the index (Pagefind's data-pagefind-weight; a heading weighs 5 to 7), so that for «cellulite» the
 * pressotherapy page, whose treatments name it, ranks above a blog post that mentions it once.
 */
export const TOPIC_SECTIONS: readonly string[] = [
  'id="sintesi"',
  'aria-labelledby="formula-steps"',
  'aria-labelledby="service-features"',
];
export const TOPIC_WEIGHT = 4;

/** A named page's topic section weighted for the index (markForIndex); other pages as they are. */
export function weightTopics(html: string): string {
  let out = html;
  for (const attribute of TOPIC_SECTIONS) {
    out = out.replace(
      new RegExp(`<section\\b([^>]*\\s${attribute})`),
      `<section data-pagefind-weight="${TOPIC_WEIGHT}"$1`,
    );
  }
  return out;
}

/** Files Pagefind writes for its own interfaces, which this site does not use (its results page is its own). */
const UNUSED_OUTPUT = /^pagefind-(component-ui|modular-ui|ui|highlight)\./;

interface PostBuildState {
  pages: Map<string, PageLike>;
  program: { directory: string };
}

interface NamesQuery {
  allMarkdownRemark: { nodes: Array<{ id: string; frontmatter: { name: string | null } }> };
}

/** The short names of the entries that have one, by node id. */
const NAMES_QUERY = `{
  allMarkdownRemark(filter: { fields: { collection: { in: ["machines", "formulas", "services", "sanitising"] } } }) {
    nodes { id frontmatter { name } }
  }
}`;

/**
 * Pagefind's Node API is an ES module only (its package exports no `require` entry). Gatsby bundles gatsby-node
 * into CommonJS and turns every `import()` it can see into a `require()`, so the import is written where the
 * bundler cannot see it: a function made at run time (the usual escape, as Angular's CLI does for its ES-only
 * dependencies). It runs in the build only, on a constant.
 */
const nativeImport = new Function("specifier", "return import(specifier)") as (specifier: string) => Promise<unknown>;
const loadPagefind = (): Promise<typeof import("pagefind")> =>
  nativeImport("pagefind") as Promise<typeof import("pagefind")>;

export const writeSearchIndex: PostBuildStep = async ({ store, graphql, reporter }) => {
  const state = store.getState() as PostBuildState;
  const publicDir = path.join(state.program.directory, "public");
  const result = await graphql<NamesQuery>(NAMES_QUERY);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`search index: the entries' names could not be read: ${String(result.errors)}`);
    return;
  }
  const names = new Map(
    result.data.allMarkdownRemark.nodes.flatMap((n) => (n.frontmatter.name ? [[n.id, n.frontmatter.name]] : [])),
  ) as ReadonlyMap<string, string>;
  const pages = pagesToIndex(state.pages.values(), names);

  const pagefind = await loadPagefind();
  try {
    const { index, errors } = await pagefind.createIndex({ excludeSelectors: [...INDEX_EXCLUDE] });
    if (!index) throw new Error(`search index: Pagefind did not start: ${errors.join("; ")}`);
    let indexed = 0;
    const skipped: string[] = [];
    for (const page of pages) {
      const html = fs.readFileSync(path.join(publicDir, page.file), "utf8");
      if (isNoindex(html)) {
        skipped.push(page.url);
        continue;
      }
      const added = await index.addHTMLFile({ url: page.url, content: markForIndex(html, page) });
      if (added.errors.length > 0) throw new Error(`search index: ${page.url}: ${added.errors.join("; ")}`);
      indexed += 1;
    }
    const outputPath = path.join(publicDir, SEARCH_INDEX_DIR);
    fs.rmSync(outputPath, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`search index: ${written.errors.join("; ")}`);
    for (const file of fs.readdirSync(outputPath).filter((f) => UNUSED_OUTPUT.test(f))) {
      fs.rmSync(path.join(outputPath, file));
    }
    reporter.info(
      `search index: ${indexed} pages in ${SEARCH_INDEX_DIR} (left out as noindex: ${skipped.join(", ") || "none"})`,
    );
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  } finally {
    await pagefind.close();
  }
};
