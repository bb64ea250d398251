/**
 * Every check of one content file, as the build runs it on each node (src/gatsby/content-nodes.ts) and the tests
 * run it on content/ from disk: one sequence, so the two cannot drift apart.
 */
import { checkBody } from "./body";
import { checkClaims, checkReservedTreatments, textFields, type BannedClaim } from "./claims";
import { checkConditions } from "./conditions";
import { checkMachineConformity, mayNameReservedTreatments } from "./conformity";
import { checkMachineName } from "./marks";
import { checkFacts, type SiteFact } from "./facts";
import type { DataFileSpec, MarkdownCollectionSpec } from "./model";
import { checkPartnerNames, type UnconfirmedPartner } from "./partners";
import { checkPlaceholders, misplacedPlaceholders } from "./placeholders";
import { checkSearchVariants } from "./search-variants";
import { validateFields, type ContentError, type ValidationContext } from "./validate";

/**
 * The company's lists of phrases: banned claims, treatments reserved to medical practice, the facts written once
 * (content/fatti.json) and the partners not yet confirmed (whose names no text may show).
 */
export interface PhraseLists {
  readonly claims: readonly BannedClaim[];
  readonly reserved: readonly BannedClaim[];
  readonly facts?: readonly SiteFact[];
  readonly partners?: readonly UnconfirmedPartner[];
}

/**
 * Data files that name the phrases or quote the law, or that no page shows (the search's spellings, which may well
 * contain a reserved word: «micro dermoabrasione»), and so are not checked against the claims and reserved lists.
 */
const LIST_FILES = new Set([
  "claims.json",
  "trattamenti-riservati.json",
  "schede-tecniche.json",
  "tecnologie.json",
  "allegato-xvi.json",
  "ricerca.json",
]);
/** The facts' own file lists the phrases that would restate them. */
const FACTS_FILE = "fatti.json";

/** A FAQ answer (faq[2].answer): the one front-matter text where placeholders are replaced. */
const FAQ_ANSWER = /^faq\[\d+\]\.answer$/;

function placeholderErrors(
  file: string,
  fields: ReadonlyArray<{ field: string; text: string }>,
  body: string | null,
  lists: PhraseLists,
): ContentError[] {
  const keys = lists.facts?.map((f) => f.key);
  return [
    ...(body === null ? [] : checkPlaceholders(file, "body", body, keys)),
    ...fields
      .filter((t) => FAQ_ANSWER.test(t.field))
      .flatMap((t) => checkPlaceholders(file, t.field, t.text, keys, { blocks: false })),
    ...misplacedPlaceholders(
      file,
      fields.filter((t) => !FAQ_ANSWER.test(t.field)),
    ),
  ];
}

export function checkMarkdownEntry(
  collection: MarkdownCollectionSpec,
  file: string,
  data: Record<string, unknown>,
  body: string,
  ctx: ValidationContext,
  lists: PhraseLists,
): ContentError[] {
  const fields = textFields(data, "");
  const texts = [...fields, { field: "body", text: body }];
  return [
    ...validateFields(collection.fields, data, file, ctx),
    ...(collection.name === "machines"
      ? [...checkMachineConformity(file, data, ctx), ...checkMachineName(file, data, ctx)]
      : []),
    ...checkBody(collection.name, file, body),
    ...placeholderErrors(file, fields, body, lists),
    ...checkConditions(file, body, collection.name === "pages" && data.template === "legal"),
    ...checkClaims(file, texts, lists.claims),
    ...(mayNameReservedTreatments(collection.name, data) ? [] : checkReservedTreatments(file, texts, lists.reserved)),
    ...checkFacts(file, texts, lists.facts ?? []),
    ...checkPartnerNames(file, [...texts, { field: "(file)", text: file }], lists.partners ?? []),
  ];
}

export function checkDataFile(
  spec: DataFileSpec,
  file: string,
  data: unknown,
  ctx: ValidationContext,
  lists: PhraseLists,
): ContentError[] {
  const texts = textFields(data, "");
  return [
    ...validateFields(spec.fields, data, file, ctx),
    ...(spec.name === "search" ? checkSearchVariants(file, data) : []),
    ...(LIST_FILES.has(spec.file)
      ? []
      : [...checkClaims(file, texts, lists.claims), ...checkReservedTreatments(file, texts, lists.reserved)]),
    ...misplacedPlaceholders(file, texts),
    ...(spec.file === FACTS_FILE ? [] : checkFacts(file, texts, lists.facts ?? [])),
    ...checkPartnerNames(file, texts, lists.partners ?? []),
  ];
}
