/**
 * The browser tests of /admin edit a copy of content/ in a temporary folder, served by its own decap-server,
 * so a test never writes into the working tree. The CMS asks for decap-server at its default address
 * (http://localhost:8081/api/v1, npm run cms); the tests forward those calls to this sandbox.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 9100);
/** decap-server of the sandbox: one per E2E_PORT, so parallel runs on one machine do not meet. */
export const CMS_SANDBOX_PORT = E2E_PORT + 10000;
export const CMS_SANDBOX_DIR = path.join(os.tmpdir(), `venere-cms-e2e-${E2E_PORT}`);
export const CMS_SANDBOX_CONTENT = path.join(CMS_SANDBOX_DIR, "content");
/**
 * A second sandbox for the preview tests (e2e/cms-preview.spec.ts), so they never queue behind the workflow tests:
 * decap-server in git mode answers one request at a time and fails those that wait too long.
 */
export const CMS_PREVIEW_SANDBOX_PORT = E2E_PORT + 10001;
export const CMS_PREVIEW_SANDBOX_DIR = path.join(os.tmpdir(), `venere-cms-preview-e2e-${E2E_PORT}`);

/** The reformat of content/ in Decap's own form (scripts/decap-format.ts), which may run beside the tests. */
export const CMS_FORMAT_SANDBOX_PORT = E2E_PORT + 10002;
export const CMS_FORMAT_SANDBOX_DIR = path.join(os.tmpdir(), `venere-cms-format-${E2E_PORT}`);

/** The sandbox named on the command line of e2e/support/start-cms-sandbox.ts: "preview", "format" or the workflow's. */
export function sandboxFor(name: string | undefined): { port: number; dir: string } {
  if (name === "preview") return { port: CMS_PREVIEW_SANDBOX_PORT, dir: CMS_PREVIEW_SANDBOX_DIR };
  if (name === "format") return { port: CMS_FORMAT_SANDBOX_PORT, dir: CMS_FORMAT_SANDBOX_DIR };
  return { port: CMS_SANDBOX_PORT, dir: CMS_SANDBOX_DIR };
}
/** Where the generated config.yml sends the CMS on localhost (decap-server's default). */
export const LOCAL_BACKEND_URL = "http://localhost:8081/api/v1";

/**
 * Runs `check` on content/ exactly as committed on main in the sandbox repository `repoDir` (not its working tree,
 * which decap-server moves between branches), written into a fresh folder: what Netlify would build after a
 * publication.
 */
export function contentOnMain(repoDir: string, check: (contentDir: string) => void): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "venere-cms-main-"));
  try {
    const archive = path.join(dir, "content.tar");
    execFileSync("git", ["archive", "--output", archive, "main", "content"], { cwd: repoDir });
    execFileSync("tar", ["-x", "-f", archive, "-C", dir]);
    check(path.join(dir, "content"));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
