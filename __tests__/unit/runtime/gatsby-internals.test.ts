/**
 * The runtime relies on parts of Gatsby's browser code that are not public API (src/runtime/gatsby-internals.ts).
 * These tests read Gatsby's own sources, so that an upgrade that changes them fails here, not in production.
 */
import fs from "node:fs";
import path from "node:path";
import { BROWSER_REPLACEMENTS } from "../../../src/gatsby/webpack";
import { splitPath } from "../../../src/runtime/gatsby-internals";

const read = (file: string) => fs.readFileSync(path.join(process.cwd(), "node_modules", file), "utf8");

describe("Gatsby's browser runtime, as the client runtime uses it", () => {
  const navigation = read("gatsby/cache-dir/navigation.js");
  const loader = read("gatsby/cache-dir/loader.js");
  const app = read("gatsby/cache-dir/production-app.js");
  const link = read("gatsby-link/dist/index.modern.mjs");

  it("links navigate through window.___navigate, set before onClientEntry runs", () => {
    expect(link).toContain("window.___navigate(");
    expect(navigation).toContain("window.___navigate = (to, options) => navigate(to, options)");
    expect(app.indexOf("navigationInit()")).toBeGreaterThan(-1);
    expect(app.indexOf("navigationInit()")).toBeLessThan(app.indexOf("apiRunnerAsync(`onClientEntry`)"));
  });

  it(
    "links prefetch through ___loader.enqueue (and abort) and ___loader.hovering, a plain object set before " +
      "onClientEntry",
    () => {
      expect(link).toMatch(/___loader\.enqueue\(/);
      expect(link).toMatch(/abortPrefetch\.abort\(\)/);
      expect(link).toMatch(/___loader\.hovering\(/);
      expect(loader).toMatch(/export const publicLoader = \{\s*enqueue: rawPath =>/);
      expect(loader).toContain("hovering: rawPath => instance.hovering(rawPath)");
      expect(app.indexOf("window.___loader = publicLoader")).toBeLessThan(
        app.indexOf("apiRunnerAsync(`onClientEntry`)"),
      );
    },
  );

  it("loadPage resolves with status 'error' when a page's data or chunk fails", () => {
    expect(loader).toContain("Error: `error`");
    expect(loader).toContain(".catch(err => err)");
  });

  it("Gatsby's own chunk-error listener reloads without a guard (which is why ours stops it)", () => {
    expect(navigation).toMatch(
      /addEventListener\(`unhandledrejection`[\s\S]{0,200}window\.location\.pathname = nextRoute/,
    );
  });

  it("gatsby-plugin-catch-links exports its routing function (4)", () => {
    expect(read("gatsby-plugin-catch-links/catch-links.js")).toMatch(
      /export const routeThroughBrowserOrApp = \(hrefHandler, pluginOptions\) => event =>/,
    );
  });

  it("the first page's failed resources reach the runtime as 'page resources for … not found'", () => {
    expect(app).toContain("page resources for ${browserLoc.pathname} not found. Not rendering React");
  });
});

describe("Gatsby's build, as the site's build steps use it", () => {
  const staticEntry = read("gatsby/cache-dir/static-entry.js");

  it("the browser modules the bundle replaces are where BROWSER_REPLACEMENTS looks for them (5)", () => {
    const files = [
      "gatsby/cache-dir/register-service-worker.js",
      "gatsby/cache-dir/head/head-export-handler-for-browser.js",
      "gatsby/dist/internal-plugins/partytown/gatsby-browser.js",
      "gatsby-plugin-manifest/gatsby-browser.js",
    ];
    for (const file of files) {
      // As webpack sees the module: Gatsby's relative request, or the resolved path, with or without its extension.
      const seen = file.includes("register-service-worker")
        ? ["./register-service-worker"]
        : [`/site/node_modules/${file}`, `/site/node_modules/${file.replace(/\.js$/, "")}`];
      const replaced = BROWSER_REPLACEMENTS.some(({ test }) => seen.some((request) => test.test(request)));
      expect({ file, replaced }).toEqual({ file, replaced: true });
      expect(fs.existsSync(path.join(process.cwd(), "node_modules", file))).toBe(true);
    }
    expect(read("gatsby/cache-dir/production-app.js")).toContain("./register-service-worker");
  });

  it("Gatsby's webpack configuration has the styles group and the HTML stages' node-fetch (6)", () => {
    const config = read("gatsby/dist/utils/webpack.config.js");
    expect(config).toMatch(/styles: \{[\s\S]{0,400}test\(module/);
    expect(config).toMatch(/fetch: require\.resolve\(`node-fetch`\)|fetch: \[require\.resolve\(`node-fetch`\)/);
  });

  it("pages end with the scripts, chunk mapping and compilation hash that the HTML steps rewrite (7)", () => {
    expect(staticEntry).toContain("window.___webpackCompilationHash=");
    expect(staticEntry).toContain("window.___chunkMapping=${JSON.stringify(");
    expect(staticEntry).toMatch(/<script key=\{scriptPath\} src=\{scriptPath\} async \/>/);
  });

  it("replaceRenderer is awaited before the page's render, which Gatsby does when the hook wrote no HTML (8)", () => {
    const awaited = staticEntry.indexOf("await apiRunnerAsync(`replaceRenderer`");
    const ownRender = staticEntry.indexOf("if (!bodyHtml) {");
    expect(awaited).toBeGreaterThan(-1);
    expect(ownRender).toBeGreaterThan(awaited);
    expect(staticEntry.indexOf("renderToPipeableStream(bodyComponent", ownRender)).toBeGreaterThan(ownRender);
    expect(staticEntry.indexOf("apiRunner(`onPreRenderHTML`", ownRender)).toBeGreaterThan(ownRender);
  });
});

describe("splitting an address", () => {
  it.each([
    ["/a/b?x=1#y", { pathname: "/a/b", search: "?x=1", hash: "#y" }],
    ["/a#y?x", { pathname: "/a", search: "", hash: "#y?x" }],
    ["/", { pathname: "/", search: "", hash: "" }],
  ])("%s", (to, parts) => expect(splitPath(to)).toEqual(parts));
});
