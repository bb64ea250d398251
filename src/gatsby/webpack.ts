import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import { classNameTable, type ClassNameTable } from "./class-names";
import { filesDigest, filesUnder } from "./files-digest";

/** css-loader's hook for a class's name: the loader's context (its stylesheet) and the local name. */
type GetLocalIdent = (context: { resourcePath: string }, localIdentName: string, localName: string) => string;

interface Rule {
  loader?: string;
  options?: { modules?: { localIdentName?: string; getLocalIdent?: GetLocalIdent } | boolean };
  use?: Rule[] | Rule;
  oneOf?: Rule[];
  rules?: Rule[];
}

interface WebpackConfigShape {
  plugins?: Array<{
    constructor: { name: string };
    options?: Record<string, unknown>;
    definitions?: Record<string, unknown>;
  }>;
  module?: { rules?: Rule[] };
  optimization?: { splitChunks?: { cacheGroups?: Record<string, unknown> } };
  resolve?: { alias?: Record<string, string | false | string[]> };
  output?: { hashDigestLength?: number };
  cache?: boolean | { type?: string; version?: string };
}

/**
 * Hex digits of the content hash in the names of the browser's files (webpack's default is 20). The webpack runtime,
 * which every page loads, lists the hash of each chunk it may load (56 of them): 20 digits cost about 10 bytes each
 * once compressed. Eight digits still tell apart 4 billion versions of one chunk's name, which is all an immutable
 * cache needs; Gatsby's Netlify adapter marks the files immutable by the build's list of assets, not by the shape of
 * their names.
 */
export const CONTENT_HASH_DIGITS = 8;

/** The browser bundle's react-helmet (see src/components/head/helmet-lite.tsx); the server keeps the real one. */
export const BROWSER_HELMET = path.resolve(process.cwd(), "src/components/head/helmet-lite.tsx");

/**
 * Modules the browser bundle replaces: what they do is only needed when the server renders the HTML, or never on
 * this site.
 */
export const BROWSER_REPLACEMENTS: ReadonlyArray<{ test: RegExp; replacement: string }> = [
  // JSON-LD builders: crawlers read the server's HTML (src/lib/structured-data.browser.ts).
  {
    test: /[/\\]lib[/\\]structured-data$/,
    replacement: path.resolve(process.cwd(), "src/lib/structured-data.browser.ts"),
  },
  // No plugin registers a service worker (a build test checks it), so Gatsby's registration code never runs.
  {
    test: /^\.\/register-service-worker$/,
    replacement: path.resolve(process.cwd(), "src/gatsby/no-browser-plugin.ts"),
  },
  // gatsby-plugin-manifest's browser part only swaps the manifest of a localised site; this one has one manifest.
  {
    test: /gatsby-plugin-manifest[/\\]gatsby-browser\.js$/,
    replacement: path.resolve(process.cwd(), "src/gatsby/no-browser-plugin.ts"),
  },
  // Gatsby's Head API handler: no page exports Head (the heads are react-helmet's), so it never has work to do.
  {
    test: /[/\\]head[/\\]head-export-handler-for-browser(\.js)?$/,
    replacement: path.resolve(process.cwd(), "src/gatsby/no-head-export.ts"),
  },
  // Gatsby's internal Partytown plugin only acts in `gatsby develop`, yet pulls gatsby-script into every page.
  {
    test: /internal-plugins[/\\]partytown[/\\]gatsby-browser\.js$/,
    replacement: path.resolve(process.cwd(), "src/gatsby/no-browser-plugin.ts"),
  },
  // Gatsby's Head API in the browser: no template exports `Head` (the head is react-helmet's; a build test checks).
  {
    test: /[/\\]head[/\\]head-export-handler-for-browser$/,
    replacement: path.resolve(process.cwd(), "src/gatsby/no-head-export.ts"),
  },
];

/**
 * CSS Modules of one page, or of code loaded on use: kept out of the stylesheet Gatsby inlines into every page's HTML
 * (its "commons" group), so the other pages' first flight does not carry them. A page's own styles are inlined
 * into that page (its template imports the module); the styles of code loaded on use (the loading overlay and the
 * page transition) come with that code. A build test checks that every class a page's HTML uses is defined in its
 * inline CSS.
 */
export const PAGE_ONLY_STYLES: readonly RegExp[] = [
  /[/\\]components[/\\]contact[/\\]ContactForm\.module\.css(?![\w.])/,
  /[/\\]components[/\\]calculator[/\\]Calculator\.module\.css(?![\w.])/,
  /[/\\]components[/\\]compare[/\\]Compare\.module\.css(?![\w.])/,
  /[/\\]components[/\\]machines[/\\]MachineFilter\.module\.css(?![\w.])/,
  /[/\\]components[/\\]offer[/\\]MachinePage\.module\.css(?![\w.])/,
  /[/\\]components[/\\]ErrorPage\.module\.css(?![\w.])/,
  /[/\\]runtime[/\\]runtime\.module\.css(?![\w.])/,
  // Layout pieces of a few templates, so that the machine pages' first response fits the first round trip
  // (docs/PERFORMANCE.md): the body beside an aside, a post's article, the contact page's grid and list, the home
  // page's link under its cards, the numbered steps and the feature boxes.
  /[/\\]templates[/\\](aside|post|contact|home)\.module\.css(?![\w.])/,
  /[/\\]components[/\\]ui[/\\]Features\.module\.css(?![\w.])/,
];

interface CacheGroup {
  test?: (module: { resource?: string; identifier(): string }, context: unknown) => boolean;
}

/** Gatsby's "commons" styles group, less the page-only stylesheets. */
function keepPageStylesApart(config: WebpackConfigShape): void {
  const styles = config.optimization?.splitChunks?.cacheGroups?.styles as CacheGroup | undefined;
  const test = styles?.test;
  if (!styles || !test) return;
  styles.test = (module, context) =>
    test(module, context) && !PAGE_ONLY_STYLES.some((re) => re.test(module.resource ?? module.identifier()));
}

/**
 * A digest of every stylesheet under `dir` (names and contents), which draws the order of the CSS Modules' short
 * class names (src/gatsby/class-names.ts).
 *
 * Gatsby 5 rebuilds a page's HTML when its data or the server rendering's code changes, not when only the browser's
 * CSS does (with slices on, as they always are in Gatsby 5, a new browser compilation re-stitches the scripts
 * alone). A change to a rule's properties leaves the class names, so the server's code, as they were: a build on a
 * kept cache (Netlify restores `.cache` and `public`, and so does `npm start` here) then published the old inline
 * CSS in every page it did not rebuild for another reason. With the digest, any change to a stylesheet renames the
 * classes, the server's code changes with them, and every page is rendered again.
 */
export function stylesDigest(dir: string): string {
  return filesDigest(
    dir,
    filesUnder(dir).filter((file) => file.endsWith(".css")),
  );
}

/** The production class names of every CSS Module under `root`'s src/ (src/gatsby/class-names.ts). */
export function productionClassNames(root: string): ClassNameTable {
  const src = path.join(root, "src");
  return classNameTable(root, src, stylesDigest(src));
}

/**
 * Keys webpack's persistent cache to the stylesheets. Gatsby keeps one cache per stage (`.cache/webpack`, which
 * Netlify and `npm start` keep between builds), and webpack reuses a stylesheet's compiled module, names and all,
 * while its file is unchanged. The short names are drawn in an order that every stylesheet's digest decides: after
 * a change to one stylesheet, the modules compiled again took names from the new order and the cached ones kept the
 * old, so two modules could share a name (a build on a kept cache gave the phone cards of the comparison the
 * footer's class, and the footer vanished from that page on wide screens). A cache of another version is not read.
 */
function keyCacheToStyles(config: WebpackConfigShape, digest: string): void {
  if (config.cache && typeof config.cache === "object") config.cache = { ...config.cache, version: `styles-${digest}` };
}

function shortenClassNames(rules: Rule[] | undefined, table: ClassNameTable): void {
  for (const rule of rules ?? []) {
    if (rule.loader?.includes("css-loader") && rule.options && typeof rule.options.modules === "object") {
      rule.options.modules.getLocalIdent = (context, _localIdentName, localName) =>
        table.nameOf(context.resourcePath, localName);
    }
    const nested = [
      ...(Array.isArray(rule.use) ? rule.use : rule.use ? [rule.use] : []),
      ...(rule.oneOf ?? []),
      ...(rule.rules ?? []),
    ];
    shortenClassNames(nested, table);
  }
}

/**
 * Production webpack adjustments, the same for the browser bundle and the server rendering (class names must
 * match in both):
 * - CSS Modules get short class names ("_a", src/gatsby/class-names.ts) instead of Gatsby's
 *   `[name]--[local]--[hash]`, renamed whenever a stylesheet changes (stylesDigest), which is also the version of
 *   webpack's cache (keyCacheToStyles);
 * - the browser bundle gets a small stand-in for react-helmet (the server renders with the real one) and leaves
 *   out what only the server needs (BROWSER_REPLACEMENTS);
 * - CSS Modules are scoped, so the order in which templates import them does not matter; without
 *   ignoreOrder, mini-css-extract-plugin warns about "conflicting order" on every build;
 * - the server rendering uses Node's own fetch (Node 24 has one): Gatsby provides node-fetch 2 to the HTML
 *   bundle instead, whose URL parser loads Node's deprecated `punycode` module, and the deprecation warning it
 *   prints is shown by Gatsby as an "ERROR UNKNOWN" on every build (see PROVIDED_FETCH).
 */
/** The names Gatsby's ProvidePlugin binds to node-fetch in the HTML stages. */
export const PROVIDED_FETCH: readonly string[] = ["fetch", "global.fetch"];

/** Drops node-fetch from the HTML stages' ProvidePlugin; a plugin left with nothing to provide is removed. */
function keepNodesOwnFetch(config: WebpackConfigShape): void {
  config.plugins = (config.plugins ?? []).filter((plugin) => {
    if (plugin.constructor.name !== "ProvidePlugin" || !plugin.definitions) return true;
    for (const name of PROVIDED_FETCH) delete plugin.definitions[name];
    return Object.keys(plugin.definitions).length > 0;
  });
}

export function onCreateWebpackConfig({ stage, getConfig, actions, plugins }: CreateWebpackConfigArgs): void {
  const config = getConfig() as WebpackConfigShape;
  if (stage === "build-javascript" || stage === "build-html") {
    const src = path.join(process.cwd(), "src");
    const digest = stylesDigest(src);
    shortenClassNames(config.module?.rules, classNameTable(process.cwd(), src, digest));
    keyCacheToStyles(config, digest);
  }
  if (stage === "build-html" || stage === "develop-html") keepNodesOwnFetch(config);
  if (stage === "build-javascript") {
    keepPageStylesApart(config);
    config.output = { ...config.output, hashDigestLength: CONTENT_HASH_DIGITS };
    config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, "react-helmet$": BROWSER_HELMET } };
    // Gatsby types its webpack plugins loosely; these are webpack.NormalModuleReplacementPlugin instances.
    const replacements = BROWSER_REPLACEMENTS.map(({ test, replacement }) =>
      plugins.normalModuleReplacement(test, replacement),
    );
    config.plugins = [
      ...(config.plugins ?? []),
      ...(replacements as unknown as NonNullable<WebpackConfigShape["plugins"]>),
    ];
  }
  for (const plugin of config.plugins ?? []) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true;
  }
  actions.replaceWebpackConfig(config);
}
