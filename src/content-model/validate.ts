/**
 * Field-level content checks: every value of a content file against the content model.
 * Pure functions: the caller says which images exist.
 */
import { fieldLabel } from "./labels";
import { DATA_FILES, type DataFileName, type FieldSpec } from "./model";
import { isValidItalianVat } from "./vat";

/** The message of a key the content model does not have for this kind of content. */
export const UNKNOWN_FIELD = "non è un campo di questo tipo di contenuto (nome sbagliato?)";

export interface ContentError {
  /** Path of the file from the project root, e.g. content/machines/x.md */
  readonly file: string;
  /** Dotted path of the field, e.g. faq[2].answer */
  readonly field: string;
  readonly message: string;
}

/**
 * One problem as the editor reads it: the file, the field's label in the CMS (with its name in the file, for
 * developers) and the message, in Italian.
 */
export function formatContentError(error: ContentError): string {
  return `${error.file}, ${fieldLabel(error.file, error.field)}: ${error.message}`;
}

export function formatContentErrors(errors: readonly ContentError[]): string {
  return [
    errors.length === 1 ? "I contenuti hanno 1 problema:" : `I contenuti hanno ${errors.length} problemi:`,
    ...errors.map((e) => `  - ${formatContentError(e)}`),
  ].join("\n");
}

export interface ValidationContext {
  /** True when content/images/<name> exists. */
  imageExists(name: string): boolean;
  /** True when content/documenti/<name> exists. */
  documentExists(name: string): boolean;
  /**
   * The values of `field` across the items of a data file's list (the ids of content/schede-tecniche.json), for
   * fields that refer to them; undefined when the file cannot be read (its own check reports it).
   */
  relationValues?(dataFile: DataFileName, field: string): readonly string[] | undefined;
  /**
   * The items of a data file's list (the groups of Annex XVI, with their classes), for the rules between a
   * machine's fields and the item it names; undefined when the file cannot be read.
   */
  relationItems?(dataFile: DataFileName): ReadonlyArray<Readonly<Record<string, unknown>>> | undefined;
}

type Plain = Record<string, unknown>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
const PHONE = /^\+[1-9][0-9]{6,14}$/;
const DIGITS = /^[0-9]{6,15}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+Z?)?$/;
const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.(?:jpe?g|png|webp|svg)$/;
const DOCUMENT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.pdf$/;
/** REA number: the chamber of commerce's province code, a hyphen, up to 7 digits (RM-1234567). */
export const REA = /^[A-Z]{2}-[0-9]{1,7}$/;
/** Share capital as written on Italian company papers: "10.000,00 € i.v." (i.v. = interamente versato). */
/** The number of a notified body: the four digits that follow the CE marking (Regulation (EU) 2017/745, art. 20(5)). */
export const NOTIFIED_BODY = /^[0-9]{4}$/;
export const SHARE_CAPITAL =
  /^(?:[1-9][0-9]{0,2}(?:\.[0-9]{3})*|0),[0-9]{2} € (?:i\.v\.|versato [1-9][0-9]{0,2}(?:\.[0-9]{3})*,[0-9]{2} €)$/;

export function isPlainObject(value: unknown): value is Plain {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** An internal path like /contatti or /blog/blog01 (no trailing slash except the home page). */
export function isInternalPath(value: string): boolean {
  return value === "/" || /^\/[a-z0-9][a-z0-9/_-]*[a-z0-9]$/i.test(value);
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function isValidDate(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (typeof value !== "string") return false;
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === `${m[1]}-${m[2]}-${m[3]}`;
}

function checkFormat(spec: FieldSpec, value: string): string | null {
  switch (spec.format) {
    case "slug":
      return SLUG.test(value)
        ? null
        : `«${value}» non va bene: solo lettere minuscole, numeri e trattini (es. laser-diodo)`;
    case "email":
      return EMAIL.test(value) ? null : `«${value}» non è un indirizzo e-mail valido`;
    case "phone":
      return PHONE.test(value) ? null : `«${value}» non è un numero in formato internazionale come +390612345678`;
    case "digits":
      return DIGITS.test(value) ? null : `«${value}» deve contenere solo cifre, con il prefisso (es. 39347...)`;
    case "vat":
      return isValidItalianVat(value)
        ? null
        : `«${value}» non è una partita IVA italiana valida (la cifra di controllo non torna)`;
    case "rea":
      return REA.test(value)
        ? null
        : `«${value}» non è un numero REA come RM-1234567 (sigla della provincia, trattino, cifre)`;
    case "capital":
      return SHARE_CAPITAL.test(value)
        ? null
        : `«${value}» non è un capitale sociale scritto come «10.000,00 € i.v.» (o «50.000,00 € versato 12.500,00 €»)`;
    case "taxCode":
      return isValidItalianVat(value)
        ? null
        : `«${value}» non è il codice fiscale di una società: 11 cifre, con la cifra di controllo che torna`;
    case "webAddress":
      return /^https?:\/\/[^\s]+$/.test(value)
        ? null
        : `«${value}» non è un indirizzo web completo (http:// o https://)`;
    case "notifiedBody":
      return NOTIFIED_BODY.test(value)
        ? null
        : `«${value}» non è il numero di un organismo notificato: quattro cifre, come 0123`;
    default:
      return null;
  }
}

function checkValue(
  spec: FieldSpec,
  value: unknown,
  file: string,
  field: string,
  ctx: ValidationContext,
): ContentError[] {
  const err = (message: string): ContentError[] => [{ file, field, message }];
  switch (spec.type) {
    case "string":
    case "text": {
      if (typeof value !== "string") return err(`deve essere un testo, invece è ${describe(value)}`);
      if (spec.type === "string" && value.includes("\n")) return err("deve stare su una sola riga");
      if (spec.maxLength !== undefined && value.length > spec.maxLength) {
        return err(`è lungo ${value.length} caratteri, il massimo è ${spec.maxLength}`);
      }
      const formatProblem = checkFormat(spec, value);
      if (formatProblem) return err(formatProblem);
      return spec.relation ? relationError(spec, value, file, field, ctx) : [];
    }
    case "url": {
      if (typeof value !== "string") return err(`deve essere un collegamento, invece è ${describe(value)}`);
      if (isInternalPath(value) || /^https:\/\/[^\s]+$/.test(value)) return [];
      return err(
        `«${value}» deve essere un indirizzo del sito come /contatti (senza barra finale) o un indirizzo https://`,
      );
    }
    case "date":
      return isValidDate(value) ? [] : err(`deve essere una data, invece è ${describe(value)}`);
    case "number":
      return typeof value === "number" && Number.isFinite(value)
        ? []
        : err(`deve essere un numero, invece è ${describe(value)}`);
    case "boolean":
      return typeof value === "boolean" ? [] : err(`deve essere sì o no, invece è ${describe(value)}`);
    case "image": {
      if (typeof value !== "string") return err(`deve essere un'immagine, invece è ${describe(value)}`);
      if (!IMAGE_NAME.test(value)) {
        return err(`«${value}» deve essere solo il nome di un file in content/images, come laser-diodo.jpg`);
      }
      return ctx.imageExists(value)
        ? []
        : err(`l'immagine content/images/${value} non esiste: caricatela dalla libreria delle immagini`);
    }
    case "document": {
      if (typeof value !== "string") return err(`deve essere un file PDF, invece è ${describe(value)}`);
      if (!DOCUMENT_NAME.test(value)) {
        return err(`«${value}» deve essere solo il nome di un PDF in content/documenti, come scheda-laser.pdf`);
      }
      return ctx.documentExists(value) ? [] : err(`il documento content/documenti/${value} non esiste: caricatelo`);
    }
    case "select": {
      const options = spec.options ?? [];
      return typeof value === "string" && options.includes(value)
        ? []
        : err(`deve essere una di queste scelte: ${options.join(", ")}; invece è ${describe(value)}`);
    }
    case "multiselect": {
      const options = spec.options ?? [];
      if (!Array.isArray(value))
        return err(`deve essere un elenco tra ${options.join(", ")}; invece è ${describe(value)}`);
      const bad = value.filter((v) => typeof v !== "string" || !options.includes(v));
      return bad.length === 0
        ? []
        : err(`può contenere solo ${options.join(", ")}; contiene ${bad.map(describe).join(", ")}`);
    }
    case "stringList": {
      if (!Array.isArray(value)) return err(`deve essere un elenco di testi, invece è ${describe(value)}`);
      return value.flatMap((item, i) => {
        if (typeof item !== "string" || item.trim() === "") {
          return [
            { file, field: `${field}[${i}]`, message: `deve essere un testo non vuoto, invece è ${describe(item)}` },
          ];
        }
        return spec.relation ? relationError(spec, item, file, `${field}[${i}]`, ctx) : [];
      });
    }
    case "object": {
      if (!isPlainObject(value)) return err(`deve essere un gruppo di campi, invece è ${describe(value)}`);
      return validateFields(spec.fields ?? [], value, file, ctx, `${field}.`);
    }
    case "objectList": {
      if (!Array.isArray(value)) return err(`deve essere un elenco, invece è ${describe(value)}`);
      return value.flatMap((item, i) =>
        isPlainObject(item)
          ? validateFields(spec.fields ?? [], item, file, ctx, `${field}[${i}].`)
          : [{ file, field: `${field}[${i}]`, message: `deve essere un gruppo di campi, invece è ${describe(item)}` }],
      );
    }
  }
}

/**
 * Checks `data` against `fields`: required fields present, each value of its type and form, no unknown fields.
 * `prefix` is prepended to field names in messages (for nested groups).
 */
export function validateFields(
  fields: readonly FieldSpec[],
  data: unknown,
  file: string,
  ctx: ValidationContext,
  prefix = "",
): ContentError[] {
  if (!isPlainObject(data)) {
    return [
      {
        file,
        field: prefix.replace(/\.$/, "") || "(file)",
        message: `deve essere un gruppo di campi, invece è ${describe(data)}`,
      },
    ];
  }
  const errors: ContentError[] = [];
  const known = new Set(fields.map((s) => s.name));
  for (const key of Object.keys(data)) {
    if (!known.has(key)) {
      errors.push({
        file,
        field: `${prefix}${key}`,
        message: UNKNOWN_FIELD,
      });
    }
  }
  for (const spec of fields) {
    const value = data[spec.name];
    const field = `${prefix}${spec.name}`;
    if (isEmpty(value)) {
      if (spec.required) errors.push({ file, field, message: "è obbligatorio ma è vuoto" });
      continue;
    }
    errors.push(...checkValue(spec, value, file, field, ctx));
  }
  return errors;
}

/** A value that must name an item of a data file's list (spec.relation): unknown ids are refused. */
function relationError(
  spec: FieldSpec,
  value: string,
  file: string,
  field: string,
  ctx: ValidationContext,
): ContentError[] {
  if (!spec.relation) return [];
  const known = ctx.relationValues?.(spec.relation.dataFile, spec.relation.valueField);
  if (!known || known.includes(value)) return [];
  return [
    {
      file,
      field,
      message:
        `«${value}» non è tra le voci di content/${dataFileOf(spec.relation.dataFile)} ` +
        `(ci sono: ${known.join(", ") || "nessuna voce"})`,
    },
  ];
}

export function dataFileOf(name: DataFileName): string {
  return DATA_FILES.find((d) => d.name === name)?.file ?? name;
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return "vuoto";
  if (Array.isArray(value)) return "un elenco";
  if (value instanceof Date) return "una data";
  if (typeof value === "object") return "un gruppo di campi";
  if (typeof value === "string") return `«${value.length > 40 ? `${value.slice(0, 40)}…` : value}»`;
  if (typeof value === "number") return `il numero ${value}`;
  if (typeof value === "boolean") return value ? "«sì»" : "«no»";
  return String(value);
}
