/**
 * Checks across content files, run once the route table is known: two entries claiming one address,
 * references between files, and links that lead to no page.
 */
import { checkLinks, type LinkSource } from "./links";
import type { RouteInput } from "./site-content";
import type { ContentError } from "./validate";

/** A page of the route table as these checks read it (src/gatsby/routes.ts makes them: RouteRow). */
export interface AddressedPage {
  readonly path: string;
  /** The content file the page comes from, and the field that gives its address. */
  readonly source: { readonly file: string; readonly field: string };
  /** "" for the unprefixed page, "/it" for its copy. */
  readonly context: { readonly prefix: string };
}

export function checkDuplicatePaths(rows: readonly AddressedPage[]): ContentError[] {
  const firstByPath = new Map<string, AddressedPage>();
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
      message: `dà l'indirizzo ${row.path}, che ${first.source.file} usa già`,
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
        message: `«${city.slug}» è già l'indirizzo della città n. ${earlier + 1}`,
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
    .map((t) => ({
      file: t.file,
      field: "machine",
      message: `«${t.machine}» non è l'indirizzo (slug) di nessun macchinario`,
    }));
}

/**
 * The city flow (docs/CONTENT-MODEL.md, "Città"): in the CMS a city and each of its texts are separate drafts,
 * published one at a time, so main must build whatever the order. A city grows machine by machine: it has a page
 * for each city template that has its text, and is listed and linked once it has one. A city with no text yet is
 * left out with a warning; a text whose city or template is not there yet waits, with a warning.
 */
export interface CityPage {
  /** The city's slug. */
  readonly city: string;
  /** The city template's key. */
  readonly key: string;
  /** The id of the city text the page shows. */
  readonly textId: string;
}

export interface CityProgress {
  readonly file: string;
  readonly slug: string;
  readonly name: string;
  /** The keys of the city templates that have this city's text: its pages, in the templates' order. */
  readonly pageKeys: readonly string[];
  /** The keys of the city templates with no text for this city yet. */
  readonly missing: readonly string[];
}

export interface CityReadiness {
  /** Every city page the build makes: a city, a template, and the text for both. */
  readonly pages: readonly CityPage[];
  /** Every city of the content, with its pages and the texts it lacks. */
  readonly cities: readonly CityProgress[];
  /** The cities with at least one page: the build lists and links them. */
  readonly served: readonly RouteInput["cities"][number][];
  /** Texts whose city or city template is not (yet) in the content. */
  readonly waitingTexts: ReadonlyArray<{ readonly file: string; readonly reason: string }>;
}

/**
 * Which city pages exist; pure, for the route table (src/gatsby/routes.ts), the City nodes
 * (src/gatsby/content-nodes.ts) and the CMS's notices (src/cms/entry-problems.ts).
 */
export function cityReadiness(input: Pick<RouteInput, "cities" | "cityTemplates" | "cityTexts">): CityReadiness {
  const textOf = new Map<string, string>();
  // The first text of a pair is the page's; a second one is refused by checkCityTexts.
  for (const t of input.cityTexts) if (!textOf.has(`${t.key} ${t.city}`)) textOf.set(`${t.key} ${t.city}`, t.id);
  const keys = new Set(input.cityTemplates.map((t) => t.key));
  const slugs = new Set(input.cities.map((c) => c.slug));
  const seen = new Set<string>();
  const pages: CityPage[] = [];
  const cities: CityProgress[] = [];
  const served: Array<RouteInput["cities"][number]> = [];
  for (const city of input.cities) {
    if (seen.has(city.slug)) continue; // a second city with the same slug: reported by checkCities
    seen.add(city.slug);
    const pageKeys: string[] = [];
    const missing: string[] = [];
    for (const { key } of input.cityTemplates) {
      const textId = textOf.get(`${key} ${city.slug}`);
      if (textId === undefined) missing.push(key);
      else {
        pageKeys.push(key);
        pages.push({ city: city.slug, key, textId });
      }
    }
    cities.push({ file: city.file, slug: city.slug, name: city.name, pageKeys, missing });
    if (pageKeys.length > 0) served.push(city);
  }
  const waitingTexts = input.cityTexts.flatMap((t) => {
    const reasons = [
      ...(slugs.has(t.city) ? [] : [`la città «${t.city}» non è ancora in Città servite`]),
      ...(keys.has(t.key) ? [] : [`la pagina per città «${t.key}» non esiste ancora`]),
    ];
    return reasons.length > 0 ? [{ file: t.file, reason: reasons.join(" e ") }] : [];
  });
  return { pages, cities, served, waitingTexts };
}

/**
 * The build's warning about the city flow, in Italian: the cities with no page yet and the texts that wait; empty
 * when there are none. A city with pages for some machines only is the normal way to grow: no warning.
 */
export function cityReadinessWarning(readiness: CityReadiness): string {
  const lines = [
    ...readiness.cities
      .filter((c) => c.pageKeys.length === 0)
      .map(
        (c) =>
          `  - ${c.name} (${c.file}): senza pagine finché non ha almeno un testo (` +
          c.missing.map((key) => `content/citta/${key}-${c.slug}.md`).join(", ") +
          ")",
      ),
    ...readiness.waitingTexts.map((t) => `  - ${t.file}: non ancora pubblicato, perché ${t.reason}`),
  ];
  return lines.length === 0 ? "" : ["Città non ancora pubblicate:", ...lines].join("\n");
}

/** Two texts for one page: the second would never be shown. */
export function checkCityTexts(input: RouteInput): ContentError[] {
  const errors: ContentError[] = [];
  const seen = new Map<string, string>();
  for (const text of input.cityTexts) {
    const pair = `${text.key} ${text.city}`;
    const earlier = seen.get(pair);
    if (earlier) errors.push({ file: text.file, field: "city", message: `${earlier} è già il testo di questa pagina` });
    else seen.set(pair, text.file);
  }
  return errors;
}

/** Every check that needs the whole site; an empty list means the content is consistent. */
export function checkSite(
  input: RouteInput,
  rows: readonly AddressedPage[],
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
