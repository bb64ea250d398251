/**
 * The Netlify adapter as the site configures it: Gatsby's catch-all header rule dropped, and the HTML moves of
 * pretty URLs recorded and undone so a second local build finds Gatsby's own layout.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { HeaderRoutes, RoutesManifest } from "gatsby";
import {
  prettyHtmlFile,
  prettyUrlMoves,
  undoPrettyUrlMoves,
  withoutCatchAllRule,
} from "../../src/gatsby/netlify-adapter";

const route = (p: string, filePath: string) => ({ path: p, type: "static" as const, filePath, headers: [] });

describe("withoutCatchAllRule", () => {
  it("drops Gatsby's /* rule and keeps the caching rules of the build", () => {
    const routes: HeaderRoutes = [
      { path: "/*", headers: [{ key: "referrer-policy", value: "same-origin" }] },
      { path: "/static/*", headers: [{ key: "cache-control", value: "public, max-age=31536000, immutable" }] },
      { path: "/app-1.js", headers: [{ key: "cache-control", value: "public, max-age=31536000, immutable" }] },
    ];
    expect(withoutCatchAllRule(routes).map((r) => r.path)).toEqual(["/static/*", "/app-1.js"]);
  });
});

describe("pretty URLs", () => {
  it("puts an address's HTML where Netlify serves it without a redirect", () => {
    expect(prettyHtmlFile("/")).toBe("index.html");
    expect(prettyHtmlFile("/blog")).toBe("blog.html");
    expect(prettyHtmlFile("/it/blog/blog01")).toBe("it/blog/blog01.html");
    expect(prettyHtmlFile("/404.html")).toBe("404.html");
  });

  it("lists the moves the adapter makes and the files Gatsby owns", () => {
    const routes = [
      route("/", "public/index.html"),
      route("/blog", "public/blog/index.html"),
      route("/404", "public/404/index.html"),
      route("/404.html", "public/404.html"),
      route("/page-data/blog/page-data.json", "public/page-data/blog/page-data.json"),
    ] as unknown as RoutesManifest;
    const record = prettyUrlMoves(routes);
    expect(record.moves).toEqual([
      { from: "public/blog/index.html", to: "public/blog.html" },
      { from: "public/404/index.html", to: "public/404.html" },
    ]);
    expect(record.owned).toContain("public/404.html");
  });

  it("undoes the moves: a plain move goes back, a file Gatsby also owns is copied back", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "pretty-"));
    fs.mkdirSync(path.join(root, "public"));
    fs.writeFileSync(path.join(root, "public/blog.html"), "blog");
    fs.writeFileSync(path.join(root, "public/404.html"), "not found");
    const undone = undoPrettyUrlMoves(root, {
      moves: [
        { from: "public/blog/index.html", to: "public/blog.html" },
        { from: "public/404/index.html", to: "public/404.html" },
        { from: "public/gone/index.html", to: "public/gone.html" },
      ],
      owned: ["public/404.html", "public/blog/index.html", "public/404/index.html"],
    });
    expect(undone).toBe(2);
    expect(fs.readFileSync(path.join(root, "public/blog/index.html"), "utf8")).toBe("blog");
    expect(fs.existsSync(path.join(root, "public/blog.html"))).toBe(false);
    expect(fs.readFileSync(path.join(root, "public/404/index.html"), "utf8")).toBe("not found");
    expect(fs.existsSync(path.join(root, "public/404.html"))).toBe(true);
  });
});
