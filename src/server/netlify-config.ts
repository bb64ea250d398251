/**
 * The site's Netlify rules read and matched by Netlify's own packages, so that the local server answers as the
 * deployed site does:
 * - `_headers` and `[[headers]]` of netlify.toml: @netlify/headers-parser (the parser of Netlify's build);
 * - `_redirects` and `[[redirects]]` of netlify.toml: @netlify/redirect-parser, matched by netlify-redirector
 *   (the WebAssembly matcher Netlify's CLI uses: first matching rule wins, splats, :placeholders, query
 *   conditions, status and force).
 * What is left here is only the glue: where the files are, and the order in which Netlify applies the results.
 */
import fs from "node:fs";
import path from "node:path";
import { parseAllHeaders, type Header } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { parseJSON, type RedirectMatch, type RedirectMatcher } from "netlify-redirector";

export interface NetlifyRules {
  readonly headers: readonly Header[];
  readonly redirects: RedirectMatcher;
  /** Problems Netlify's parsers reported (a rule they would drop on deploy too). */
  readonly errors: readonly string[];
}

export interface RuleFiles {
  /** The published folder (public/), holding _headers and _redirects. */
  readonly root: string;
  /** netlify.toml, when the project has one. */
  readonly configPath?: string;
}

const existing = (file: string): string[] => (fs.existsSync(file) ? [file] : []);

export async function loadNetlifyRules({ root, configPath }: RuleFiles): Promise<NetlifyRules> {
  const netlifyConfigPath = configPath && fs.existsSync(configPath) ? configPath : undefined;
  const [headers, redirects] = await Promise.all([
    parseAllHeaders({
      headersFiles: existing(path.join(root, "_headers")),
      netlifyConfigPath,
      configHeaders: [],
      minimal: false,
    }),
    parseAllRedirects({
      redirectsFiles: existing(path.join(root, "_redirects")),
      netlifyConfigPath,
      configRedirects: [],
      minimal: false,
    }),
  ]);
  // The matcher wants each rule's path and query under the names Netlify's CLI gives them.
  const forMatcher = (redirects.redirects as Array<{ from: string; query?: Record<string, string> }>).map((rule) => ({
    ...rule,
    path: rule.from,
    params: rule.query ?? {},
  }));
  return {
    headers: headers.headers.filter((h): h is Header => "forRegExp" in h),
    redirects: await parseJSON(JSON.stringify(forMatcher), {}),
    errors: [...headers.errors, ...redirects.errors].map((e: unknown) => (e instanceof Error ? e.message : String(e))),
  };
}

/**
 * The headers of a response for `urlPath`: every block whose path matches contributes, in file order; when two
 * blocks name the same header the later one wins, as Netlify's CLI merges them. Names as written in the file.
 */
export function headersForPath(rules: Pick<NetlifyRules, "headers">, urlPath: string): Record<string, string> {
  return Object.assign({}, ...rules.headers.filter((h) => h.forRegExp.test(urlPath)).map((h) => h.values)) as Record<
    string,
    string
  >;
}

/** The blocks of _headers whose path matches `urlPath`, in file order (for tests of the written file). */
export function matchingHeaderBlocks(rules: Pick<NetlifyRules, "headers">, urlPath: string): Header[] {
  return rules.headers.filter((h) => h.forRegExp.test(urlPath));
}

export interface IncomingRequestInfo {
  readonly pathname: string;
  /** The query string without "?". */
  readonly query: string;
  readonly host: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** The first redirect rule that matches the request, with its target's splat and placeholders filled in. */
export function matchRedirect(rules: Pick<NetlifyRules, "redirects">, req: IncomingRequestInfo): RedirectMatch | null {
  const header = (name: string): string => {
    const value = req.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(", ") : (value ?? "");
  };
  const cookies = new Map(
    header("cookie")
      .split(";")
      .map((pair) => pair.trim().split("=") as [string, string?])
      .filter(([name]) => name !== "")
      .map(([name, value]) => [name, value ?? ""]),
  );
  return rules.redirects.match({
    scheme: "http",
    host: req.host,
    path: req.pathname,
    query: req.query,
    getHeader: header,
    getCookie: (name) => cookies.get(name) ?? "",
  });
}
