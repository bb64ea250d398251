/**
 * Readiness for going live (issue 25): what the live site still needs from the company, read from the content
 * model's marks, never guessed from the values.
 * - `standIn` on a field: the value the site ships with is a stand-in; the field is one while it still holds it.
 * - `companyFills` on an optional field: only the company can fill it in; listed while empty ("live": the live
 *   site cannot do without it).
 * - illustrations: a page whose `image` is one of the generated drawings (scripts/artwork/catalog.ts).
 * - settings the build can see in its environment (the CMS repository).
 * Pure: the caller reads the files (src/gatsby/readiness-step.ts).
 */
import { DATA_FILES, FINANCING, MARKDOWN_COLLECTIONS, type FieldSpec } from "./model";
import { isPlainObject, type ContentError } from "./validate";

export interface ContentFile {
  /** Path from the project root, e.g. content/machines/x.md. */
  readonly file: string;
  /** A Markdown collection's name or a data file's name (model.ts). */
  readonly kind: string;
  readonly data: Readonly<Record<string, unknown>>;
}

export interface ReadinessInput {
  readonly files: readonly ContentFile[];
  /** File names in content/images that are generated drawings, not photographs. */
  readonly drawings: ReadonlySet<string>;
  /** The build's environment (CMS_GITHUB_REPO, REPOSITORY_URL, CMS_OAUTH_BASE_URL). */
  readonly env: Readonly<Record<string, string | undefined>>;
}

export type ItemKind = "stand-in" | "empty" | "drawing" | "setting";

export interface ReadinessItem {
  readonly file: string;
  readonly field: string;
  readonly kind: ItemKind;
  /** The live switch refuses it. */
  readonly blocksLive: boolean;
  /** The field's label in the CMS (Italian), or what is missing. */
  readonly label: string;
  /** The stand-in value, or the drawing's file name. */
  readonly value?: string;
}

export interface ReadinessGroup {
  readonly file: string;
  readonly items: readonly ReadinessItem[];
}

export interface ReadinessReport {
  readonly live: boolean;
  readonly groups: readonly ReadinessGroup[];
  readonly total: number;
  readonly byKind: Readonly<Record<ItemKind, number>>;
  readonly blocking: number;
  /** Pages (addresses) whose main picture is still a drawing, and the pages with a main picture at all. */
  readonly pagesOnDrawings: number;
  readonly pagesWithPicture: number;
  /** What the build cannot see and someone must check by hand. */
  readonly notes: readonly string[];
  /**
   * The lender of the financing formula (DECISIONS-29 §6): none named, named but not confirmed (no page may show
   * it), or confirmed on a date (the formula may name it).
   */
  readonly lender: { readonly file: string; readonly name: string | null; readonly confirmed: string | null };
}

export const SITE_FILE = "content/site.json";
/** Netlify's environment: not a file, grouped under this name. */
export const ENVIRONMENT = "environment (Netlify)";

/** Collections whose every entry is a page with its own main picture (`image`). */
const PICTURED = new Set(["pages", "machines", "formulas", "services", "sanitising", "posts"]);

function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.values(value).every(isEmptyValue);
  return false;
}

function fieldsOf(kind: string): readonly FieldSpec[] | undefined {
  return MARKDOWN_COLLECTIONS.find((c) => c.name === kind)?.fields ?? DATA_FILES.find((d) => d.name === kind)?.fields;
}

/** The marked fields of one value, walking groups and lists (cities[2].leadTime). */
function markedItems(
  specs: readonly FieldSpec[],
  data: Readonly<Record<string, unknown>>,
  file: string,
  prefix: string,
): ReadinessItem[] {
  const items: ReadinessItem[] = [];
  for (const spec of specs) {
    const value = data[spec.name];
    const field = `${prefix}${spec.name}`;
    if (spec.standIn !== undefined && value === spec.standIn) {
      items.push({ file, field, kind: "stand-in", blocksLive: true, label: spec.label, value: String(spec.standIn) });
    }
    const fills = spec.companyFills;
    const concerns =
      fills !== undefined &&
      (!fills.onlyIn || fills.onlyIn.includes(file)) &&
      (!fills.ifFilled || !isEmptyValue(data[fills.ifFilled]));
    if (fills && concerns && isEmptyValue(value)) {
      items.push({ file, field, kind: "empty", blocksLive: fills.live, label: spec.label });
      continue;
    }
    if (spec.type === "object" && isPlainObject(value)) {
      items.push(...markedItems(spec.fields ?? [], value, file, `${field}.`));
    } else if (spec.type === "objectList" && Array.isArray(value)) {
      value.forEach((item, i) => {
        if (isPlainObject(item)) items.push(...markedItems(spec.fields ?? [], item, file, `${field}[${i}].`));
      });
    }
  }
  return items;
}

function drawingItems(file: ContentFile, drawings: ReadonlySet<string>): ReadinessItem[] {
  const image = file.data.image;
  if (typeof image !== "string" || !drawings.has(image)) return [];
  return [{ file: file.file, field: "image", kind: "drawing", blocksLive: false, label: "Immagine", value: image }];
}

/** The CMS settings the build can see: its repository (the OAuth provider lives in Netlify's settings). */
function environmentItems(env: ReadinessInput["env"]): ReadinessItem[] {
  if (env.CMS_GITHUB_REPO || /github\.com/.test(env.REPOSITORY_URL ?? "")) return [];
  return [
    {
      file: ENVIRONMENT,
      field: "CMS_GITHUB_REPO",
      kind: "setting",
      blocksLive: false,
      label:
        "the CMS repository: neither CMS_GITHUB_REPO nor a GitHub REPOSITORY_URL; /admin uses the default of " +
        "src/gatsby/decap-config.ts",
    },
  ];
}

/** True when content/site.json has its live switch on. */
export function isLive(files: readonly ContentFile[]): boolean {
  return files.find((f) => f.file === SITE_FILE)?.data.live === true;
}

/** Pages whose main picture is a drawing: pictured entries, plus each city page of a machine on a drawing. */
function countPages(input: ReadinessInput): { onDrawings: number; withPicture: number } {
  const pictured = input.files.filter((f) => PICTURED.has(f.kind) && typeof f.data.image === "string");
  const onDrawing = (f: ContentFile) => input.drawings.has(f.data.image as string);
  const cities = input.files.find((f) => f.kind === "cities")?.data.cities;
  const cityCount = Array.isArray(cities) ? cities.length : 0;
  const machines = new Map(input.files.filter((f) => f.kind === "machines").map((m) => [m.data.slug, m]));
  const cityTemplates = input.files
    .filter((f) => f.kind === "cityPages")
    .map((t) => machines.get(t.data.machine))
    .filter((m): m is ContentFile => m !== undefined && typeof m.data.image === "string");
  return {
    onDrawings: pictured.filter(onDrawing).length + cityTemplates.filter(onDrawing).length * cityCount,
    withPicture: pictured.length + cityTemplates.length * cityCount,
  };
}

/** The financing formula's lender, as its `partner` and `partnerConfirmed` say. */
function lenderOf(files: readonly ContentFile[]): ReadinessReport["lender"] {
  const data = files.find((f) => f.file === FINANCING)?.data ?? {};
  const name = typeof data.partner === "string" && data.partner.trim() !== "" ? data.partner.trim() : null;
  const date = data.partnerConfirmed;
  const confirmed =
    date instanceof Date ? date.toISOString().slice(0, 10) : typeof date === "string" && date !== "" ? date : null;
  return { file: FINANCING, name, confirmed };
}

/** The report's line on the lender. */
export function lenderLine(lender: ReadinessReport["lender"]): string {
  if (!lender.name) return `Lender (${lender.file}): none named; the financing formula names no bank.`;
  if (!lender.confirmed) {
    return (
      `Lender (${lender.file}): "${lender.name}", agreement NOT confirmed (partnerConfirmed empty): no page may ` +
      "name it, and the build fails where one does."
    );
  }
  return (
    `Lender (${lender.file}): "${lender.name}", agreement confirmed on ${lender.confirmed}: the formula may ` +
    "name it."
  );
}

export function readinessReport(input: ReadinessInput): ReadinessReport {
  const items: ReadinessItem[] = [];
  for (const file of input.files) {
    const specs = fieldsOf(file.kind);
    if (specs) items.push(...markedItems(specs, file.data, file.file, ""));
    if (PICTURED.has(file.kind) || file.kind === "site") items.push(...drawingItems(file, input.drawings));
  }
  items.push(...environmentItems(input.env));

  const groups = new Map<string, ReadinessItem[]>();
  for (const item of items) groups.set(item.file, [...(groups.get(item.file) ?? []), item]);
  const byKind: Record<ItemKind, number> = { "stand-in": 0, empty: 0, drawing: 0, setting: 0 };
  for (const item of items) byKind[item.kind] += 1;
  const pages = countPages(input);
  return {
    live: isLive(input.files),
    groups: [...groups].map(([file, groupItems]) => ({ file, items: groupItems })),
    total: items.length,
    byKind,
    blocking: items.filter((i) => i.blocksLive).length,
    pagesOnDrawings: pages.onDrawings,
    pagesWithPicture: pages.withPicture,
    lender: lenderOf(input.files),
    notes: [
      "the CMS sign-in (GitHub OAuth App and Netlify's OAuth provider) is set in Netlify and GitHub, where the " +
        "build cannot see it: check it by signing in at /admin",
    ],
  };
}

/** What the live switch refuses, as content errors naming file and field. */
export function liveErrors(report: ReadinessReport): ContentError[] {
  return report.groups.flatMap((g) =>
    g.items
      .filter((i) => i.blocksLive)
      .map((i) => ({
        file: i.file,
        field: i.field,
        message:
          i.kind === "stand-in"
            ? `contiene ancora il valore provvisorio «${i.value}» e il sito è dichiarato in linea ` +
              "(content/site.json → live): inserite il valore reale dell'azienda"
            : "è vuoto, ma serve per andare in linea (content/site.json → live è attivo)",
      })),
  );
}

/** References name a machine by its slug: each must be a machine of the site. */
export function checkReferences(files: readonly ContentFile[]): ContentError[] {
  const machines = new Set(files.filter((f) => f.kind === "machines").map((f) => f.data.slug));
  return files
    .filter((f) => f.kind === "references" && typeof f.data.machine === "string" && !machines.has(f.data.machine))
    .map((f) => ({
      file: f.file,
      field: "machine",
      message: `«${String(f.data.machine)}» non è lo slug di nessun macchinario (raccolta «Macchinari»)`,
    }));
}

/** "1 setting", "2 settings". */
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

/** The counts by kind, as the summary and the report's total say them. */
function kinds(k: Readonly<Record<ItemKind, number>>): string {
  return [
    count(k["stand-in"], "stand-in value"),
    count(k.empty, "empty field"),
    count(k.drawing, "drawing"),
    count(k.setting, "setting"),
  ].join(", ");
}

/** The one line every build prints. */
export function summaryLine(report: ReadinessReport): string {
  const k = report.byKind;
  return (
    `Readiness: ${report.total} to fill in before going live (${kinds(k)}; ` +
    `${report.blocking} block the live switch); ` +
    `${report.pagesOnDrawings}/${report.pagesWithPicture} pages on drawings; live switch ` +
    `${report.live ? "ON" : "off"}. Details: npm run readiness`
  );
}

const KIND_TEXT: Record<ItemKind, (i: ReadinessItem) => string> = {
  "stand-in": (i) => `stand-in "${i.value}"`,
  empty: () => "empty",
  drawing: (i) => `drawing ${i.value}`,
  setting: () => "not set",
};

/** The whole report, grouped by file: `!` marks what the live switch refuses. */
export function formatReport(report: ReadinessReport): string {
  const lines = [
    `What the live site still needs (live switch ${report.live ? "ON" : "off"}: content/site.json → live)`,
    "  ! = the build refuses it once the switch is on",
    "",
  ];
  for (const group of report.groups) {
    lines.push(`${group.file} (${group.items.length})`);
    const width = Math.max(...group.items.map((i) => i.field.length));
    for (const item of group.items) {
      lines.push(
        `  ${item.blocksLive ? "!" : " "} ${item.field.padEnd(width)}  ${KIND_TEXT[item.kind](item)}` +
          (item.kind === "setting" ? `: ${item.label}` : ` (${item.label})`),
      );
    }
    lines.push("");
  }
  const k = report.byKind;
  lines.push(
    `Total: ${report.total} in ${report.groups.length} groups: ${kinds(k)}; ` +
      `${report.blocking} block the live switch.`,
    `Pages on drawings: ${report.pagesOnDrawings} of ${report.pagesWithPicture} pages with a main picture ` +
      "(city pages show their machine's picture).",
    lenderLine(report.lender),
    ...report.notes.map((n) => `Not visible to the build: ${n}.`),
  );
  return lines.join("\n");
}
