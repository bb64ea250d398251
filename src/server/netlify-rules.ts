/**
 * Netlify's _headers and _redirects files, read the way Netlify reads them, so the local server applies the
 * same rules the deployed site gets.
 */

export interface HeaderRule {
  readonly pattern: string;
  readonly headers: ReadonlyArray<readonly [string, string]>;
}

export interface RedirectRule {
  readonly from: string;
  readonly to: string;
  readonly status: number;
  readonly force: boolean;
}

/** `_headers`: a path line, then indented `Name: value` lines. Comments start with #. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: Array<{ pattern: string; headers: Array<[string, string]> }> = [];
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith("#")) continue;
    if (/^\s/.test(raw)) {
      const current = rules[rules.length - 1];
      const colon = raw.indexOf(":");
      if (!current || colon < 0) continue;
      current.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
    } else {
      rules.push({ pattern: raw.trim(), headers: [] });
    }
  }
  return rules;
}

/** `_redirects`: `from to [status][!]` per line. */
export function parseRedirectsFile(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const [from, to, statusField = "301"] = line.split(/\s+/);
    if (!from || !to) continue;
    const force = statusField.endsWith("!");
    rules.push({ from, to, status: Number.parseInt(statusField, 10) || 301, force });
  }
  return rules;
}

/** Netlify path patterns: `*` matches anything (splat), `:name` one segment. */
export function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z_]+/g, "[^/]+"))
    .join(".*");
  return new RegExp(`^${escaped}$`);
}

export function matchesPattern(pattern: string, path: string): boolean {
  return patternToRegExp(pattern).test(path);
}

/**
 * How Netlify matches the path of a `_headers` rule (its headers parser): case-insensitive, an optional trailing
 * slash, `:name` is one segment and a standalone `*` segment is optional, so `/admin/*` also matches `/admin`.
 */
export function headerPatternToRegExp(pattern: string): RegExp {
  const parts = pattern
    .split("/")
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(":")) return "([^/]+)";
      if (part === "*") return "?(.*)";
      return part
        .split("*")
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
        .join("(.*)");
    });
  return new RegExp(`^/${parts.join("/")}/?$`, "iu");
}

/** The rules of `rules` whose path matches `path`, in file order. */
export function matchingHeaderRules(rules: readonly HeaderRule[], path: string): HeaderRule[] {
  return rules.filter((rule) => headerPatternToRegExp(rule.pattern).test(path));
}

/**
 * The headers of a response: every matching rule contributes; a header named by several rules gets the
 * distinct values joined with ", ". Hosts differ here (some let the later rule win), so the site's own file
 * never names one header in two rules that match the same path, and a build test checks it.
 */
export function headersFor(rules: readonly HeaderRule[], path: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const rule of matchingHeaderRules(rules, path)) {
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const existing = out.get(key);
      out.set(key, existing && existing !== value ? `${existing}, ${value}` : value);
    }
  }
  return out;
}

/** Writes rules in `_headers` syntax: the path, then each header indented by two spaces. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return rules.map((rule) => [rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n")).join("\n") + "\n";
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
