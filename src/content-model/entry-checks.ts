/**
 * Every check of one content file, as the build runs it on each node (src/gatsby/content-nodes.ts) and the tests
 * run it on content/ from disk: one sequence, so the two cannot drift apart.
 */
import { checkBody } from "./body";
import { checkClaims, checkReservedTreatments, textFields, type BannedClaim } from "./claims";
import { checkMachineConformity, mayNameReservedTreatments } from "./conformity";
import type { DataFileSpec, MarkdownCollectionSpec } from "./model";
import { checkPlaceholders } from "./placeholders";
import { checkSearchVariants } from "./search-variants";
import { validateFields, type ContentError, type ValidationContext } from "./validate";

/** The company's lists of phrases: banned claims and treatments reserved to medical practice. */
export interface PhraseLists {
  readonly claims: readonly BannedClaim[];
  readonly reserved: readonly BannedClaim[];
}

/**
 * Data files that name the phrases or quote the decree, or that no page shows (the search's spellings, which may
 * well contain a reserved word: «micro dermoabrasione»), and so are not checked against the lists.
 */
const LIST_FILES = new Set(["claims.json", "trattamenti-riservati.json", "schede-tecniche.json", "ricerca.json"]);

export function checkMarkdownEntry(
  collection: MarkdownCollectionSpec,
  file: string,
  data: Record<string, unknown>,
  body: string,
  ctx: ValidationContext,
  lists: PhraseLists,
): ContentError[] {
  const texts = [...textFields(data, ""), { field: "body", text: body }];
  return [
    ...validateFields(collection.fields, data, file, ctx),
    ...(collection.name === "machines" ? checkMachineConformity(file, data) : []),
    ...checkBody(collection.name, file, body),
    ...checkPlaceholders(file, "body", body),
    ...checkClaims(file, texts, lists.claims),
    ...(mayNameReservedTreatments(collection.name, data) ? [] : checkReservedTreatments(file, texts, lists.reserved)),
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
  ];
}
