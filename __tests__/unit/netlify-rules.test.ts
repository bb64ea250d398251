/**
 * Reading and writing Netlify's _headers file, and matching its paths the way Netlify does.
 */
import { formatHeadersFile, headerPatternToRegExp, headersFor, matchingHeaderRules, parseHeadersFile, replaceMarkedBlock } from "../../src/server/netlify-rules";

describe("header path patterns", () => {
  const matches = (pattern: string, p: string) => headerPatternToRegExp(pattern).test(p);

  it("a standalone * is optional: /admin/* covers /admin, /admin/ and everything below", () => {
    for (const p of ["/admin", "/admin/", "/admin/index.html", "/admin/a/b.js"]) expect(matches("/admin/*", p)).toBe(true);
    // Netlify's parser turns "/admin/*" into ^/admin/?(.*)/?$: it also covers /administrator (no such page here).
    expect(matches("/admin/*", "/administrator")).toBe(true);
    expect(matches("/admin/*", "/blog/admin")).toBe(false);
    expect(matches("/*", "/")).toBe(true);
    expect(matches("/*", "/any/thing.js")).toBe(true);
  });

  it("an exact path matches itself with or without trailing slash, case-insensitively, and nothing below it", () => {
    expect(matches("/blog", "/blog")).toBe(true);
    expect(matches("/blog", "/blog/")).toBe(true);
    expect(matches("/blog", "/BLOG")).toBe(true);
    expect(matches("/blog", "/blog/blog01")).toBe(false);
    expect(matches("/", "/")).toBe(true);
    expect(matches("/", "/blog")).toBe(false);
  });

  it("a placeholder is one segment; dots are literal", () => {
    expect(matches("/page-data/:page/page-data.json", "/page-data/blog/page-data.json")).toBe(true);
    expect(matches("/page-data/:page/page-data.json", "/page-data/a/b/page-data.json")).toBe(false);
    expect(matches("/build-info.json", "/build-infoxjson")).toBe(false);
  });
});

describe("the _headers file", () => {
  const rules = [
    { pattern: "/*", headers: [["X-Frame-Options", "DENY"]] as Array<[string, string]> },
    { pattern: "/static/*", headers: [["Cache-Control", "public, max-age=31536000, immutable"]] as Array<[string, string]> },
  ];

  it("is written and read back to the same rules", () => {
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });

  it("gives a response the headers of every rule that matches its path", () => {
    expect(Object.fromEntries(headersFor(rules, "/static/a.jpg"))).toEqual({ "x-frame-options": "DENY", "cache-control": "public, max-age=31536000, immutable" });
    expect(matchingHeaderRules(rules, "/blog").map((r) => r.pattern)).toEqual(["/*"]);
  });
});

describe("replaceMarkedBlock", () => {
  const START = "# mine start";
  const END = "# mine end";

  it("appends the block between its markers when there are none", () => {
    expect(replaceMarkedBlock("", START, END, "/a\n  X: 1\n")).toBe("# mine start\n/a\n  X: 1\n# mine end\n");
    expect(replaceMarkedBlock("/other\n  Y: 2", START, END, "/a\n  X: 1\n")).toBe("/other\n  Y: 2\n# mine start\n/a\n  X: 1\n# mine end\n");
  });

  it("replaces the earlier block in place and keeps every line outside it", () => {
    const before = "# theirs start\n/t\n# theirs end\n# mine start\n/old\n# mine end\n/after\n";
    expect(replaceMarkedBlock(before, START, END, "/new\n")).toBe("# theirs start\n/t\n# theirs end\n# mine start\n/new\n# mine end\n/after\n");
  });
});
