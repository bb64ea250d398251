/**
 * createPages: one query for all content, the route table, the site-wide checks, then one page per row.
 */
import fs from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import type { LinkSource } from "../content-model/links";
import { DATA_FILES, type CollectionName, type PageTemplate } from "../content-model/model";
import { checkDoorways, cityPageText, type CityPageText } from "../content-model/doorway";
import { checkSecurityTxt, SECURITY_TXT } from "../content-model/security-txt";
import { checkSite } from "../content-model/site-checks";
import { readSiteJson } from "./config";
import type { ContentError } from "../content-model/validate";
import { checkAllContent, fail, reportContentError } from "./content-nodes";
import type { TemplateName } from "../config/page-context";
import { checkMovedPaths, createMovedRedirects } from "./redirects";
import { buildRoutes, type RouteInput, type RouteRow } from "./routes";

const TEMPLATE_FILES: Record<TemplateName, string> = {
  home: "home.tsx",
  machines: "machines.tsx",
  machine: "machine.tsx",
  cityMachine: "city-machine.tsx",
  formulas: "formulas.tsx",
  formula: "formula.tsx",
  service: "service.tsx",
  sanitising: "sanitising.tsx",
  sanitisingProduct: "sanitising-product.tsx",
  blog: "blog.tsx",
  post: "post.tsx",
  contact: "contact.tsx",
  calculator: "calculator.tsx",
  search: "search.tsx",
  compare: "compare.tsx",
  page: "page.tsx",
};

export const templatePath = (name: TemplateName): string =>
  path.resolve(process.cwd(), "src/templates", TEMPLATE_FILES[name]);

interface ContentLinkResult {
  field: string;
  url: string;
}
interface DataNodeResult {
  sourceFile: string;
  contentLinks: ContentLinkResult[];
}
export interface ContentQueryResult {
  allMarkdownRemark: {
    nodes: Array<{
      id: string;
      fields: { collection: CollectionName; file: string; path: string | null; contentLinks: ContentLinkResult[] };
      frontmatter: {
        title: string;
        path: string | null;
        template: string | null;
        slug: string | null;
        key: string | null;
        machine: string | null;
        city: string | null;
        date: string | null;
      };
    }>;
  };
  cityTexts: {
    nodes: Array<{
      rawMarkdownBody: string;
      fields: { file: string };
      frontmatter: { lead: string | null; faq: Array<{ question: string; answer: string }> | null };
    }>;
  };
  allCity: { nodes: Array<DataNodeResult & { slug: string; name: string; region: string; areas: string[] }> };
  allBusiness: { nodes: DataNodeResult[] };
  allSiteSettings: { nodes: DataNodeResult[] };
  allNavigation: { nodes: DataNodeResult[] };
  allBannedClaim: { nodes: DataNodeResult[] };
  allTechnicalSheet: { nodes: DataNodeResult[] };
  allReservedTreatment: { nodes: DataNodeResult[] };
  allSearchVariant: { nodes: DataNodeResult[] };
  allUnsettledTechnology: { nodes: DataNodeResult[] };
  allAnnexXviGroup: { nodes: DataNodeResult[] };
  allFact: { nodes: DataNodeResult[] };
}

export const CONTENT_QUERY = `
  fragment DataLinks on Node {
    ... on Business { sourceFile contentLinks { field url } }
    ... on SiteSettings { sourceFile contentLinks { field url } }
    ... on Navigation { sourceFile contentLinks { field url } }
    ... on City { sourceFile contentLinks { field url } }
  }
  {
    allMarkdownRemark(sort: { fields: { file: ASC } }) {
      nodes {
        id
        fields { collection file path contentLinks { field url } }
        frontmatter { title path template slug key machine city date }
      }
    }
    cityTexts: allMarkdownRemark(filter: { fields: { collection: { eq: "cityTexts" } } }, sort: { fields: { file: ASC
    } }) {
      nodes {
        rawMarkdownBody
        fields { file }
        frontmatter { lead faq { question answer } }
      }
    }
    allCity(sort: { position: ASC }) { nodes { slug name region areas ...DataLinks } }
    allBusiness { nodes { ...DataLinks } }
    allSiteSettings { nodes { ...DataLinks } }
    allNavigation { nodes { ...DataLinks } }
    allBannedClaim { nodes { sourceFile contentLinks { field url } } }
    allTechnicalSheet { nodes { sourceFile contentLinks { field url } } }
    allReservedTreatment { nodes { sourceFile contentLinks { field url } } }
    allSearchVariant { nodes { sourceFile contentLinks { field url } } }
    allUnsettledTechnology { nodes { sourceFile contentLinks { field url } } }
    allAnnexXviGroup { nodes { sourceFile contentLinks { field url } } }
    allFact { nodes { sourceFile contentLinks { field url } } }
  }
`;

/** Turns the query result into the route table's input and the link sources; pure. */
export function toRouteInput(data: ContentQueryResult): { input: RouteInput; linkSources: LinkSource[] } {
  const nodes = data.allMarkdownRemark.nodes;
  const of = (collection: CollectionName) => nodes.filter((n) => n.fields.collection === collection);
  const slugEntry = (n: (typeof nodes)[number]) => ({
    id: n.id,
    file: n.fields.file,
    title: n.frontmatter.title,
    slug: n.frontmatter.slug ?? "",
    path: n.fields.path ?? "",
  });
  const slugEntries = (collection: CollectionName) => of(collection).map(slugEntry);

  const input: RouteInput = {
    pages: of("pages").map((n) => ({
      id: n.id,
      file: n.fields.file,
      title: n.frontmatter.title,
      path: n.fields.path ?? "",
      template: (n.frontmatter.template ?? "legal") as PageTemplate,
    })),
    machines: slugEntries("machines"),
    formulas: slugEntries("formulas"),
    services: slugEntries("services"),
    sanitising: slugEntries("sanitising"),
    posts: of("posts").map((n) => ({ ...slugEntry(n), date: n.frontmatter.date ?? "" })),
    cityTemplates: of("cityPages").map((n) => ({
      id: n.id,
      file: n.fields.file,
      title: n.frontmatter.title,
      key: n.frontmatter.key ?? "",
      machine: n.frontmatter.machine ?? "",
    })),
    cityTexts: of("cityTexts").map((n) => ({
      id: n.id,
      file: n.fields.file,
      key: n.frontmatter.key ?? "",
      city: n.frontmatter.city ?? "",
    })),
    cities: data.allCity.nodes.map((c) => ({ file: c.sourceFile, slug: c.slug, name: c.name, region: c.region })),
  };

  const dataNodes = [
    ...data.allBusiness.nodes,
    ...data.allSiteSettings.nodes,
    ...data.allNavigation.nodes,
    ...data.allCity.nodes,
  ];
  const linkSources: LinkSource[] = [
    ...nodes.map((n) => ({ file: n.fields.file, links: n.fields.contentLinks })),
    ...dataNodes.map((n) => ({ file: n.sourceFile, links: n.contentLinks })),
  ];
  return { input, linkSources };
}

/** Each data file must be there: the shell and the SEO need them all. */
export function checkDataFilesPresent(data: ContentQueryResult): ContentError[] {
  const counts: Record<string, number> = {
    Business: data.allBusiness.nodes.length,
    SiteSettings: data.allSiteSettings.nodes.length,
    Navigation: data.allNavigation.nodes.length,
    City: data.allCity.nodes.length,
    BannedClaim: data.allBannedClaim.nodes.length,
    TechnicalSheet: data.allTechnicalSheet.nodes.length,
    ReservedTreatment: data.allReservedTreatment.nodes.length,
    SearchVariant: data.allSearchVariant.nodes.length,
    UnsettledTechnology: data.allUnsettledTechnology.nodes.length,
    AnnexXviGroup: data.allAnnexXviGroup.nodes.length,
    Fact: data.allFact.nodes.length,
  };
  return DATA_FILES.filter((spec) => (counts[spec.typeName] ?? 0) === 0).map((spec) => ({
    file: `content/${spec.file}`,
    field: "(file)",
    message: "manca o è vuoto",
  }));
}

/** The city texts as the doorway guard reads them: introduction, body and questions, with the names to mask. */
export function cityTextsForGuard(data: ContentQueryResult): { pages: CityPageText[]; names: string[] } {
  const pages = data.cityTexts.nodes.map((n) => ({
    file: n.fields.file,
    text: cityPageText(n.frontmatter.lead, n.rawMarkdownBody, n.frontmatter.faq),
  }));
  const names = data.allCity.nodes.flatMap((c) => [c.name, c.region, ...c.areas]);
  return { pages, names };
}

/** static/.well-known/security.txt against the company's e-mail and the site's address, today. */
export function securityTxtProblems(root: string = process.cwd(), now: Date = new Date()): ContentError[] {
  const file = path.join(root, SECURITY_TXT);
  const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
  const business = JSON.parse(fs.readFileSync(path.join(root, "content/business.json"), "utf8")) as { email: string };
  return checkSecurityTxt(text, { email: business.email, siteUrl: readSiteJson(root).url, now });
}

/** Query, check and route: the whole table, or the list of problems. */
export function planPages(data: ContentQueryResult): { rows: RouteRow[]; errors: ContentError[] } {
  const { input, linkSources } = toRouteInput(data);
  const rows = buildRoutes(input);
  const { pages, names } = cityTextsForGuard(data);
  const errors = [
    ...checkDataFilesPresent(data),
    ...checkSite(input, rows, linkSources),
    ...checkDoorways(pages, names),
    ...checkMovedPaths(rows),
  ];
  return { rows, errors };
}

export async function createPages({ graphql, actions, reporter, getNodes, getNode }: CreatePagesArgs): Promise<void> {
  // Every file's own problems first, all at once, from the node store (new nodes and those a warm .cache kept).
  const fileErrors = checkAllContent(getNodes, getNode);
  if (fileErrors.length > 0) {
    fail(reporter, fileErrors);
    return;
  }
  const unprocessed = getNodes().filter((n) => n.internal.type === "MarkdownRemark" && !n.fields);
  if (unprocessed.length > 0) {
    reportContentError(
      reporter,
      `La cache di Gatsby (.cache) è di una build interrotta: ${unprocessed.length} file Markdown non sono ` +
        "stati letti. Eseguite npm run clean e di nuovo la build.",
    );
    return;
  }
  const result = await graphql<ContentQueryResult>(CONTENT_QUERY);
  if (result.errors || !result.data) {
    reportContentError(
      reporter,
      `Non è stato possibile leggere i contenuti: ${(result.errors ?? []).map(String).join("; ")}`,
    );
    return;
  }
  const { rows, errors: contentErrors } = planPages(result.data);
  const errors = [...contentErrors, ...securityTxtProblems()];
  if (errors.length > 0) {
    fail(reporter, errors);
    return;
  }
  for (const row of rows) {
    actions.createPage({ path: row.path, component: templatePath(row.context.template), context: { ...row.context } });
  }
  createMovedRedirects(actions);
  reporter.info(`Route table: ${rows.length} pages from ${rows.length / 2} routes`);
}
