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
 * The headers of a response: every matching rule contributes; a header named by several rules gets the
 * values joined with ", " (as Netlify does).
 */
export function headersFor(rules: readonly HeaderRule[], path: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const existing = out.get(key);
      out.set(key, existing && existing !== value ? `${existing}, ${value}` : value);
    }
  }
  return out;
}
