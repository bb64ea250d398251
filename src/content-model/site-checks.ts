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

/**
 * Each city template needs one text per city, written for that machine in that city (content/citta), and each
 * text must belong to a known template and city.
 */
export function checkCityTexts(input: RouteInput): ContentError[] {
  const keys = new Set(input.cityTemplates.map((t) => t.key));
  const cities = new Set(input.cities.map((c) => c.slug));
  const errors: ContentError[] = [];
  const seen = new Map<string, string>();
  for (const text of input.cityTexts) {
    if (!keys.has(text.key)) {
      errors.push({
        file: text.file,
        field: "key",
        message: `"${text.key}" is the key of no city template (content/city-pages)`,
      });
    }
    if (!cities.has(text.city)) {
      errors.push({
        file: text.file,
        field: "city",
        message: `"${text.city}" is the slug of no city in content/cities.json`,
      });
    }
    const pair = `${text.key} ${text.city}`;
    const earlier = seen.get(pair);
    if (earlier)
      errors.push({ file: text.file, field: "city", message: `${earlier} is already the text of this page` });
    else seen.set(pair, text.file);
  }
  for (const t of input.cityTemplates) {
    for (const city of input.cities) {
      if (!seen.has(`${t.key} ${city.slug}`)) {
        errors.push({
          file: t.file,
          field: "key",
          message:
            `the page for ${city.name} has no text: add content/citta/${t.key}-${city.slug}.md ` +
            `(key: ${t.key}, city: ${city.slug}), written for this machine in ${city.name}`,
        });
      }
    }
  }
  return errors;
}

/** Every check that needs the whole site; an empty list means the content is consistent. */
export function checkSite(
  input: RouteInput,
  rows: readonly RouteRow[],
  linkSources: readonly LinkSource[],
): ContentError[] {
  const routePaths = new Set(rows.filter((r) => r.context.prefix === "").map((r) => r.path));
  return [
    ...checkDuplicatePaths(rows),
    ...checkCities(input.cities),
    ...checkCityTemplates(input),
    ...checkCityTexts(input),
    ...checkLinks(linkSources, routePaths),
  ];
}
