/**
 * npm run test:develop (a step of npm test): the local editing path works. It starts what `npm run cms` starts, on
 * free ports: decap-server in git mode on a throw-away clone of this checkout and `gatsby develop`; then loads `/`,
 * a machine's page and `/admin` in the project's Chromium (the CMS signed in to that decap-server, showing its
 * collections), every wait bounded; stops what it started and removes the clone. When something fails it prints the
 * cause: the development server's own error (its ERROR block), or which page did not show what, never a bare
 * timeout.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { contentPath } from "../src/config/site-structure";
import { readMarkdownFolder } from "../src/gatsby/markdown-files";
import { CHROMIUM_ARGS, chromiumPath } from "./lib/chromium";
import { freePort, ROOT, startDecapServer, startDevelop, type Child } from "./lib/local-cms";

/** `gatsby develop` on a 2-core machine answers after about 60 s with a warm cache; a cold one takes longer. */
const START_SECONDS = Number(process.env.DEVELOP_START_SECONDS ?? 300);
const PAGE_SECONDS = 90;

const started = Date.now();
const elapsed = (): string => `${((Date.now() - started) / 1000).toFixed(0)} s`;

class CheckFailure extends Error {}

const HYDRATION = /Hydration failed because the initial UI does not match|There was an error while hydrating/;

/** The development server's own account of a failure: its ERROR blocks, or its last lines. */
function causeIn(output: readonly string[]): string {
  const blocks: string[] = [];
  output.forEach((line, i) => {
    if (/^\s*(ERROR\b|error\b|Error:)/.test(line)) blocks.push(output.slice(i, i + 12).join("\n"));
  });
  return blocks.length ? blocks.slice(0, 3).join("\n…\n") : output.slice(-25).join("\n");
}

async function answers(url: string): Promise<number | null> {
  try {
    return (await fetch(url)).status;
  } catch {
    return null;
  }
}

/** Waits for `url` to answer 200 while `child` runs; fails with the child's error when it stops first. */
async function waitForServer(url: string, child: Child, name: string, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    if (child.process.exitCode !== null || child.process.signalCode !== null) {
      throw new CheckFailure(`${name} stopped after ${elapsed()}, before answering:\n${causeIn(child.output)}`);
    }
    if ((await answers(url)) === 200) return;
    if (Date.now() > until) {
      throw new CheckFailure(`${name} does not answer ${url} after ${seconds} s; it says:\n${causeIn(child.output)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A clone of this checkout's HEAD as `main`, for decap-server (what npm run cms does with the checkout's main). */
function throwAwayClone(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "venere-develop-check-"));
  const head = execFileSync("git", ["rev-parse", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
  const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, stdio: "ignore" });
  execFileSync("git", ["clone", "--quiet", "--no-checkout", ROOT, dir], { stdio: "ignore" });
  git("checkout", "--quiet", "-B", "main", head);
  git("config", "user.name", "Controllo di gatsby develop");
  git("config", "user.email", "develop-check@localhost.invalid");
  return dir;
}

async function checkPages(browser: Browser, site: string, develop: Child): Promise<string[]> {
  const machine = readMarkdownFolder(path.join(ROOT, "content/machines"))[0];
  const machinePath = contentPath("machines", machine.data);
  if (!machinePath) throw new CheckFailure(`content/machines/${machine.name} has no slug: no page to open`);
  const context = await browser.newContext({ locale: "it-IT" });
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_SECONDS * 1000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  const seen: string[] = [];
  const visit = async (url: string, what: string, check: () => Promise<void>): Promise<void> => {
    const t = Date.now();
    const response = await page.goto(`${site}${url}`, { waitUntil: "domcontentloaded" });
    if (!response || response.status() !== 200) {
      throw new CheckFailure(`${url} answers ${response?.status() ?? "nothing"}:\n${causeIn(develop.output)}`);
    }
    try {
      await check();
    } catch (error) {
      const overlay = await page.locator("gatsby-fast-refresh, [data-gatsby-overlay]").allInnerTexts();
      throw new CheckFailure(
        `${url}: ${what} not shown within ${PAGE_SECONDS} s (${(error as Error).message.split("\n")[0]})\n` +
          [...overlay, ...errors].join("\n") +
          `\n${causeIn(develop.output)}`,
      );
    }
    seen.push(`${url}: ${what} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  };
  await visit("/", "the page's h1", async () => {
    await page.locator("main h1").first().waitFor();
  });
  await visit(machinePath, `the h1 «${String(machine.data.heading)}»`, async () => {
    await page.getByRole("heading", { level: 1, name: String(machine.data.heading) }).waitFor();
  });
  await visit("/admin/", "«Accedi», then the collections from the local decap-server", async () => {
    await page.getByRole("button", { name: "Accedi" }).click();
    await page.getByRole("link", { name: "Macchinari", exact: true }).first().waitFor();
  });
  // React recovers from a hydration mismatch by rendering on the client; under `gatsby develop` the served HTML is
  // not the page's (Gatsby renders an empty first page there), so the mismatch is reported, not failed on.
  const hydration = errors.filter((e) => HYDRATION.test(e));
  const others = errors.filter((e) => !HYDRATION.test(e));
  if (others.length) throw new CheckFailure(`JavaScript errors in the pages:\n${others.join("\n")}`);
  await context.close();
  return [...seen, ...hydration.map((e) => `(noted, React rendered it again in the browser) ${e}`)];
}

async function main(): Promise<void> {
  const executablePath = chromiumPath();
  const [sitePort, decapPort] = [await freePort(), await freePort()];
  const clone = throwAwayClone();
  const children: Child[] = [];
  let browser: Browser | undefined;
  try {
    const decap = startDecapServer(clone, decapPort);
    children.push(decap);
    const develop = startDevelop(sitePort, decapPort, "127.0.0.1");
    children.push(develop);
    const site = `http://127.0.0.1:${sitePort}`;
    await waitForServer(`${site}/`, develop, "gatsby develop", START_SECONDS);
    const ready = elapsed();
    if (decap.process.exitCode !== null) {
      throw new CheckFailure(`decap-server stopped:\n${causeIn(decap.output)}`);
    }
    browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
    const seen = await checkPages(browser, site, develop);
    console.log(`gatsby develop answered after ${ready}; pages loaded:\n  ${seen.join("\n  ")}\nin all ${elapsed()}`);
  } finally {
    await browser?.close();
    await Promise.all(children.map((c) => c.stop()));
    fs.rmSync(clone, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(`test:develop failed: ${error instanceof CheckFailure ? error.message : error.stack}`);
  process.exitCode = 1;
});
