/**
 * Checks across content files, run once the route table is known: two entries claiming one address,
 * references between files, and links that lead to no page.
 */
import type { RouteInput, RouteRow } from "../gatsby/routes";
import { checkLinks, type LinkSource } from "./links";
import type { ContentError } from "./validate";

export function checkDuplicatePaths(rows: readonly RouteRow[]): ContentError[] {
  const firstByPath = new Map<string, RouteRow>();
  const errors: ContentError[] = [];
  for (const row of rows) {
    const first = firstByPath.get(row.path);
    if (!first) {
      firstByPath.set(row.path, row);
      continue;
    }
    if (first.source.file === row.source.file) continue; // duplicate cities: reported by checkCities
    if (row.context.prefix !== "") continue; // the /it copy of a clash already reported
    errors.push({
      file: row.source.file,
      field: row.source.field,
      message: `gives the address ${row.path}, which ${first.source.file} already uses`,
    });
  }
  return errors;
}

export function checkCities(cities: RouteInput["cities"]): ContentError[] {
  const seen = new Map<string, number>();
  const errors: ContentError[] = [];
  cities.forEach((city, i) => {
    const earlier = seen.get(city.slug);
    if (earlier !== undefined) {
      errors.push({
        file: city.file,
        field: `cities[${i}].slug`,
        message: `"${city.slug}" is already the slug of cities[${earlier}]`,
      });
    } else {
      seen.set(city.slug, i);
    }
  });
  return errors;
}

export function checkCityTemplates(input: RouteInput): ContentError[] {
  const machines = new Set(input.machines.map((m) => m.slug));
  return input.cityTemplates
    .filter((t) => !machines.has(t.machine))
    .map((t) => ({ file: t.file, field: "machine", message: `"${t.machine}" is not the slug of any machine` }));
}

/** Every check that needs the whole site; an empty list means the content is consistent. */
export function checkSite(input: RouteInput, rows: readonly RouteRow[], linkSources: readonly LinkSource[]): ContentError[] {
  const routePaths = new Set(rows.filter((r) => r.context.prefix === "").map((r) => r.path));
  return [
    ...checkDuplicatePaths(rows),
    ...checkCities(input.cities),
    ...checkCityTemplates(input),
    ...checkLinks(linkSources, routePaths),
  ];
}
