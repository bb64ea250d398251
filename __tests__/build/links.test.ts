/**
 * linkinator over the built site served as in production: zero broken internal links or assets, starting
 * from both the unprefixed home page and /it, following every link on the same host.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { serveBuiltSite } from "../helpers/built-site";
import { pagePathsFromDisk } from "../helpers/content";
import { SEED_ROUTES } from "../helpers/seed-routes";
import { withPrefix } from "../../src/gatsby/routes";

jest.setTimeout(180_000);

const CLI = path.join(__dirname, "../../node_modules/linkinator/build/src/cli.js");

interface LinkResult {
  url: string;
  status?: number;
  state: "OK" | "BROKEN" | "SKIPPED";
  parent?: string;
}

const base = serveBuiltSite();

async function crawl(start: string): Promise<LinkResult[]> {
  const args = [
    CLI,
    `${base()}${start}`,
    "--recurse",
    "--check-css",
    "--format",
    "json",
    "--concurrency",
    "20",
    "--skip",
    "^(?!http://127\\.0\\.0\\.1)",
  ];
  // linkinator exits with 1 when something is broken; its JSON report is on stdout either way.
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }),
  );
  return (JSON.parse(stdout) as { links: LinkResult[] }).links;
}

it.each([["/"], ["/it"]])(
  "from %s every internal link and asset resolves, and every page is reached",
  async (start) => {
    const links = await crawl(start);
    const checked = links.filter((l) => l.state !== "SKIPPED");
    const broken = checked
      .filter((l) => l.state === "BROKEN")
      .map((l) => `${l.status ?? "?"} ${l.url} (from ${l.parent ?? "?"})`);
    expect(broken).toEqual([]);
    const reached = new Set(checked.map((l) => new URL(l.url).pathname));
    const prefix = start === "/" ? "" : "/it";
    // Every page of the content, the seed's and those editors added (a new city's page is reached too).
    const expected = [...new Set([...SEED_ROUTES, ...pagePathsFromDisk()])].map((p) => withPrefix(prefix, p));
    // Every page is reachable by links, except those only a form leads to: the thank-you page (the contact
    // form) and the search results (the header's search field).
    const unreached = expected.filter((p) => !reached.has(p) && !/\/(thankyou|cerca)$/.test(p));
    expect(unreached).toEqual([]);
    expect(checked.length).toBeGreaterThan(100);
  },
);
