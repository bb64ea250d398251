/**
 * The runtime relies on parts of Gatsby's browser code that are not public API (src/runtime/gatsby-internals.ts).
 * These tests read Gatsby's own sources, so that an upgrade that changes them fails here, not in production.
 */
import fs from "node:fs";
import path from "node:path";
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

  it("the first page's failed resources reach the runtime as 'page resources for … not found'", () => {
    expect(app).toContain("page resources for ${browserLoc.pathname} not found. Not rendering React");
  });
});

describe("splitting an address", () => {
  it.each([
    ["/a/b?x=1#y", { pathname: "/a/b", search: "?x=1", hash: "#y" }],
    ["/a#y?x", { pathname: "/a", search: "", hash: "#y?x" }],
    ["/", { pathname: "/", search: "", hash: "" }],
  ])("%s", (to, parts) => expect(splitPath(to)).toEqual(parts));
});
