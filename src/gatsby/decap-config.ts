/**
 * The editors' CMS configuration (Decap CMS, /admin/config.yml), generated from the content model so that
 * the fields an editor fills in are exactly the fields the build checks: same names, same required flags,
 * same options, same limits. Nothing here lists a field by hand.
 *
 * Images: Decap uploads into content/images and, with an empty public_folder, writes only the file name
 * (`image: laser-diodo.jpg`), which is what the content checks expect.
 */
import { BODY_REQUIRED, MIN_CITY_TEXT_WORDS } from "../content-model/body";
import { BODY_LABEL } from "../content-model/labels";
import {
  DATA_FILES,
  MARKDOWN_COLLECTIONS,
  type CollectionName,
  type DataFileSpec,
  type FieldSpec,
  type MarkdownCollectionSpec,
} from "../content-model/model";

export interface DecapField {
  readonly name: string;
  readonly label: string;
  readonly widget: string;
  readonly required: boolean;
  /** A list's item in the singular («1 trattamento», «Aggiungi trattamento»). */
  readonly label_singular?: string;
  readonly hint?: string;
  /** [regular expression, message shown when the value does not match]. */
  readonly pattern?: readonly [string, string];
  readonly options?: readonly string[];
  readonly multiple?: boolean;
  readonly min?: number;
  readonly fields?: readonly DecapField[];
  readonly field?: DecapField;
  readonly summary?: string;
  readonly collapsed?: boolean;
  readonly value_type?: "int" | "float";
  readonly format?: string;
  readonly date_format?: string;
  readonly time_format?: boolean;
  readonly picker_utc?: boolean;
  readonly default?: string | boolean;
  readonly choose_url?: boolean;
  readonly media_folder?: string;
  readonly public_folder?: string;
  readonly modes?: readonly string[];
  readonly buttons?: readonly string[];
  readonly editor_components?: readonly string[];
  /** Relation widget: the collection and file whose list items the editor picks from. */
  readonly collection?: string;
  readonly file?: string;
  readonly value_field?: string;
  readonly search_fields?: readonly string[];
  readonly display_fields?: readonly string[];
}

interface DecapCollectionBase {
  readonly name: string;
  readonly label: string;
  readonly label_singular?: string;
  readonly description?: string;
  readonly editor: { readonly preview: boolean };
}

export interface DecapFolderCollection extends DecapCollectionBase {
  readonly folder: string;
  readonly extension: "md";
  readonly format: "frontmatter";
  readonly create: boolean;
  readonly delete: boolean;
  readonly slug: string;
  readonly identifier_field: string;
  readonly summary: string;
  readonly sortable_fields: readonly string[];
  readonly fields: readonly DecapField[];
}

export interface DecapFileCollection extends DecapCollectionBase {
  readonly files: ReadonlyArray<{ name: string; label: string; file: string; fields: readonly DecapField[] }>;
  readonly create: false;
  readonly delete: false;
}

export type DecapCollection = DecapFolderCollection | DecapFileCollection;

export interface DecapBackend {
  readonly name: "github";
  readonly repo: string;
  readonly branch: string;
  readonly base_url?: string;
  readonly auth_endpoint?: string;
  readonly commit_messages: Readonly<Record<string, string>>;
}

export interface DecapConfig {
  readonly backend: DecapBackend;
  /** true: decap-server at its default address (http://localhost:8081/api/v1); otherwise its address. */
  readonly local_backend: true | { readonly url: string };
  /** Saves make drafts (branches with a pull request on GitHub, cms/... branches with decap-server in git mode). */
  readonly publish_mode: "editorial_workflow";
  /** The draft's deploy preview link, from the commit status Netlify reports on the pull request. */
  readonly show_preview_links: boolean;
  readonly locale: string;
  readonly site_url: string;
  readonly display_url: string;
  readonly media_folder: string;
  readonly public_folder: string;
  readonly slug: { readonly encoding: "ascii"; readonly clean_accents: boolean; readonly sanitize_replacement: string };
  readonly collections: readonly DecapCollection[];
}

/** Where the editors' commits go in production, and which OAuth service signs them in. */
export interface CmsBackendSettings {
  /** owner/name of the GitHub repository. */
  readonly repo: string;
  readonly branch: string;
  /** OAuth service; unset means Netlify's (https://api.netlify.com), which the site uses when hosted on Netlify. */
  readonly baseUrl?: string;
  readonly authEndpoint?: string;
  /** decap-server's port for local editing when not its default 8081 (scripts/check-develop.ts takes a free one). */
  readonly localBackendPort?: number;
}

/** The repository to fill in before going live (docs/CMS-ADMIN.md, "In production"); the environment overrides it. */
export const DEFAULT_CMS_BACKEND: CmsBackendSettings = { repo: "veneretech/sito-veneretech", branch: "main" };

/**
 * The backend settings of a build: CMS_GITHUB_REPO / CMS_GITHUB_BRANCH / CMS_OAUTH_BASE_URL /
 * CMS_OAUTH_ENDPOINT when set; otherwise the repository Netlify builds (REPOSITORY_URL) on the default branch.
 */
export function cmsBackendFromEnv(env: Readonly<Record<string, string | undefined>>): CmsBackendSettings {
  const fromNetlify = /github\.com[/:]([^/]+\/[^/.]+)(?:\.git)?$/.exec(env.REPOSITORY_URL ?? "")?.[1];
  return {
    repo: env.CMS_GITHUB_REPO || fromNetlify || DEFAULT_CMS_BACKEND.repo,
    branch: env.CMS_GITHUB_BRANCH || DEFAULT_CMS_BACKEND.branch,
    ...(env.CMS_OAUTH_BASE_URL ? { baseUrl: env.CMS_OAUTH_BASE_URL } : {}),
    ...(env.CMS_OAUTH_ENDPOINT ? { authEndpoint: env.CMS_OAUTH_ENDPOINT } : {}),
    ...(/^\d+$/.test(env.CMS_LOCAL_BACKEND_PORT ?? "") ? { localBackendPort: Number(env.CMS_LOCAL_BACKEND_PORT) } : {}),
  };
}

/** The content images folder (Decap's media_folder) and what the image widget writes before the file name. */
export const MEDIA_FOLDER = "content/images";
export const PUBLIC_FOLDER = "";
/** Where the document widget uploads downloadable PDFs (technical sheets). */
export const DOCUMENT_FOLDER = "/content/documenti";

// Patterns the editor applies while typing; they agree with src/content-model/validate.ts (unit-tested).
const FORMAT_PATTERNS: Record<NonNullable<FieldSpec["format"]>, readonly [string, string]> = {
  slug: ["[a-z0-9]+(?:-[a-z0-9]+)*", "Solo lettere minuscole, numeri e trattini (es. laser-diodo)."],
  email: ["[^\\s@]+@[^\\s@]+\\.[a-zA-Z]{2,}", "Scrivete un indirizzo e-mail valido (es. info@esempio.it)."],
  phone: ["\\+[1-9][0-9]{6,14}", "Numero in formato internazionale, senza spazi (es. +390612345678)."],
  digits: ["[0-9]{6,15}", "Solo cifre, con il prefisso internazionale (es. 393471234567)."],
  vat: ["[0-9]{11}", "La partita IVA italiana ha 11 cifre."],
  rea: ["[A-Z]{2}-[0-9]{1,7}", "Sigla della provincia, trattino e numero (es. RM-1234567)."],
  webAddress: ["https?:\\/\\/\\S+", "Un indirizzo web completo, che comincia con http:// o https://."],
  notifiedBody: ["[0-9]{4}", "Le quattro cifre che seguono la marcatura CE (es. 0123)."],
  taxCode: ["[0-9]{11}", "Il codice fiscale di una società ha 11 cifre."],
  capital: [
    "(?:[1-9][0-9]{0,2}(?:\\.[0-9]{3})*|0),[0-9]{2} € (?:i\\.v\\.|versato [1-9][0-9]{0,2}(?:\\.[0-9]{3})*,[0-9]{2} €)",
    "Come nei documenti della società: 10.000,00 € i.v. (oppure 50.000,00 € versato 12.500,00 €).",
  ],
};
const URL_PATTERN: readonly [string, string] = [
  "\\/|\\/[a-zA-Z0-9][a-zA-Z0-9\\/_-]*[a-zA-Z0-9]|https:\\/\\/\\S+",
  "Un indirizzo del sito come /contatti (senza barra finale) oppure un indirizzo completo https://...",
];

function patternOf(spec: FieldSpec): DecapField["pattern"] {
  const format = spec.type === "url" ? URL_PATTERN : spec.format ? FORMAT_PATTERNS[spec.format] : undefined;
  if (spec.maxLength === undefined) return format ? [`^(?:${format[0]})$`, format[1]] : undefined;
  const limit = `Al massimo ${spec.maxLength} caratteri.`;
  const body = format ? `(?:${format[0]})` : "[\\s\\S]*";
  return [`^(?=[\\s\\S]{0,${spec.maxLength}}$)${body}$`, format ? `${limit} ${format[1]}` : limit];
}

/** The hint an editor reads: the model's, then the limit the build enforces (so the two cannot disagree). */
function hintOf(spec: FieldSpec): string | undefined {
  const limit = spec.maxLength === undefined ? "" : `Al massimo ${spec.maxLength} caratteri.`;
  return [spec.hint, limit].filter(Boolean).join(" ") || undefined;
}

/** One field of the content model as a Decap field. */
/**
 * A list's one item, in words: Decap writes a list's count with the field's label («3 trattamenti») and its add
 * button as «Aggiungi <label_singular>»; without this it would write «1 trattamenti».
 */
const LIST_SINGULAR: Readonly<Record<string, string>> = {
  "Punti di forza": "punto di forza",
  "Domande frequenti": "domanda frequente",
  Trattamenti: "trattamento",
  "A chi si rivolge": "destinatario",
  "Schede tecniche dell'allegato": "scheda tecnica",
  "Condizioni per rientrare nella scheda": "condizione",
  "Documenti scaricabili": "documento",
  "Come funziona, passo per passo": "passo",
  Vantaggi: "vantaggio",
  "Cosa è incluso": "voce inclusa",
  "Cosa comprende": "voce inclusa",
  Impieghi: "impiego",
  Orari: "orario",
  "Menu principale": "voce del menu",
  "Voci del mega menu": "voce del mega menu",
  "Menu per smartphone": "voce del menu",
  "Collegamenti utili nel piè di pagina": "collegamento",
  Città: "città",
  "Zone servite": "zona servita",
  "Affermazioni che la build rifiuta": "affermazione",
  "Trattamenti che solo un medico può eseguire": "trattamento",
  "Parole che i visitatori scrivono in un altro modo": "parola",
  "Come la può scrivere un visitatore": "grafia",
  "Tecnologie per cui la legge non è definita": "tecnologia",
  "Che cosa deve fare il titolare prima di acquistarla o proporla": "passo",
  Fonti: "fonte",
  "Che cosa chiedere al fornitore": "domanda",
  "Fatti che il sito dice in più pagine": "fatto",
  "Espressioni che lo direbbero in modo diverso": "espressione",
};
/** The two lists of the legal data files, whose labels name the decree and the annex. */
const singularByStart = (label: string): string | undefined =>
  label.startsWith("Schede dell'allegato") ? "scheda" : label.startsWith("Gruppi dell'allegato") ? "gruppo" : undefined;
const singularOf = (spec: FieldSpec): { label_singular?: string } => {
  const singular = LIST_SINGULAR[spec.label] ?? singularByStart(spec.label);
  return singular ? { label_singular: singular } : {};
};

export function decapField(spec: FieldSpec): DecapField {
  const pattern = patternOf(spec);
  const hint = hintOf(spec);
  const base = {
    name: spec.name,
    label: spec.label,
    required: spec.required,
    ...(hint ? { hint } : {}),
    ...(pattern ? { pattern } : {}),
  };
  const atLeastOne = spec.required ? { min: 1 } : {};
  if (spec.relation && (spec.type === "string" || spec.type === "stringList")) {
    // The items of a data file's list (technical sheets, the unsettled technologies, the groups of Annex XVI): the
    // editor picks them by name, one for a string, several for a list.
    const { dataFile, valueField, labelFields } = spec.relation;
    const list = DATA_FILES.find((d) => d.name === dataFile)?.listField ?? dataFile;
    const { pattern: _typed, ...named } = base;
    return {
      ...named,
      widget: "relation",
      collection: dataFile,
      file: dataFile,
      value_field: `${list}.*.${valueField}`,
      search_fields: labelFields.map((l) => `${list}.*.${l}`),
      display_fields: labelFields.map((l) => `${list}.*.${l}`),
      multiple: spec.type === "stringList",
      ...(spec.type === "stringList" ? atLeastOne : {}),
    };
  }
  switch (spec.type) {
    case "string":
    case "url":
      return { ...base, widget: "string" };
    case "text":
      return { ...base, widget: "text" };
    case "date":
      // Stored as YYYY-MM-DD, shown to editors as DD/MM/YYYY; an optional date starts empty, not at today.
      return {
        ...base,
        widget: "datetime",
        format: "YYYY-MM-DD",
        date_format: "DD/MM/YYYY",
        time_format: false,
        picker_utc: true,
        ...(spec.required ? {} : { default: "" }),
      };
    case "number":
      return { ...base, widget: "number", value_type: "float" };
    case "boolean":
      return { ...base, widget: "boolean", default: false };
    case "image":
      return { ...base, widget: "image", choose_url: false };
    case "document":
      // PDFs live beside the content, in content/documenti; the field stores the file name only.
      return {
        ...base,
        widget: "file",
        choose_url: false,
        media_folder: DOCUMENT_FOLDER,
        public_folder: PUBLIC_FOLDER,
      };
    case "select":
      return { ...base, widget: "select", options: spec.options ?? [] };
    case "multiselect":
      return { ...base, widget: "select", multiple: true, options: spec.options ?? [], ...atLeastOne };
    case "stringList":
      return {
        ...base,
        widget: "list",
        ...singularOf(spec),
        ...atLeastOne,
        field: { name: "item", label: spec.label, widget: "string", required: true },
      };
    case "object": {
      // Decap checks the sub-fields of an empty optional group too; the build checks them when the group is filled.
      const fields = (spec.fields ?? []).map((sub) => decapField(spec.required ? sub : { ...sub, required: false }));
      return { ...base, widget: "object", ...(spec.required ? {} : { collapsed: true }), fields };
    }
    case "objectList": {
      const fields = (spec.fields ?? []).map(decapField);
      return {
        ...base,
        widget: "list",
        ...singularOf(spec),
        ...atLeastOne,
        collapsed: true,
        summary: `{{fields.${fields[0]?.name ?? "title"}}}`,
        fields,
      };
    }
  }
}

/** The Markdown body: ## and ### headings only (the page's h1 comes from "heading"), no embedded images. */
export const BODY_FIELD: DecapField = {
  name: "body",
  label: BODY_LABEL,
  widget: "markdown",
  required: true,
  hint: "Usate solo titoli di livello 2 e 3. Collegamenti interni senza /it e senza barra finale, es. /contatti.",
  modes: ["rich_text", "raw"],
  buttons: ["bold", "italic", "link", "heading-two", "heading-three", "quote", "bulleted-list", "numbered-list"],
  editor_components: [],
};

interface CollectionPresentation {
  readonly singular: string;
  /** File name of a new entry. */
  readonly slug: string;
  readonly summary: string;
  readonly sortable: readonly string[];
  readonly canDelete: boolean;
  /** The field that names an entry (Decap's identifier_field); "title" unless the collection has none. */
  readonly identifier?: string;
}

// How each collection looks in the CMS (not what it contains: that is the model).
const PRESENTATION: Record<CollectionName, CollectionPresentation> = {
  posts: {
    singular: "Articolo",
    slug: "{{fields.slug}}",
    summary: "{{heading}} ({{date}})",
    sortable: ["date", "title"],
    canDelete: true,
  },
  machines: {
    singular: "Macchinario",
    slug: "{{fields.slug}}",
    summary: "{{name}}",
    sortable: ["order", "name"],
    canDelete: true,
  },
  formulas: {
    singular: "Formula",
    slug: "{{fields.slug}}",
    summary: "{{name}}",
    sortable: ["order", "name"],
    canDelete: true,
  },
  services: {
    singular: "Servizio",
    slug: "{{fields.slug}}",
    summary: "{{name}}",
    sortable: ["order", "name"],
    canDelete: true,
  },
  sanitising: {
    singular: "Prodotto per la sanificazione",
    slug: "{{fields.slug}}",
    summary: "{{name}}",
    sortable: ["order", "name"],
    canDelete: true,
  },
  cityPages: {
    singular: "Pagina per città",
    slug: "{{fields.key}}",
    summary: "{{heading}}",
    sortable: ["title"],
    canDelete: true,
  },
  cityTexts: {
    singular: "Testo per città",
    slug: "{{fields.key}}-{{fields.city}}",
    summary: "{{key}} a {{city}}",
    sortable: ["key", "city"],
    canDelete: true,
    identifier: "city",
  },
  references: {
    singular: "Referenza",
    slug: "{{fields.machine}}-{{fields.centre}}",
    summary: "{{centre}} ({{city}}), {{date}}",
    sortable: ["date", "centre"],
    canDelete: true,
    identifier: "centre",
  },
  // General pages hold the home, contacts and legal notices: they are edited, not deleted from the CMS.
  pages: {
    singular: "Pagina",
    slug: "{{slug}}",
    summary: "{{title}} ({{path}})",
    sortable: ["title", "path"],
    canDelete: false,
  },
};

/**
 * Fields whose value names another entry: picked from the existing ones (Decap's relation widget reads them from
 * the site's published content), not typed. The build checks the same references (src/content-model/site-checks.ts).
 */
const CHOICES: Partial<Record<CollectionName, Record<string, Partial<DecapField>>>> = {
  cityTexts: {
    key: { collection: "cityPages", value_field: "key", search_fields: ["key", "heading"], display_fields: ["key"] },
    city: {
      collection: "cities",
      file: "cities",
      value_field: "cities.*.slug",
      search_fields: ["cities.*.name"],
      display_fields: ["cities.*.name"],
    },
  },
  cityPages: {
    machine: { collection: "machines", value_field: "slug", search_fields: ["name", "slug"], display_fields: ["name"] },
  },
};

/** How each collection's entries are named (the slug field's hint): the addresses the site already uses. */
const SLUG_HINTS: Partial<Record<CollectionName, string>> = {
  machines: "Come gli altri macchinari: macchinario-<nome>-roma, per esempio macchinario-laser-diodo-roma.",
  formulas: "Come le altre formule, con la parola cercata e Roma: per esempio noleggio-macchinari-estetici-roma.",
  services: "Come gli altri servizi, per esempio assistenza-centri-estetici-roma.",
};

const ORDER_HINT =
  "Un numero: nell'elenco del sito le voci con il numero più basso vengono prima. Per vedere i numeri già usati, " +
  "ordinate l'elenco di questa raccolta per «Ordine negli elenchi».";

/** A collection's field with the CMS's own choices and hints. */
function collectionField(collection: CollectionName, spec: FieldSpec): DecapField {
  const field = decapField(spec);
  const choice = CHOICES[collection]?.[spec.name];
  if (choice) {
    const { pattern: _typed, ...rest } = field;
    return { ...rest, widget: "relation", ...choice };
  }
  const slugHint = spec.name === "slug" ? SLUG_HINTS[collection] : undefined;
  if (slugHint) return { ...field, hint: `${field.hint ?? ""} ${slugHint}`.trim() };
  if (spec.name === "order") return { ...field, hint: ORDER_HINT };
  return field;
}

/** The body of a collection's entries: required where the page shows it; none for city templates. */
export function bodyField(collection: CollectionName): DecapField | null {
  if (collection === "cityPages") return null;
  if (collection === "cityTexts") {
    return {
      ...BODY_FIELD,
      hint:
        `Almeno ${MIN_CITY_TEXT_WORDS} parole scritte per questo macchinario in questa città (regole della regione, ` +
        `trasferta da Roma, formazione). ${BODY_FIELD.hint ?? ""}`,
    };
  }
  return { ...BODY_FIELD, required: BODY_REQUIRED.has(collection) };
}

const nested = (field: DecapField): readonly DecapField[] => [
  ...(field.fields ?? []),
  ...(field.field ? [field.field] : []),
];
const namesOwnFolder = (field: DecapField): boolean =>
  Boolean(field.media_folder) || nested(field).some(namesOwnFolder);

/**
 * An entry's image picker lists the files Decap read for that entry: the collection's media folder, or, as soon as
 * any field names its own folder (the documents' content/documenti), only the folders fields name. A machine's image
 * picker then showed «Nessuna risorsa trovata» for good. In such a collection the image fields name the images
 * folder too, so the entry reads both; elsewhere they use the site's media library, already loaded.
 */
function withImagesFolder(fields: readonly DecapField[]): DecapField[] {
  if (!fields.some(namesOwnFolder)) return [...fields];
  const visit = (field: DecapField): DecapField => ({
    ...field,
    ...(field.widget === "image" ? { media_folder: `/${MEDIA_FOLDER}`, public_folder: PUBLIC_FOLDER } : {}),
    ...(field.fields ? { fields: field.fields.map(visit) } : {}),
    ...(field.field ? { field: visit(field.field) } : {}),
  });
  return fields.map(visit);
}

export function folderCollection(spec: MarkdownCollectionSpec): DecapFolderCollection {
  const look = PRESENTATION[spec.name];
  const body = bodyField(spec.name);
  return {
    name: spec.name,
    label: spec.label,
    label_singular: look.singular,
    folder: `content/${spec.folder}`,
    extension: "md",
    format: "frontmatter",
    create: true,
    delete: look.canDelete,
    slug: look.slug,
    identifier_field: look.identifier ?? "title",
    summary: look.summary,
    sortable_fields: look.sortable,
    editor: { preview: true },
    fields: withImagesFolder([...spec.fields.map((f) => collectionField(spec.name, f)), ...(body ? [body] : [])]),
  };
}

export function fileCollection(spec: DataFileSpec): DecapFileCollection {
  return {
    name: spec.name,
    label: spec.label,
    create: false,
    delete: false,
    editor: { preview: true },
    files: [
      {
        name: spec.name,
        label: spec.label,
        file: `content/${spec.file}`,
        fields: withImagesFolder(spec.fields.map(decapField)),
      },
    ],
  };
}

export interface DecapConfigInput {
  readonly siteUrl: string;
  readonly backend: CmsBackendSettings;
}

export function buildDecapConfig({ siteUrl, backend }: DecapConfigInput): DecapConfig {
  return {
    backend: {
      name: "github",
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.baseUrl ? { base_url: backend.baseUrl } : {}),
      ...(backend.authEndpoint ? { auth_endpoint: backend.authEndpoint } : {}),
      commit_messages: {
        create: "CMS: nuovo contenuto in {{collection}}: {{slug}}",
        update: "CMS: modifica {{collection}}: {{slug}}",
        delete: "CMS: eliminazione da {{collection}}: {{slug}}",
        uploadMedia: "CMS: nuova immagine {{path}}",
        deleteMedia: "CMS: eliminazione immagine {{path}}",
      },
    },
    // On localhost the CMS talks to `npx decap-server` (npm run cms) and writes files directly, without an account.
    local_backend:
      backend.localBackendPort && backend.localBackendPort !== 8081
        ? { url: `http://localhost:${backend.localBackendPort}/api/v1` }
        : true,
    publish_mode: "editorial_workflow",
    show_preview_links: true,
    locale: "it",
    site_url: siteUrl,
    display_url: siteUrl,
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [...MARKDOWN_COLLECTIONS.map(folderCollection), ...DATA_FILES.map(fileCollection)],
  };
}

/** config.yml: JSON is valid YAML 1.2, which Decap reads; no YAML writer needed. */
export function serializeDecapConfig(config: DecapConfig): string {
  return (
    `# Generated at build from src/content-model/model.ts by src/gatsby/decap-config.ts. Do not edit.\n` +
    `${JSON.stringify(config, null, 2)}\n`
  );
}
