import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { classNameTable, moduleLocals, shortClassName } from "../../src/gatsby/class-names";

describe("short class names", () => {
  it("counts through one character, then two", () => {
    expect([0, 1, 25, 26, 51, 52, 61].map(shortClassName)).toEqual(["_a", "_b", "_z", "_A", "_Z", "_0", "_9"]);
    expect([62, 63, 123, 124, 62 + 62 * 62 - 1, 62 + 62 * 62].map(shortClassName)).toEqual([
      "_aa",
      "_ab",
      "_a9",
      "_ba",
      "_99",
      "_aaa",
    ]);
    expect(() => shortClassName(-1)).toThrow(RangeError);
  });

  it("reads a module's classes and keyframes, not its comments or its properties", () => {
    const css = `/* .commented { } */
.card { padding: 0.5rem 1.5em; animation: fade-in 1s; }
.card:hover > .title-row, .wide .card { width: 10.5% }
@keyframes fade-in { from { opacity: 0 } }
@media (min-width: 40rem) { .card { margin: 0 } }`;
    expect(moduleLocals(css).sort()).toEqual(["card", "fade-in", "title-row", "wide"]);
  });

  describe("a table of two stylesheets", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "classes-"));
    const src = path.join(root, "src");
    fs.mkdirSync(path.join(src, "ui"), { recursive: true });
    const cards = path.join(src, "ui", "Cards.module.css");
    const footer = path.join(src, "Footer.module.css");
    fs.writeFileSync(cards, ".card{}.title{}.grid{}");
    fs.writeFileSync(footer, ".title{}.grid{}");
    fs.writeFileSync(path.join(src, "global.css"), ".not-a-module{}");

    it("gives every class of every module a name of its own, the same in every compilation", () => {
      const a = classNameTable(root, src, "one");
      const b = classNameTable(root, src, "one");
      expect(a.size).toBe(5);
      const names = [
        a.nameOf(cards, "card"),
        a.nameOf(cards, "title"),
        a.nameOf(cards, "grid"),
        a.nameOf(footer, "title"),
        a.nameOf(footer, "grid"),
      ];
      expect(new Set(names).size).toBe(5);
      for (const name of names) expect(["_a", "_b", "_c", "_d", "_e"]).toContain(name);
      expect(b.nameOf(footer, "title")).toBe(a.nameOf(footer, "title"));
    });

    it("draws another order from another digest", () => {
      const salts = ["one", "two", "three", "four", "five", "six"];
      const orders = salts.map((salt) => {
        const t = classNameTable(root, src, salt);
        return ["card", "title", "grid"].map((c) => t.nameOf(cards, c)).join();
      });
      expect(new Set(orders).size).toBeGreaterThan(1);
    });

    it("fails naming the stylesheet and the class when asked for one it does not list", () => {
      const t = classNameTable(root, src, "one");
      expect(() => t.nameOf(cards, "missing")).toThrow('"missing" in src/ui/Cards.module.css');
      expect(() => t.nameOf(path.join(src, "global.css"), "not-a-module")).toThrow(/src\/global\.css/);
    });
  });
});
