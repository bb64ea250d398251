/**
 * A session of the real /admin for the scripts that drive it (the guide's screenshots, the reformat of content/ in
 * Decap's own form): the built site served on E2E_PORT, decap-server in git mode on a throw-away copy of content/
 * (e2e/support/start-cms-sandbox.ts), the project's Chromium (./chromium.ts) logged in to it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium";
import { E2E_PORT, sandboxFor } from "../../e2e/support/cms-sandbox";
import { routeCmsToSandbox } from "../../e2e/support/cms-page";

export const ROOT = path.resolve(__dirname, "../..");
export const SITE = `http://localhost:${E2E_PORT}`;

const children: ChildProcess[] = [];

/** Starts a script of the project with tsx, in its own process group so that it can be stopped with its children. */
function startTsx(script: string, args: string[], env: Record<string, string>): void {
  const child = spawn(path.join(ROOT, "node_modules/.bin/tsx"), [script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  children.push(child);
}

export function stopChildren(): void {
  for (const child of children) {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  }
}

async function answers(url: string, init?: RequestInit): Promise<boolean> {
  try {
    return (await fetch(url, init)).ok;
  } catch {
    return false;
  }
}

/** True when something accepts connections at `url`, whatever it answers. */
async function listens(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/** Waits until `url` answers, at most `seconds`. */
async function waitFor(url: string, seconds: number, init?: RequestInit): Promise<void> {
  for (let i = 0; i < seconds * 4; i++) {
    if (await answers(url, init)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} does not answer after ${seconds} s`);
}

/**
 * Serves public/ unless a server already answers, starts the sandbox named `sandbox` ("" = the workflow tests',
 * "format" = the reformat's) and opens /admin logged in; returns the browser, the page and the sandbox's folder.
 */
export async function openCmsSession(
  sandbox: string,
  viewport = { width: 1440, height: 900 },
): Promise<{ browser: Browser; page: Page; dir: string }> {
  if (!fs.existsSync(path.join(ROOT, "public/admin/index.html"))) {
    throw new Error("public/admin is missing: run `npm run build:test` (or `npm run build`) first.");
  }
  const executablePath = chromiumPath(); // before any server starts: without a browser, stop with its message
  if (!(await answers(`${SITE}/admin/config.yml`))) {
    startTsx("scripts/serve.ts", ["public"], { PORT: String(E2E_PORT) });
  }
  const { port, dir } = sandboxFor(sandbox);
  if (await listens(`http://localhost:${port}/`)) {
    throw new Error(`port ${port} is taken: stop what runs there or choose another E2E_PORT.`);
  }
  startTsx("e2e/support/start-cms-sandbox.ts", sandbox ? [sandbox] : [], { E2E_PORT: String(E2E_PORT) });
  await waitFor(`${SITE}/admin/config.yml`, 30);
  await waitFor(`http://localhost:${port}/api/v1`, 30, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action: "info", params: {} }),
  });
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1, locale: "it-IT" });
  // Leaving an unsaved entry and publishing ask with the browser's own dialog: say yes, as the editor would.
  page.on("dialog", (dialog) => void dialog.accept());
  await routeCmsToSandbox(page, port);
  page.setDefaultTimeout(60_000);
  await page.goto(`${SITE}/admin`);
  await page.getByRole("button", { name: "Accedi" }).waitFor();
  return { browser, page, dir };
}
