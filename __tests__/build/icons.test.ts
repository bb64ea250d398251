/**
 * Every built page carries the icons' drawings once (src/components/ui/icon-sprite.tsx), outside the site's root
 * so that navigation keeps them, and every icon it shows is one of them: no page requests a sprite file.
 */
import fs from "node:fs";
import path from "node:path";
import { allBuiltHtml, builtPage, htmlFileOf } from "../helpers/built-site";
import { CONTENT } from "../helpers/content";

const PAGES = allBuiltHtml();
/** The ids the editors' sprite defines, read from the file itself. */
const EDITORS_IDS = [
  ...fs.readFileSync(path.join(CONTENT, "images", "icons.svg"), "utf8").matchAll(/<symbol\b[^>]*\bid="([^"]+)"/g),
].map((m) => m[1]);

it("reads the editors' sprite", () => {
  expect(EDITORS_IDS).toEqual(expect.arrayContaining(["whats-app", "phone", "menu", "close", "check"]));
});

describe.each(PAGES.map((p) => [p]))("%s", (pagePath) => {
  it("carries every symbol of content/images/icons.svg once, before the site's root, and uses only those", () => {
    const doc = builtPage(pagePath);
    const sprites = Array.from(doc.querySelectorAll("body > svg")).filter((svg) => svg.querySelector("symbol"));
    expect(sprites).toHaveLength(1);
    expect(sprites[0].nextElementSibling?.id).toBe("___gatsby");
    const ids = Array.from(sprites[0].querySelectorAll("symbol")).map((s) => s.id);
    expect(ids).toEqual(EDITORS_IDS);
    const uses = Array.from(doc.querySelectorAll("#___gatsby use")).map((u) => u.getAttribute("href"));
    expect(uses.length).toBeGreaterThan(5);
    for (const href of uses) expect(ids.map((id) => `#${id}`)).toContain(href);
    expect(fs.readFileSync(htmlFileOf(pagePath), "utf8")).not.toContain("icons.svg");
  });
});
