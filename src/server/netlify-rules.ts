/**
 * Writing Netlify's _headers file (the build writes it: src/gatsby/security-headers.ts). Reading and matching
 * it is left to Netlify's own packages (src/server/netlify-config.ts).
 */

export interface HeaderRule {
  readonly pattern: string;
  readonly headers: ReadonlyArray<readonly [string, string]>;
}

/** Writes rules in `_headers` syntax: the path, then each header indented by two spaces. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return (
    rules
      .map((rule) => [rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n"))
      .join("\n") + "\n"
  );
}

/**
 * Puts `block` between the `start` and `end` marker lines of `text`, replacing what was there before; appends
 * the markers and the block when the text has none. Lines outside the markers are kept as they are.
 */
export function replaceMarkedBlock(text: string, start: string, end: string, block: string): string {
  const marked = `${start}\n${block.replace(/\n+$/, "")}\n${end}\n`;
  const from = text.indexOf(`${start}\n`);
  const to = text.indexOf(`${end}\n`, from < 0 ? 0 : from);
  if (from < 0 || to < 0) return `${text}${text && !text.endsWith("\n") ? "\n" : ""}${marked}`;
  return `${text.slice(0, from)}${marked}${text.slice(to + end.length + 1)}`;
}
