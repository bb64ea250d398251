/**
 * Class names of the site's CSS Modules in a production build: "_" and one or two letters or digits ("_a", "_Q7").
 *
 * Every page repeats its classes in its HTML and its inline CSS, and every bundle in its modules' exports. Hashed
 * names ("_" and six hex digits, css-loader's interpolation) carry 24 bits each that no compressor can take out;
 * names drawn from a short list of the site's own classes cost a byte or two: every page's first response is 425-464
 * bytes of Brotli smaller (docs/PERFORMANCE.md).
 *
 * The list is every class and keyframes name of every `*.module.css` under `src/`, each numbered by its rank in an
 * order drawn from the stylesheets' digest (stylesDigest, src/gatsby/webpack.ts). The browser's and the server's
 * compilations read the same files, so they agree on every name; and any change to a stylesheet draws a new order,
 * so the server's code changes with it and Gatsby renders every page again (why the digest salts the names:
 * stylesDigest's comment).
 *
 * Written here rather than taken from a package: css-loader's hook (`getLocalIdent`) is the ecosystem's own part;
 * minifying class names across two compilations needs a list both share, which the packages that shorten names
 * one compilation at a time (counters in the order modules happen to load) do not give.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { filesUnder } from "./files-digest";

/** The characters of a short name: any of them may follow "_" in a CSS identifier. */
const ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** The `index`-th short name: "_a" … "_9" (62), then "_aa" … "_99" (3,844), and so on. */
export function shortClassName(index: number): string {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`shortClassName: ${index} is not an index`);
  let name = "";
  let rest = index;
  for (;;) {
    name = ALPHABET[rest % ALPHABET.length] + name;
    rest = Math.floor(rest / ALPHABET.length) - 1;
    if (rest < 0) return `_${name}`;
  }
}

/**
 * The local names a CSS Module defines: its class selectors and its keyframes (css-loader renames both), comments
 * left out. A few false hits (a ".svg" inside a url()) only give the list a name nobody asks for.
 */
export function moduleLocals(css: string): string[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const classes = [...code.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);
  const keyframes = [...code.matchAll(/@(?:-webkit-)?keyframes\s+(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);
  return [...new Set([...classes, ...keyframes])];
}

/** The key of a local name in the table: the stylesheet's path from the project's root, with "/", and the name. */
const keyOf = (root: string, file: string, local: string): string =>
  `${path.relative(root, file).split(path.sep).join("/")}\0${local}`;

export interface ClassNameTable {
  /** The production name of `local` in the CSS Module at `file` (absolute), or an error naming both. */
  readonly nameOf: (file: string, local: string) => string;
  readonly size: number;
}

/**
 * The short names of every CSS Module under `srcDir` (`root` is the project, to which paths are relative), in the
 * order drawn from `salt`.
 */
export function classNameTable(root: string, srcDir: string, salt: string): ClassNameTable {
  const keys = filesUnder(srcDir)
    .filter((file) => file.endsWith(".module.css"))
    .flatMap((file) => moduleLocals(fs.readFileSync(file, "utf8")).map((local) => keyOf(root, file, local)));
  const rank = (key: string): string => crypto.createHash("sha256").update(`${salt}\0${key}`).digest("hex");
  const ranked = keys.map((key) => ({ key, rank: rank(key) })).sort((a, b) => a.rank.localeCompare(b.rank));
  const names = new Map(ranked.map(({ key }, index) => [key, shortClassName(index)]));
  return {
    size: names.size,
    nameOf(file, local) {
      const name = names.get(keyOf(root, file, local));
      if (name) return name;
      throw new Error(
        `CSS Modules: no short class name for "${local}" in ${path.relative(root, file)}: ` +
          `src/gatsby/class-names.ts lists the classes and keyframes of the *.module.css files under src/ only.`,
      );
    },
  };
}
