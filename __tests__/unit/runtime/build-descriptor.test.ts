import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { computeBuildId, stampHtml, writeBuildDescriptor } from "../../../src/gatsby/build-descriptor";
import { POST_BUILD_STEPS } from "../../../src/gatsby/post-build";

const page = (id = "development") =>
  `<html><head><meta name="build-id" content="${id}"/><title>x</title></head><body></body></html>`;

function fakePublic(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const SITE = {
  "page-data/app-data.json": '{"webpackCompilationHash":"abc"}',
  "page-data/index/page-data.json": '{"path":"/"}',
  "page-data/contatti/page-data.json": '{"path":"/contatti"}',
  "index.html": page(),
  "contatti/index.html": page("an-old-id"),
  "admin/index.html": "<html><head><title>CMS</title></head></html>",
};

describe("the build descriptor", () => {
  it("is the first post-build step", () => {
    expect(POST_BUILD_STEPS[0].name).toBe("build descriptor");
  });

  it("has an id that depends on the page data only, and on every file of it", () => {
    const a = fakePublic(SITE);
    const b = fakePublic({ ...SITE, "index.html": page("other"), "app-1.js": "x" });
    const c = fakePublic({ ...SITE, "page-data/contatti/page-data.json": '{"path":"/contatti","x":1}' });
    const d = fakePublic({ ...SITE, "page-data/app-data.json": '{"webpackCompilationHash":"def"}' });
    expect(computeBuildId(a)).toMatch(/^[0-9a-f]{16}$/);
    expect(computeBuildId(b)).toBe(computeBuildId(a));
    expect(computeBuildId(c)).not.toBe(computeBuildId(a));
    expect(computeBuildId(d)).not.toBe(computeBuildId(a));
  });

  it("writes build-info.json and stamps the id into every page that carries the tag", () => {
    const dir = fakePublic(SITE);
    const { descriptor, stamped } = writeBuildDescriptor(dir, new Date("2030-01-02T03:04:05Z"));
    expect(stamped).toBe(2);
    expect(JSON.parse(fs.readFileSync(path.join(dir, "build-info.json"), "utf8"))).toEqual({
      buildId: descriptor.buildId,
      builtAt: "2030-01-02T03:04:05.000Z",
    });
    for (const file of ["index.html", "contatti/index.html"]) {
      expect(fs.readFileSync(path.join(dir, file), "utf8")).toContain(
        `<meta name="build-id" content="${descriptor.buildId}"/>`,
      );
    }
    expect(fs.readFileSync(path.join(dir, "admin/index.html"), "utf8")).toBe(SITE["admin/index.html"]);
  });

  it("stamps a page only where the tag is", () => {
    expect(stampHtml(page(), "x1")).toBe(page("x1"));
    expect(stampHtml("<html></html>", "x1")).toBeNull();
  });

  it("stops the build when there is no page data or no page with the tag", () => {
    expect(() => writeBuildDescriptor(fakePublic({ "index.html": page() }))).toThrow(/no page data/);
    expect(() =>
      writeBuildDescriptor(
        fakePublic({ ...SITE, "index.html": "<html></html>", "contatti/index.html": "<html></html>" }),
      ),
    ).toThrow(/no page .* has <meta name="build-id">/);
  });
});
