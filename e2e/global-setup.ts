/**
 * Before any browser test: prove that the server on the test port serves this checkout's public/, by its build
 * id (/build-info.json). Playwright reuses a server already listening on the port outside CI; without this
 * check the tests could run against another project, an older build or anything else listening there.
 */
import fs from "node:fs";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
import { BUILD_DESCRIPTOR_PATH } from "../src/config/build";

export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL ?? "";
  const local = path.join(
    path.dirname(config.configFile ?? path.resolve("playwright.config.ts")),
    "public",
    BUILD_DESCRIPTOR_PATH,
  );
  if (!fs.existsSync(local))
    throw new Error(`No build in public/ (${local} is missing): run npm run build:test first.`);
  const expected = (JSON.parse(fs.readFileSync(local, "utf8")) as { buildId: string }).buildId;
  let served: string;
  try {
    const res = await fetch(`${baseURL}${BUILD_DESCRIPTOR_PATH}`, { cache: "no-store" });
    served = res.ok
      ? (((await res.json()) as { buildId?: string }).buildId ?? "(no buildId)")
      : `(status ${res.status})`;
  } catch (error) {
    served = `(no answer: ${(error as Error).message})`;
  }
  if (served !== expected) {
    throw new Error(
      `The server on ${baseURL} does not serve this build of public/: it answers build ${served}, public/ holds ` +
        `${expected}. ` +
        "Another program is listening on the test port (stop it, or choose another port with E2E_PORT=<port>), " +
        "or public/ was rebuilt after the server started.",
    );
  }
}
