import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The files below `dir` (none when it does not exist), at any depth. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * 16 hex digits of a SHA-256 over `files` below `dir`: each one's path from `dir` (with "/") and its contents, in
 * a stable order, so the digest changes when a file is added, removed, renamed or edited, and only then.
 */
export function filesDigest(dir: string, files: readonly string[]): string {
  const hash = crypto.createHash("sha256");
  for (const file of [...files].sort()) {
    hash.update(path.relative(dir, file).split(path.sep).join("/"));
    hash.update("\0");
    hash.update(fs.readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}
