/**
 * @jest-environment node
 *
 * Every relative link of README.md and docs/*.md resolves: files, images and #anchors, anchors by GitHub's heading
 * slugs. linkinator (already the build tests' link checker) serves the repository, renders the Markdown with marked
 * and marked-gfm-heading-id (github-slugger, GitHub's own rules) and checks each link and fragment; links to other
 * hosts are skipped (no internet in CI).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, "../..");
const CLI = path.join(ROOT, "node_modules/linkinator/build/src/cli.js");

interface LinkResult {
  url: string;
  status?: number;
  state: "OK" | "BROKEN" | "SKIPPED";
  parent?: string;
}

/** linkinator on Markdown files (paths from `cwd`, the repository by default); every link it saw. */
async function check(files: string[], cwd = ROOT): Promise<LinkResult[]> {
  const args = [
    CLI,
    ...files,
    "--markdown",
    "--check-fragments",
    "--directory-listing",
    "--format",
    "json",
    // The repository is served on 127.0.0.1 for the check; any other host is not fetched.
    "--skip",
    "^(https?://(?!127\\.0\\.0\\.1:\\d)|mailto:|tel:)",
  ];
  // linkinator exits with 1 when something is broken; its JSON report is on stdout either way.
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    cwd,
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
  return (JSON.parse(stdout) as { links: LinkResult[] }).links;
}

const DOCS = [
  "README.md",
  ...fs
    .readdirSync(path.join(ROOT, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

it("every relative link and #anchor of the README and docs/*.md resolves", async () => {
  const links = await check(DOCS);
  const broken = links
    .filter((l) => l.state === "BROKEN")
    .map((l) => `${l.url} (status ${l.status ?? "?"}, in ${l.parent ?? "?"})`);
  expect(broken).toEqual([]);
  // Each file was read, and its links followed: the README's table names every docs file.
  const checked = new Set(links.filter((l) => l.state === "OK").map((l) => l.url.replace(/#.*$/, "")));
  for (const file of DOCS) expect(checked).toContain(file);
});

it("finds a broken file, a broken anchor and a broken image (the check works)", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "venere-docs-links-"));
  try {
    fs.writeFileSync(
      path.join(dir, "a.md"),
      "# A\n\n## Editors: the CMS at `/admin`\n\n[ok](#editors-the-cms-at-admin) [ok too](b.md#a-heading) " +
        "[no anchor](#editors) [no file](c.md) [no heading](b.md#nope) ![no image](img/x.png)\n",
    );
    fs.writeFileSync(path.join(dir, "b.md"), "# B\n\n## A heading\n");
    const broken = (await check(["a.md"], dir))
      .filter((l) => l.state === "BROKEN")
      .map((l) => l.url)
      .sort();
    expect(broken).toEqual(["a.md#editors", "b.md#nope", "c.md", "img/x.png"]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
