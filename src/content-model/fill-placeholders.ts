/**
 * The one part of the placeholders the browser runs: replacing {{name}} and {{fatto:<key>}} with values the build
 * wrote (src/components/Markdown.tsx). Kept apart from the checks and the values (placeholders.ts), so that the
 * pages' JavaScript carries only this.
 */

/** A placeholder: {{name}}, or {{fatto:<key>}} for a fact of content/fatti.json. */
export const PLACEHOLDER_TOKEN = /\{\{\s*([A-Za-z]+(?::[A-Za-z0-9-]*)?)\s*\}\}/g;

export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER_TOKEN, (whole, name: string) => values[name] ?? whole);
}
