/**
 * After `npm run build`: the build descriptor of the client runtime, and what every page carries for it.
 */
import fs from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { BUILD_DESCRIPTOR_PATH } from "../../src/config/build";
import { computeBuildId } from "../../src/gatsby/build-descriptor";
import { allBuiltHtml, builtPage, PUBLIC } from "../helpers/built-site";

const descriptor = () => JSON.parse(fs.readFileSync(path.join(PUBLIC, BUILD_DESCRIPTOR_PATH), "utf8")) as { buildId: string; builtAt: string };

describe("the build descriptor", () => {
  it(`is written at ${BUILD_DESCRIPTOR_PATH} with the id of this build's page data`, () => {
    const { buildId, builtAt } = descriptor();
    expect(buildId).toMatch(/^[0-9a-f]{16}$/);
    expect(buildId).toBe(computeBuildId(PUBLIC));
    expect(Number.isNaN(Date.parse(builtAt))).toBe(false);
  });

  it("every page, the 404 page included, carries the same id in a meta tag (no inline script)", () => {
    const { buildId } = descriptor();
    const pages = allBuiltHtml();
    expect(pages.length).toBeGreaterThanOrEqual(99);
    for (const pagePath of pages) {
      // "/404.html" is a file of its own; the others are folders with an index.html.
      const doc = pagePath.endsWith(".html") ? new JSDOM(fs.readFileSync(path.join(PUBLIC, pagePath), "utf8")).window.document : builtPage(pagePath);
      expect(doc.querySelector('meta[name="build-id"]')?.getAttribute("content")).toBe(buildId);
      for (const script of Array.from(doc.querySelectorAll("script"))) expect(script.textContent).not.toContain(buildId);
    }
  });
});
