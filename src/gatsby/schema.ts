/**
 * The GraphQL schema, generated from the content model so that queries never depend on inference and every
 * field exists even when no file uses it.
 */
import type { CreateSchemaCustomizationArgs } from "gatsby";
import {
  conformityText,
  type AnnexXviFacts,
  type SheetFacts,
  type UnsettledFacts,
} from "../content-model/conformity-text";
import { legalLine, type IdentityFacts } from "../content-model/identity";
import { DATA_FILES, MARKDOWN_COLLECTIONS, type FieldSpec } from "../content-model/model";
import {
  fillPlaceholders,
  placeholderValues,
  type PlaceholderBusiness,
  type PlaceholderFact,
} from "../content-model/placeholders";

/** Every placeholder's value: the business identity, the site's address and the facts written once. */
async function values(business: PlaceholderBusiness, nodeModel: NodeModel): Promise<Record<string, string>> {
  const site = (await nodeModel.findOne({ type: "SiteSettings", query: {} })) as { url?: string } | null;
  const facts = [...(await nodeModel.findAll({ type: "Fact" })).entries] as PlaceholderFact[];
  return placeholderValues(business, site?.url ?? "", facts);
}

/** The part of Gatsby's node model the field resolvers use. */
interface NodeModel {
  findOne(query: { type: string; query: Record<string, unknown> }): Promise<unknown>;
  findAll(query: { type: string }): Promise<{ entries: Iterable<unknown> }>;
}

/** Name of the File field generated beside each image or document field: image -> imageFile, file -> fileFile. */
export const imageFileField = (name: string): string => `${name}File`;

/** Folder under content/ of the files an image or document field names. */
const FILE_FOLDERS = { image: "images", document: "documenti" } as const;

interface TypeBuilder {
  /** Nested object types by name, with their SDL. */
  readonly nested: Map<string, string>;
}

function graphqlType(spec: FieldSpec, builder: TypeBuilder, nonNull: boolean): string {
  const bang = nonNull ? "!" : "";
  switch (spec.type) {
    case "string":
    case "text":
    case "url":
    case "select":
    case "image":
    case "document":
      return `String${bang}`;
    case "date":
      return `Date${bang} @dateformat`;
    case "number":
      return `Float${bang}`;
    case "boolean":
      return `Boolean${bang}`;
    case "stringList":
    case "multiselect":
      return `[String!]${bang}`;
    case "object":
      return `${objectType(spec, builder)}${bang}`;
    case "objectList":
      return `[${objectType(spec, builder)}!]${bang}`;
  }
}

function objectType(spec: FieldSpec, builder: TypeBuilder): string {
  const name = spec.typeName;
  if (!name) throw new Error(`Field ${spec.name} needs a typeName`);
  const sdl = `type ${name} {\n${fieldLines(spec.fields ?? [], builder, true)}\n}`;
  const existing = builder.nested.get(name);
  if (existing !== undefined && existing !== sdl) {
    throw new Error(`GraphQL type ${name} is declared twice with different fields`);
  }
  builder.nested.set(name, sdl);
  return name;
}

/** SDL lines for fields; `strict` makes required fields non-null (their presence is checked before the schema). */
function fieldLines(fields: readonly FieldSpec[], builder: TypeBuilder, strict: boolean): string {
  return fields
    .flatMap((spec) => {
      const filled = spec.placeholders ? " @placeholders" : "";
      const lines = [`  ${spec.name}: ${graphqlType(spec, builder, strict && spec.required)}${filled}`];
      if (spec.type === "image" || spec.type === "document") {
        const folder = FILE_FOLDERS[spec.type];
        lines.push(`  ${imageFileField(spec.name)}: File @fileByName(from: "${spec.name}", folder: "${folder}")`);
      }
      return lines;
    })
    .join("\n");
}

/** Fields of all Markdown collections merged into one frontmatter type; a clash of types is an error. */
function mergedFrontmatterFields(): FieldSpec[] {
  const byName = new Map<string, { spec: FieldSpec; everywhere: number }>();
  for (const collection of MARKDOWN_COLLECTIONS) {
    for (const spec of collection.fields) {
      const known = byName.get(spec.name);
      if (!known) {
        byName.set(spec.name, { spec, everywhere: spec.required ? 1 : 0 });
        continue;
      }
      const sameKind = known.spec.type === spec.type && known.spec.typeName === spec.typeName;
      const bothText = ["string", "text"].includes(known.spec.type) && ["string", "text"].includes(spec.type);
      if (!sameKind && !bothText) {
        throw new Error(`Frontmatter field ${spec.name} has two different types in the content model`);
      }
      if (spec.required) known.everywhere += 1;
    }
  }
  // A field is non-null only when every collection requires it.
  return [...byName.values()].map(({ spec, everywhere }) => ({
    ...spec,
    required: everywhere === MARKDOWN_COLLECTIONS.length,
  }));
}

export function buildTypeDefs(): string {
  const builder: TypeBuilder = { nested: new Map() };
  const nodeTypes: string[] = [];

  for (const file of DATA_FILES) {
    const fields = file.listField
      ? (file.fields.find((spec) => spec.name === file.listField)?.fields ?? [])
      : file.fields;
    const extra = file.listField ? "  position: Int!\n" : "";
    // The footer's legal line (art. 2250 c.c.), written at build time: src/content-model/identity.ts.
    // …and every placeholder's value ({{whatsapp}}, {{fatto:<key>}}) for the bodies: content-model/placeholders.ts.
    const written =
      file.name === "business"
        ? "  legalLine: [String!]! @legalLine\n  placeholders: JSON! @placeholderValues\n"
        : // The keys of the city templates that have this city's text: its pages (src/gatsby/content-nodes.ts).
          file.name === "cities"
          ? "  pageKeys: [String!]!\n"
          : "";
    nodeTypes.push(
      `type ${file.typeName} implements Node @dontInfer {\n${fieldLines(fields, builder, true)}\n${extra}` +
        `${written}  sourceFile: String!\n  contentLinks: [ContentLink!]!\n}`,
    );
  }

  const frontmatter = `type MarkdownRemarkFrontmatter {\n${fieldLines(mergedFrontmatterFields(), builder, true)}\n}`;
  const markdown = [
    `type ContentLink {\n  field: String!\n  url: String!\n}`,
    // path: the entry's address (src/config/site-structure.ts), null for entries without a page of their own.
    `type MarkdownRemarkFields {\n  collection: String!\n  file: String!\n  path: String\n` +
      `  contentLinks: [ContentLink!]!\n}`,
    // conformity: what «Conformità e uso» says on a machine's page, written at build time (null for other entries).
    `type ConformitySheet {\n  title: String!\n  limits: String!\n  source: String!\n  conditions: [String!]!\n}`,
    `type ConformityUnsettled {\n  technology: String!\n  why: String!\n  steps: [String!]!\n}`,
    `type ConformityEu {\n  inAnnexXvi: Boolean!\n  status: String!\n  details: [String!]!\n  asks: [String!]!\n` +
      `  facts: [String!]!\n  scope: String!\n}`,
    `type Conformity {\n  forDoctors: Boolean!\n  who: String!\n  unsettled: ConformityUnsettled\n` +
      `  sheets: [ConformitySheet!]!\n  needs: [String!]!\n  documents: [String!]!\n  eu: ConformityEu!\n` +
      `  usage: String!\n  badge: String\n` +
      `  formulasTitle: String!\n  invitation: String!\n}`,
    `type MarkdownRemark implements Node {\n  frontmatter: MarkdownRemarkFrontmatter!\n  fields: ` +
      `MarkdownRemarkFields!\n  conformity: Conformity @machineConformity\n}`,
  ];

  // Nested types come out of the builder in a stable order (the order they were first met).
  return [...builder.nested.values(), ...nodeTypes, frontmatter, ...markdown].join("\n\n");
}

export function createSchemaCustomization({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createFieldExtension({
    name: "fileByName",
    args: { from: "String!", folder: "String!" },
    extend(options: { from: string; folder: string }) {
      return {
        async resolve(
          source: Record<string, unknown>,
          _args: unknown,
          context: {
            nodeModel: {
              findOne(query: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>;
            };
          },
        ) {
          const name = source[options.from];
          if (typeof name !== "string" || name === "") return null;
          return context.nodeModel.findOne({
            type: "File",
            query: {
              filter: { sourceInstanceName: { eq: "content" }, relativePath: { eq: `${options.folder}/${name}` } },
            },
          });
        },
      };
    },
  });
  // A FAQ answer's placeholders ({{whatsapp}}, {{fatto:<key>}}), filled at build time as a body's are when the page
  // renders (src/components/Markdown.tsx): the questions on the page and in its structured data read the same text.
  actions.createFieldExtension({
    name: "placeholders",
    extend() {
      return {
        async resolve(
          source: Record<string, unknown>,
          _args: unknown,
          context: { nodeModel: NodeModel },
          info: { fieldName: string },
        ) {
          const value = source[info.fieldName];
          if (typeof value !== "string" || !value.includes("{{")) return value;
          const business = (await context.nodeModel.findOne({ type: "Business", query: {} })) as PlaceholderBusiness;
          return business ? fillPlaceholders(value, await values(business, context.nodeModel)) : value;
        },
      };
    },
  });
  actions.createFieldExtension({
    name: "placeholderValues",
    extend() {
      return {
        resolve: (source: PlaceholderBusiness, _args: unknown, context: { nodeModel: NodeModel }) =>
          values(source, context.nodeModel),
      };
    },
  });
  actions.createFieldExtension({
    name: "legalLine",
    extend() {
      return { resolve: (source: IdentityFacts) => legalLine(source, new Date()) };
    },
  });
  actions.createFieldExtension({
    name: "machineConformity",
    extend() {
      return {
        async resolve(
          source: { fields?: { collection?: string }; frontmatter?: Record<string, unknown> },
          _args: unknown,
          context: { nodeModel: { findAll(query: { type: string }): Promise<{ entries: Iterable<unknown> }> } },
        ) {
          if (source.fields?.collection !== "machines" || !source.frontmatter) return null;
          const all = async <T>(type: string): Promise<T[]> =>
            [...(await context.nodeModel.findAll({ type })).entries] as T[];
          return conformityText(source.frontmatter, {
            sheets: await all<SheetFacts>("TechnicalSheet"),
            unsettled: await all<UnsettledFacts>("UnsettledTechnology"),
            annexXvi: await all<AnnexXviFacts>("AnnexXviGroup"),
          });
        },
      };
    },
  });
  actions.createTypes(buildTypeDefs());
}
