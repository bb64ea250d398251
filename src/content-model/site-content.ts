/**
 * The content entries as the route table (src/gatsby/routes.ts) and the checks across files (./site-checks.ts) read
 * them: each entry's file, title and address, and the cities with their texts. Part of the content model, so the
 * site checks need nothing of the build.
 */
import type { PageTemplate } from "./model";

interface Entry {
  readonly id: string;
  readonly file: string;
  readonly title: string;
}
export interface PageEntry extends Entry {
  readonly path: string;
  readonly template: PageTemplate;
}
export interface SlugEntry extends Entry {
  readonly slug: string;
  /** The entry's address, as its node gives it (fields.path, from src/config/site-structure.ts). */
  readonly path: string;
}
export interface PostEntry extends SlugEntry {
  /** ISO date of publication. */
  readonly date: string;
}
export interface CityTemplateEntry extends Entry {
  readonly key: string;
  readonly machine: string;
}
export interface CityTextEntry {
  readonly id: string;
  readonly file: string;
  /** The city template's key. */
  readonly key: string;
  /** The city's slug. */
  readonly city: string;
}
export interface CityEntry {
  readonly file: string;
  readonly slug: string;
  readonly name: string;
  readonly region: string;
}

export interface RouteInput {
  readonly pages: readonly PageEntry[];
  readonly machines: readonly SlugEntry[];
  readonly formulas: readonly SlugEntry[];
  readonly services: readonly SlugEntry[];
  readonly sanitising: readonly SlugEntry[];
  readonly posts: readonly PostEntry[];
  readonly cityTemplates: readonly CityTemplateEntry[];
  readonly cityTexts: readonly CityTextEntry[];
  readonly cities: readonly CityEntry[];
}
