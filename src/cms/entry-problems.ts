/**
 * The build's content checks on the entry being edited in /admin: the same functions (src/content-model), run in
 * the browser on the editor's data, with what the build knows of the rest of the site bundled beside them
 * (src/gatsby/cms-preview-bundle.ts, `checks`). The preview shows the problems as a banner and publishing is
 * refused while there are any (src/cms/preview.tsx, Decap's prePublish event).
 */
import { checkDoorways, cityPageText } from "../content-model/doorway";
import { checkDataFile, checkMarkdownEntry, type PhraseLists } from "../content-model/entry-checks";
import { fieldLabel } from "../content-model/labels";
import { checkLinks, collectContentLinks } from "../content-model/links";
import { DATA_FILES, MARKDOWN_COLLECTIONS, type CollectionName, type DataFileName } from "../content-model/model";
import { unconfirmedPartners, type UnconfirmedPartner } from "../content-model/partners";
import { cityReadiness, type CityProgress } from "../content-model/site-checks";
import { andList } from "../lib/and-list";
import { contentPath } from "../config/site-structure";
import { UNKNOWN_FIELD, type ContentError, type ValidationContext } from "../content-model/validate";

/** What the checks need besides the entry: the committed content, as the preview bundle gives it. */
export interface CheckContent extends PhraseLists {
  /**
   * The items of the data files a field may name (content/schede-tecniche.json's sheets, normativa-aperta.json's
   * technologies, allegato-xvi.json's groups), by data file.
   */
  readonly relations: Partial<Record<DataFileName, ReadonlyArray<Readonly<Record<string, unknown>>>>>;
  /** Every address of the site (without /it), for the link check. */
  readonly paths: readonly string[];
  /** The cities of content/cities.json: slug and name. */
  readonly cities: ReadonlyArray<{ readonly slug: string; readonly name: string; readonly names: readonly string[] }>;
  /** The keys of the city templates (content/city-pages). */
  readonly cityKeys: readonly string[];
  /** The name of the machine each city template presents, by key («laser-diodo» → «Laser a diodo»). */
  readonly cityPageNames: Readonly<Record<string, string>>;
  /** The committed city texts: file, key, city and the text the doorway guard reads. */
  readonly cityTexts: ReadonlyArray<{
    readonly file: string;
    readonly key: string;
    readonly city: string;
    text: string;
  }>;
}

export interface EntryProblems {
  /** Problems the build would refuse: publishing is blocked. */
  readonly errors: readonly ContentError[];
  /** What the editor should know but does not block (a city text waiting for its city). */
  readonly notices: readonly string[];
}

type Data = Record<string, unknown>;

/**
 * Images and documents: an editor picks them from the media library, which may hold a file uploaded in this very
 * draft and not yet in the bundle, so the CMS takes them as present; the build checks the files.
 */
function context(content: CheckContent): ValidationContext {
  return {
    imageExists: () => true,
    documentExists: () => true,
    relationValues: (dataFile, field) =>
      content.relations[dataFile]?.flatMap((item) => (typeof item[field] === "string" ? [item[field]] : [])),
    relationItems: (dataFile) => content.relations[dataFile],
  };
}

/**
 * The partners not yet confirmed, with the formula being edited as it is now (a partner it names and has not
 * confirmed counts; one it has confirmed in this draft no longer does).
 */
function partnersWith(collection: string, fm: Data, file: string, content: CheckContent): UnconfirmedPartner[] {
  const committed = (content.partners ?? []).filter((p) => collection !== "formulas" || p.file !== file);
  return collection === "formulas" ? [...committed, ...unconfirmedPartners([{ file, data: fm }])] : committed;
}

/** Decap leaves an optional field it never filled as "" or an empty list; the files it writes omit neither. */
function withoutEmpty(data: Data): Data {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([, v]) => v !== undefined && v !== null && v !== "" && !(Array.isArray(v) && !v.length),
    ),
  );
}

const str = (v: unknown): string => (typeof v === "string" ? v : "");

/**
 * What the editor reads when the draft holds fields its collection does not have. In the CMS that happens one way:
 * after «Pubblica ora» Decap reloads the published entry and makes it the editor's draft, even when the editor has
 * meanwhile opened another entry, whose draft then carries the published entry's fields.
 */
export const FOREIGN_FIELDS_NOTICE =
  "Questa bozza contiene campi di un'altra voce: succede se si apre una voce mentre quella appena pubblicata si " +
  "sta ancora ricaricando. Tornate all'elenco senza salvare (confermate di voler abbandonare la pagina) e " +
  "ricominciate la voce; se il CMS propone un backup locale di questa voce, rispondete Annulla.";

/** The problems of the entry `data` (front matter and body) of the CMS collection `collection`, at `file`. */
export function entryProblems(collection: string, data: Data, file: string, content: CheckContent): EntryProblems {
  const problems = checkedEntry(collection, data, file, content);
  // The CMS's form has only the model's fields: a field the model does not know came from another entry.
  if (!problems.errors.some((e) => e.message === UNKNOWN_FIELD)) return problems;
  return { ...problems, notices: [FOREIGN_FIELDS_NOTICE, ...problems.notices] };
}

function checkedEntry(collection: string, data: Data, file: string, content: CheckContent): EntryProblems {
  const ctx = context(content);
  const paths = new Set(content.paths);
  const markdown = MARKDOWN_COLLECTIONS.find((c) => c.name === collection);
  if (markdown) {
    const { body, ...frontmatter } = data;
    const text = str(body);
    const fm = withoutEmpty(frontmatter);
    const own = contentPath(collection, fm);
    if (own) paths.add(own);
    const lists = { ...content, partners: partnersWith(collection, fm, file, content) };
    const errors = [
      ...checkMarkdownEntry(markdown, file, fm, text, ctx, lists),
      ...checkLinks([{ file, links: collectContentLinks(markdown.fields, fm, text) }], paths),
    ];
    if (markdown.name !== ("cityTexts" satisfies CollectionName)) return { errors, notices: [] };
    return cityTextProblems(fm, text, file, errors, content);
  }
  const spec = DATA_FILES.find((d) => d.name === collection);
  if (!spec) return { errors: [], notices: [] };
  const errors = [
    ...checkDataFile(spec, file, data, ctx, content),
    ...checkLinks([{ file, links: collectContentLinks(spec.fields, data) }], paths),
  ];
  return { errors, notices: spec.name === "cities" ? incompleteCities(data, content) : [] };
}

/** A city text: the site's city rules (one text per page, not a copy of another city's) and the city flow. */
function cityTextProblems(
  fm: Data,
  body: string,
  file: string,
  fieldErrors: ContentError[],
  content: CheckContent,
): EntryProblems {
  const key = str(fm.key);
  const city = str(fm.city);
  const others = content.cityTexts.filter((t) => t.file !== file);
  const errors = [...fieldErrors];
  const twin = others.find((t) => t.key === key && t.city === city);
  if (twin) errors.push({ file, field: "city", message: `${twin.file} è già il testo di questa pagina` });
  const text = cityPageText(fm.lead, body, Array.isArray(fm.faq) ? (fm.faq as Data[]) : []);
  const names = [...content.cities.flatMap((c) => c.names), ...(city ? [city] : [])];
  errors.push(...checkDoorways([...others, { file, text }], names).filter((e) => e.file === file));
  const notices: string[] = [];
  const known = content.cities.find((c) => c.slug === city);
  const page = pageName(key, content);
  if (city && !known) {
    notices.push(
      `La città «${city}» non è ancora tra le «Città servite» del sito pubblicato: questo testo si può ` +
        `pubblicare, e la pagina ${page} comparirà quando sarà pubblicata la città.`,
    );
  }
  if (key && !content.cityKeys.includes(key)) {
    notices.push(`La pagina per città «${key}» non esiste ancora: il testo aspetterà che venga pubblicata.`);
  }
  if (known && content.cityKeys.includes(key)) {
    // The city's pages once this text is published: the committed texts of the city, and this one.
    const texts = [...content.cityTexts.filter((t) => t.file !== file), { file, key, city }];
    const progress = cityProgress([{ slug: known.slug, name: known.name }], texts, content)[0];
    notices.push(cityPagesNotice(progress, content, "Pubblicato questo testo, "));
  }
  return { errors, notices };
}

/** How the notices name a city page: by the machine it presents («Laser a diodo»), else by its key. */
function pageName(key: string, content: CheckContent): string {
  const name = content.cityPageNames[key];
  return name ? `«${name}»` : `«${key}»`;
}

/** Each city's pages and missing texts, by the build's own rule (src/content-model/site-checks.ts). */
function cityProgress(
  cities: ReadonlyArray<{ readonly slug: string; readonly name: string }>,
  texts: ReadonlyArray<{ readonly file: string; readonly key: string; readonly city: string }>,
  content: CheckContent,
): readonly CityProgress[] {
  return cityReadiness({
    cities: cities.map((c) => ({ file: "", slug: c.slug, name: c.name || c.slug, region: "" })),
    cityTemplates: content.cityKeys.map((key) => ({ id: key, file: "", title: "", key, machine: "" })),
    cityTexts: texts.map((t) => ({ id: t.file, file: t.file, key: t.key, city: t.city })),
  }).cities;
}

/** Which pages a city has and which texts it still lacks, in one sentence. */
function cityPagesNotice(city: CityProgress, content: CheckContent, lead = ""): string {
  const names = (keys: readonly string[]) => andList(keys.map((key) => pageName(key, content)));
  const has =
    city.pageKeys.length === 0
      ? `${city.name} non ha ancora pagine`
      : `${city.name} ha ${city.pageKeys.length === 1 ? "la pagina" : "le pagine"} ${names(city.pageKeys)}`;
  const lacks =
    city.missing.length === 0
      ? ": ha il testo di ogni macchinario."
      : `; ${city.missing.length === 1 ? "manca il testo" : "mancano i testi"} per ${names(city.missing)} ` +
        "(Testi delle pagine per città): ciascuno, quando lo pubblicate, aggiunge la sua pagina.";
  const sentence = `${has}${lacks}`;
  return lead ? `${lead}${sentence}` : sentence;
}

/**
 * The cities of the entry (Città servite) as the editor has them now, with the committed texts: which pages each
 * has and which texts it lacks. A city with every text needs no word.
 */
function incompleteCities(data: Data, content: CheckContent): string[] {
  const cities = (Array.isArray(data.cities) ? (data.cities as Data[]) : [])
    .map((c) => ({ slug: str(c.slug), name: str(c.name) }))
    .filter((c) => c.slug);
  return cityProgress(cities, content.cityTexts, content)
    .filter((c) => c.missing.length > 0)
    .map((c) => cityPagesNotice(c, content));
}

/** One problem as the banner and the refusal show it: the field's label, then the message. */
export function problemLine(error: ContentError): string {
  const label = fieldLabel(error.file, error.field);
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}: ${error.message}`;
}

/** The message of a refused publication (Decap shows it as «Pubblicazione fallita: …»). */
export function refusal(errors: readonly ContentError[]): string {
  const count = errors.length === 1 ? "un problema" : `${errors.length} problemi`;
  return (
    `questa voce ha ${count} che la build del sito rifiuterebbe; correggetelo e pubblicate di nuovo. ` +
    errors.map(problemLine).join(" — ")
  );
}

/** The file an entry is written to: its path when it has one, otherwise its folder. */
export function entryFile(collection: string, path: string | undefined): string {
  if (path) return path;
  const markdown = MARKDOWN_COLLECTIONS.find((c) => c.name === collection);
  if (markdown) return `content/${markdown.folder}/nuova-voce.md`;
  const spec = DATA_FILES.find((d) => d.name === collection);
  return spec ? `content/${spec.file}` : `content/${collection}`;
}
