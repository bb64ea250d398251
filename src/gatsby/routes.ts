/**
 * The route table: one pure function from content to every page of the site.
 * Each route is built twice, unprefixed and under /it (see src/config/locales.ts).
 */
import { localePrefixes } from "../config/locales";
import { cityPagePath } from "../config/site-structure";
import type { PageContext, TemplateName } from "../config/page-context";
import type { PageTemplate } from "../content-model/model";
import { cityReadiness } from "../content-model/site-checks";
// The entries the table is made from are described by the content model (the site checks read them too).
import type { PageEntry, PostEntry, RouteInput, SlugEntry } from "../content-model/site-content";
import { fillCityPlaceholders } from "../lib/city-text";
import { CALCULATOR_PATH } from "../lib/contact-path";
import { SEARCH_PATH } from "../config/search";
import { COMPARE_PATH } from "../config/compare";

export type { RouteInput };

export interface RouteRow {
  readonly path: string;
  readonly title: string;
  /** The content file the page comes from, and the field that gives its address. */
  readonly source: { readonly file: string; readonly field: string };
  readonly context: PageContext;
}

type BaseRoute = Omit<RouteRow, "path" | "context"> & {
  readonly canonicalPath: string;
  readonly context: Omit<PageContext, "locale" | "prefix" | "canonicalPath">;
};

const PAGE_TEMPLATES: Record<PageTemplate, TemplateName> = {
  home: "home",
  machines: "machines",
  formulas: "formulas",
  sanitising: "sanitising",
  blog: "blog",
  legal: "page",
  // The contact page has its own template, so the form's code loads on that page only.
  contact: "contact",
  thankyou: "page",
  landing: "page",
};

/** General pages recognised by their address: their code loads on that page only (the layouts have no option). */
const PAGES_BY_PATH: Readonly<Record<string, TemplateName>> = {
  // The payback calculator (content/pages/calcolo-rientro.md).
  [CALCULATOR_PATH]: "calculator",
  // The site search's results (content/pages/cerca.md).
  [SEARCH_PATH]: "search",
  // Machines side by side (content/pages/confronta-macchinari.md).
  [COMPARE_PATH]: "compare",
};

/** The template of a general page: its layout's, except the pages recognised by their address. */
function pageTemplate(p: PageEntry): TemplateName {
  return PAGES_BY_PATH[p.path] ?? PAGE_TEMPLATES[p.template];
}

function slugRoutes(entries: readonly SlugEntry[], template: TemplateName): BaseRoute[] {
  return entries.map((e) => ({
    canonicalPath: e.path,
    title: e.title,
    source: { file: e.file, field: "slug" },
    context: { id: e.id, template },
  }));
}

/** The number of other posts a post page suggests. */
export const RELATED_POSTS = 3;

function postRoutes(posts: readonly PostEntry[]): BaseRoute[] {
  const latestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.file.localeCompare(b.file));
  return slugRoutes(posts, "post").map((route, i) => ({
    ...route,
    context: {
      ...route.context,
      relatedIds: latestFirst
        .filter((p) => p.id !== posts[i].id)
        .slice(0, RELATED_POSTS)
        .map((p) => p.id),
    },
  }));
}

/** Prefix a canonical path: ("/it", "/") -> "/it", ("/it", "/contatti") -> "/it/contatti". */
export function withPrefix(prefix: string, path: string): string {
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/** The city pages: one per city text whose city and template are in the content, in the cities' order. */
function cityPageRoutes(input: RouteInput): BaseRoute[] {
  const templates = new Map(input.cityTemplates.map((t) => [t.key, t]));
  const cities = new Map(input.cities.map((c) => [c.slug, c]));
  return cityReadiness(input).pages.flatMap(({ city: slug, key, textId }) => {
    const t = templates.get(key);
    const city = cities.get(slug);
    if (!t || !city) return [];
    return [
      {
        canonicalPath: cityPagePath(t.key, city.slug),
        title: fillCityPlaceholders(t.title, city),
        source: { file: t.file, field: "key" },
        context: {
          id: t.id,
          template: "cityMachine" as const,
          citySlug: city.slug,
          machineSlug: t.machine,
          cityTextId: textId,
        },
      },
    ];
  });
}

export function buildRoutes(input: RouteInput): RouteRow[] {
  const base: BaseRoute[] = [
    ...input.pages.map((p) => ({
      canonicalPath: p.path,
      title: p.title,
      source: { file: p.file, field: "path" },
      context: {
        id: p.id,
        template: pageTemplate(p),
        ...(pageTemplate(p) === "page" ? { variant: p.template } : {}),
      },
    })),
    ...slugRoutes(input.machines, "machine"),
    ...slugRoutes(input.formulas, "formula"),
    ...slugRoutes(input.services, "service"),
    ...slugRoutes(input.sanitising, "sanitisingProduct"),
    ...postRoutes(input.posts),
    // A page for each city and city template with its text (src/content-model/site-checks.ts, cityReadiness).
    ...cityPageRoutes(input),
  ];

  return localePrefixes().flatMap(({ locale, prefix }) =>
    base.map(({ canonicalPath, context, ...rest }) => ({
      ...rest,
      path: withPrefix(prefix, canonicalPath),
      context: { ...context, locale, prefix, canonicalPath },
    })),
  );
}
