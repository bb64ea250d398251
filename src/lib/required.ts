/**
 * GraphQL types every frontmatter field as nullable, because one frontmatter type serves all collections; the
 * build has already refused any entry that lacks a required field (src/content-model), so a template that meets
 * null here was given a node its query did not find: that is a bug, reported by name rather than drawn empty.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Missing ${what} in the page's query result`);
  return value;
}
