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
  if (city && !known) {
    notices.push(
      `La città «${city}» non è ancora tra le «Città servite» del sito pubblicato: questo testo si può ` +
        "pubblicare, e le pagine della città compariranno quando saranno pubblicati la città e tutti i suoi testi.",
    );
  }
  if (key && !content.cityKeys.includes(key)) {
    notices.push(`La pagina per città «${key}» non esiste ancora: il testo aspetterà che venga pubblicata.`);
  }
  return { errors, notices };
}

/** The cities of the entry (Città servite) that have not all their texts yet: published without pages. */
function incompleteCities(data: Data, content: CheckContent): string[] {
  const cities = Array.isArray(data.cities) ? (data.cities as Data[]) : [];
  return cities.flatMap((c) => {
    const slug = str(c.slug);
    const missing = content.cityKeys.filter((key) => !content.cityTexts.some((t) => t.key === key && t.city === slug));
    return slug && missing.length > 0
      ? [
          `${str(c.name) || slug}: ancora senza pagine, mancano i testi ` +
            `${missing.map((key) => `«${key}»`).join(", ")} (Testi delle pagine per città).`,
        ]
      : [];
  });
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
