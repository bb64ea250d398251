import os from "node:os";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/lib/chromium";
import { CMS_PREVIEW_SANDBOX_PORT, CMS_SANDBOX_PORT } from "./e2e/support/cms-sandbox";

/**
 * Browser tests: Chromium (scripts/lib/chromium.ts says which) against the built site (public/) served by the same
 * local server as `npm start`, which applies the Netlify headers file.
 */
const PORT = Number(process.env.E2E_PORT ?? 9100);
// Found before anything starts: without a browser the run stops here, before any server or test, with one message
// naming the three ways to provide one (printed as it is: a stack trace would only bury it).
const CHROMIUM = findChromium(undefined, "tests");
if (!CHROMIUM.ok) {
  console.error(CHROMIUM.message);
  process.exit(1);
}

export default defineConfig({
  testDir: "./e2e",
  // Fails the run at once unless the server on the port serves this public/ (its build id).
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  // Two workers per core, at least 4, on CI as elsewhere: a browser test mostly waits (for the page, the server, an
  // animation frame, decap-server's git), so on a 2-core machine 4 workers keep the cores busy where Playwright's
  // default (one worker per 2 cores off CI) left them three-quarters idle. `--workers=<n>` overrides it.
  workers: Math.min(8, Math.max(4, 2 * os.availableParallelism())),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Caps, not measures: a test takes 2 to 10 s and a check passes as soon as its event happens, but on a 2-core
  // machine shared with other jobs a page took more than 5 s to hydrate and /admin more than 30 s to start.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The tests of /admin first. Each of their two files runs in order in one worker (decap-server answers one request
  // at a time): queued after the other files, as the files' order had them, they were the run's longest chain
  // (5 of 9 minutes on a busy machine); started first, they run beside the others.
  projects: [
    { name: "admin", testMatch: /\/cms(-preview)?\.spec\.ts$/ },
    { name: "site", testIgnore: /\/cms(-preview)?\.spec\.ts$/ },
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: CHROMIUM.path,
      args: [...CHROMIUM_ARGS],
    },
    trace: "off",
  },
  webServer: [
    {
      command: `npx tsx scripts/serve.ts public`,
      env: { PORT: String(PORT) },
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // decap-server on a temporary copy of content/, for the tests of /admin (e2e/support/cms-sandbox.ts).
      command: `npx tsx e2e/support/start-cms-sandbox.ts`,
      port: CMS_SANDBOX_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // A second one for the preview tests (e2e/support/cms-sandbox.ts says why).
      command: `npx tsx e2e/support/start-cms-sandbox.ts preview`,
      port: CMS_PREVIEW_SANDBOX_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
