/**
 * After `npm run build`: the build descriptor of the client runtime, and what every page carries for it.
 */
import fs from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { BUILD_DESCRIPTOR_PATH } from "../../src/config/build";
import crypto from "node:crypto";
import { allBuiltHtml, builtPage, PUBLIC } from "../helpers/built-site";
import { startupAssets } from "../helpers/budgets";

/**
 * The id as documented (src/gatsby/build-descriptor.ts): the first 16 hex digits of a sha256 over every file of
 * page-data/, in sorted order of their paths, each as "path NUL content NUL". Computed here independently.
 */
function expectedBuildId(): string {
  const dir = path.join(PUBLIC, "page-data");
  const files = (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join("/"))
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .sort();
  const hash = crypto.createHash("sha256");
  for (const f of files)
    hash.update(Buffer.concat([Buffer.from(`${f}\0`), fs.readFileSync(path.join(dir, f)), Buffer.from("\0")]));
  return hash.digest("hex").slice(0, 16);
}

const descriptor = () =>
  JSON.parse(fs.readFileSync(path.join(PUBLIC, BUILD_DESCRIPTOR_PATH), "utf8")) as { buildId: string; builtAt: string };

describe("the build descriptor", () => {
  it(`is written at ${BUILD_DESCRIPTOR_PATH} with the id of this build's page data`, () => {
    const { buildId, builtAt } = descriptor();
    expect(buildId).toMatch(/^[0-9a-f]{16}$/);
    expect(buildId).toBe(expectedBuildId());
    expect(Number.isNaN(Date.parse(builtAt))).toBe(false);
  });

  it("every page, the 404 page included, carries the same id in a meta tag (no inline script)", () => {
    const { buildId } = descriptor();
    const pages = allBuiltHtml();
    expect(pages.length).toBeGreaterThanOrEqual(99);
    for (const pagePath of pages) {
      // "/404.html" is a file of its own; the others are folders with an index.html.
      const doc = pagePath.endsWith(".html")
        ? new JSDOM(fs.readFileSync(path.join(PUBLIC, pagePath), "utf8")).window.document
        : builtPage(pagePath);
      expect(doc.querySelector('meta[name="build-id"]')?.getAttribute("content")).toBe(buildId);
      for (const script of Array.from(doc.querySelectorAll("script")))
        expect(script.textContent).not.toContain(buildId);
    }
  });
});

describe("one framework (docs/PERFORMANCE.md)", () => {
  it("the browser's framework chunk is React DOM, and no script carries Preact", () => {
    const scripts = fs.readdirSync(PUBLIC).filter((f) => f.endsWith(".js"));
    const framework = scripts.filter((f) => f.startsWith("framework-"));
    expect(framework).toHaveLength(1);
    // React DOM's own error decoder address and its root API, as its production build writes them.
    const code = fs.readFileSync(path.join(PUBLIC, framework[0]), "utf8");
    expect(code).toContain("reactjs.org/docs/error-decoder");
    expect(code).toContain("hydrateRoot");
    for (const file of scripts)
      expect({
        file,
        preact: /__PREACT_DEVTOOLS__|preact/.test(fs.readFileSync(path.join(PUBLIC, file), "utf8")),
      }).toEqual({ file, preact: false });
  });
});

describe("browser code the bundle leaves out (BROWSER_REPLACEMENTS in src/gatsby/webpack.ts)", () => {
  // The list of browser plugins Gatsby generated for this build, and the files it requires.
  const pluginsFile = path.join(PUBLIC, "..", ".cache", "api-runner-browser-plugins.js");
  const pluginList = () => fs.readFileSync(pluginsFile, "utf8");
  const pluginFiles = () =>
    [...pluginList().matchAll(/require\('([^']+)'\)/g)].map((m) => path.resolve(path.dirname(pluginsFile), m[1]));

  it("no browser plugin asks Gatsby to register a service worker, so its registration code can go", () => {
    const files = pluginFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files)
      expect({ file, registers: /registerServiceWorker/.test(fs.readFileSync(file, "utf8")) }).toEqual({
        file,
        registers: false,
      });
  });

  it("the web app manifest is not localised, so gatsby-plugin-manifest's browser part has nothing to swap", () => {
    expect(pluginList()).toContain("gatsby-plugin-manifest");
    expect(pluginList()).not.toMatch(/"localize"/);
  });

  it("the start-up bundle does not carry the service worker's registration", () => {
    const code = startupAssets()
      .map((f) => fs.readFileSync(path.join(PUBLIC, f), "utf8"))
      .join("\n");
    // Gatsby's registration code (gatsby/cache-dir/register-service-worker.js) logs this when it runs over HTTP.
    expect(code).not.toContain("Service workers can only be used over HTTPS");
  });

  it("no page or template exports Gatsby's Head, so the Head API's browser handler can go", () => {
    const sources = ["src/templates", "src/pages"].flatMap((dir) =>
      fs
        .readdirSync(path.join(PUBLIC, "..", dir))
        .filter((f) => /\.tsx?$/.test(f))
        .map((f) => path.join(PUBLIC, "..", dir, f)),
    );
    expect(sources.length).toBeGreaterThanOrEqual(12);
    for (const file of sources)
      expect({
        file,
        head: /export\s+(?:function|const|\{[^}]*\bHead\b)\s*Head\b|export\s*\{[^}]*\bHead\b/.test(
          fs.readFileSync(file, "utf8"),
        ),
      }).toEqual({ file, head: false });
  });

  it("the start-up bundle does not carry the Head API's handler", () => {
    const code = startupAssets()
      .map((f) => fs.readFileSync(path.join(PUBLIC, f), "utf8"))
      .join("\n");
    // Gatsby's handler (gatsby/cache-dir/head/*) marks and finds the elements it writes with this attribute.
    expect(code).not.toContain("data-gatsby-head");
  });
});
