/**
 * Netlify's rules as Netlify's packages read them, for tests: from rules the build would write (through the
 * real _headers text), or from a folder holding _headers and _redirects.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { headersForPath, loadNetlifyRules, type NetlifyRules } from "../../src/server/netlify-config";
import { formatHeadersFile, type HeaderRule } from "../../src/server/netlify-rules";

/** Writes `files` (name -> text) into a new temporary folder and reads the rules from it. */
export async function netlifyRulesFrom(files: Readonly<Record<string, string>>): Promise<NetlifyRules> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "netlify-rules-"));
  try {
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    return await loadNetlifyRules({ root: dir });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export const netlifyRulesOf = (rules: readonly HeaderRule[]): Promise<NetlifyRules> =>
  netlifyRulesFrom({ _headers: formatHeadersFile(rules) });

/** The response headers of a path, names in lower case. */
export function headerMap(rules: NetlifyRules, urlPath: string): Map<string, string> {
  return new Map(Object.entries(headersForPath(rules, urlPath)).map(([name, value]) => [name.toLowerCase(), value]));
}
