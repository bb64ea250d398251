/**
 * The CMS preview script (/admin/cms-preview.js): src/cms/preview.tsx bundled with esbuild for the browser.
 * - "gatsby" is src/cms/gatsby-shim.tsx (no GraphQL in the browser);
 * - CSS modules get the class names the site's build gives them (the same table of short names,
 *   src/gatsby/class-names.ts), so the markup matches the built stylesheet, which the preview loads from the site
 *   (its address is compiled in);
 * - "cms-content" is the committed content the preview needs beside the entry (business identity, menus,
 *   cities, machines, city templates and texts).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "esbuild";
import type { CheckContent } from "../cms/entry-problems";
import { cityPageText } from "../content-model/doorway";
import { DATA_FILES, MARKDOWN_COLLECTIONS } from "../content-model/model";
import { cityPagePath, contentPath } from "../config/site-structure";
import { loadPhraseLists, readCityReadiness } from "./content-nodes";
import { readMarkdownFolder } from "./markdown-files";
import { moduleLocals } from "./class-names";
import { BROWSER_HELMET, productionClassNames } from "./webpack";

interface InterpolateName {
  (context: { resourcePath: string }, name: string, options: { content: string; context: string }): string;
}

/**
 * css-loader's default class name for `localName` in the CSS module at `file` under `pattern`, as `gatsby develop`
 * computes it (DEVELOP_PREVIEW.classNamePattern).
 */
export function cssModuleClassName(root: string, file: string, localName: string, pattern: string): string {
  const cssLoaderRequire = createRequire(
    createRequire(path.join(root, "package.json")).resolve("css-loader/package.json"),
  );
  const { interpolateName } = cssLoaderRequire("loader-utils") as { interpolateName: InterpolateName };
  const relative = path.relative(root, file).split(path.sep).join("/");
  const ident = interpolateName({ resourcePath: file }, pattern, {
    content: `${relative}\x00${localName}`,
    context: root,
  });
  return ident
    .replace(/^((-?[0-9])|--)/, "_$1")
    .replace(/\./g, "-")
    .replace(/\[local\]/gi, localName);
}

/** `dashesOnly`: foo-bar is exported as fooBar. */
const exportName = (local: string): string => local.replace(/-+(\w)/g, (_m, c: string) => c.toUpperCase());

/** `pattern`: css-loader's pattern of `gatsby develop`; without one, the production build's short names. */
function cssModulesPlugin(root: string, pattern?: string): Plugin {
  const nameOf =
    pattern === undefined
      ? productionClassNames(root).nameOf
      : (file: string, local: string) => cssModuleClassName(root, file, local, pattern);
  return {
    name: "gatsby-css-modules",
    setup(build) {
      build.onLoad({ filter: /\.module\.css$/ }, (args) => {
        const locals = moduleLocals(fs.readFileSync(args.path, "utf8"));
        const lines = locals.map(
          (local) => `export const ${exportName(local)} = ${JSON.stringify(nameOf(args.path, local))};`,
        );
        return { contents: lines.join("\n"), loader: "js" };
      });
      // The browser's stand-ins, as in the site's own browser bundle (src/gatsby/webpack.ts).
      build.onResolve({ filter: /[/\\]lib[/\\]structured-data$/ }, (args) => ({
        path: path.join(args.resolveDir, `${args.path}.browser.ts`),
      }));
      // The consent runtime (cookie banner, Google's tags) runs on the public site after a visitor's choice; the
      // preview is static markup with no handlers, so it is left out and /admin's script names no analytics host.
      build.onResolve({ filter: /[/\\]consent-runtime$/ }, (args) => ({ path: args.path, namespace: "empty" }));
      // Webpack-only imports (the consent banner's raw CSS): not part of a preview.
      build.onResolve({ filter: /^!!raw-loader!/ }, (args) => ({ path: args.path, namespace: "empty" }));
      build.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "export default ''", loader: "js" }));
      // Plain stylesheets are already in the site's built CSS.
      build.onLoad({ filter: /\.css$/ }, () => ({ contents: "", loader: "js" }));
    },
  };
}

/** A folder's Markdown as the preview bundles it: front matter as JSON (dates become ISO strings). */
const readMarkdownAsJson = (dir: string): Array<{ data: Record<string, unknown>; body: string }> =>
  readMarkdownFolder(dir).map((m) => ({
    data: JSON.parse(JSON.stringify(m.data)) as Record<string, unknown>,
    body: m.body,
  }));

/** The collections the shell's menus and footer list (src/hooks/use-site-data.ts, query `entries`). */
const LISTED_COLLECTIONS = ["machines", "formulas", "services", "sanitising"] as const;

/**
 * Where gatsby-source-filesystem publishes a content file (its `publicURL`): /static/<md5 of the file>/<name>,
 * the same address in `gatsby build` and `gatsby develop`.
 */
export function publishedFileUrl(file: string): string {
  const digest = createHash("md5").update(fs.readFileSync(file)).digest("hex");
  return `/static/${digest}/${path.basename(file)}`;
}

/** The items of a legal list without their `sources` (addresses of pages read, for docs/FONTI-NORMATIVE.md). */
function withoutSources(items: unknown): unknown[] {
  return (Array.isArray(items) ? items : []).map((item: Record<string, unknown>) => {
    const { sources: _sources, ...rest } = item;
    return rest;
  });
}

/** What the preview knows of the content besides the entry being edited. */
export function bundledContent(root: string) {
  const content = path.join(root, "content");
  const json = (name: string): Record<string, unknown> =>
    JSON.parse(fs.readFileSync(path.join(content, name), "utf8")) as Record<string, unknown>;
  const folderOf = (name: string): string => MARKDOWN_COLLECTIONS.find((c) => c.name === name)?.folder ?? name;
  const { readiness } = readCityReadiness(content);
  // As the site's query sorts them: by order, then by name.
  const entries = LISTED_COLLECTIONS.flatMap((collection) =>
    readMarkdownAsJson(path.join(content, folderOf(collection))).map((m) => ({
      fields: { collection, path: contentPath(collection, m.data) },
      frontmatter: m.data,
    })),
  ).sort(
    (a, b) =>
      Number(a.frontmatter.order ?? Infinity) - Number(b.frontmatter.order ?? Infinity) ||
      String(a.frontmatter.name ?? "").localeCompare(String(b.frontmatter.name ?? "")),
  );
  // What each formula includes, as machine and city pages list it (query `included`/`formulas`, by order).
  const includedFormulas = readMarkdownAsJson(path.join(content, folderOf("formulas")))
    .map((m) => m.data)
    .filter((f) => f.offerKey !== undefined && f.offerKey !== null)
    .sort((a, b) => Number(a.order ?? Infinity) - Number(b.order ?? Infinity))
    .map((f) => ({
      fields: { path: contentPath("formulas", f) },
      frontmatter: { name: f.name, slug: f.slug, offerKey: f.offerKey, included: f.included ?? null },
    }));
  // The formula a machine's «Conformità e uso» links to for training (query `training` of the machine page).
  const training = readMarkdownAsJson(path.join(content, folderOf("formulas")))
    .map((m) => m.data)
    .find((f) => f.training === true);
  const cityPages = readMarkdownAsJson(path.join(content, folderOf("cityPages"))).map((m) => m.data);
  return {
    checks: checkContent(root),
    // The legal lists, for «Conformità e uso» on a machine's page (src/content-model/conformity-text.ts).
    // Without their sources: the page shows none, and the preview script names no address it could load from.
    legal: {
      sheets: (json("schede-tecniche.json").sheets ?? []) as unknown[],
      unsettled: withoutSources(json("tecnologie.json").technologies),
      annexXvi: withoutSources(json("allegato-xvi.json").groups),
    },
    // The facts written once ({{fatto:<key>}}), for bodies and FAQ answers (src/content-model/placeholders.ts).
    facts: (json("fatti.json").facts ?? []) as unknown[],
    logoUrl: publishedFileUrl(path.join(content, "images/logo.svg")),
    iconsSvg: fs.readFileSync(path.join(content, "images/icons.svg"), "utf8"),
    business: json("business.json"),
    site: json("site.json"),
    navigation: json("navigation.json"),
    // In the file's order, as the site lists them (their `position`, src/gatsby/content-nodes.ts), each with the
    // keys of the city templates that have its text (pageKeys, as the City nodes have them).
    cities: ((json("cities.json").cities ?? []) as Array<Record<string, unknown>>).map((c) => ({
      ...c,
      pageKeys: readiness.cities.find((r) => r.slug === c.slug)?.pageKeys ?? [],
    })),
    machines: readMarkdownAsJson(path.join(content, folderOf("machines"))).map((m) => m.data),
    entries: entries.map((e) => ({
      fields: e.fields,
      frontmatter: { name: e.frontmatter.name ?? null, slug: e.frontmatter.slug ?? null },
    })),
    includedFormulas,
    trainingFormula: training ? { fields: { path: contentPath("formulas", training) } } : null,
    cityPages,
    cityTemplates: cityPages
      .map((t) => ({ frontmatter: { key: t.key ?? null, machine: t.machine ?? null } }))
      .sort((a, b) => String(a.frontmatter.key).localeCompare(String(b.frontmatter.key))),
    cityTexts: readMarkdownAsJson(path.join(content, folderOf("cityTexts"))),
  };
}

/** The data files whose items a field may name (FieldSpec.relation), for the CMS's checks. */
const RELATION_FILES = ["sheets", "unsettled", "annexXvi"] as const;

/** What the CMS's checks (src/cms/entry-problems.ts) need to know of the committed content. */
export function checkContent(root: string): CheckContent {
  const content = path.join(root, "content");
  const str = (v: unknown): string => (typeof v === "string" ? v : "");
  const folderOf = (name: string): string => MARKDOWN_COLLECTIONS.find((c) => c.name === name)?.folder ?? name;
  const { readiness, items } = readCityReadiness(content);
  const cityKeys = readMarkdownFolder(path.join(content, folderOf("cityPages"))).map((m) => str(m.data.key));
  const paths = [
    ...MARKDOWN_COLLECTIONS.flatMap((c) =>
      readMarkdownFolder(path.join(content, c.folder)).map((m) => contentPath(c.name, m.data)),
    ).filter((p): p is string => p !== null),
    ...readiness.pages.map((page) => cityPagePath(page.key, page.city)),
  ];
  const machineNames = new Map(
    readMarkdownFolder(path.join(content, folderOf("machines"))).map((m) => [str(m.data.slug), str(m.data.name)]),
  );
  return {
    ...loadPhraseLists(content),
    relations: Object.fromEntries(
      RELATION_FILES.map((name) => {
        const spec = DATA_FILES.find((d) => d.name === name);
        const data = spec
          ? (JSON.parse(fs.readFileSync(path.join(content, spec.file), "utf8")) as Record<string, unknown>)
          : {};
        const items = spec?.listField ? data[spec.listField] : undefined;
        return [name, withoutSources(items) as Array<Record<string, unknown>>];
      }),
    ),
    paths,
    cities: items.map((c) => ({
      slug: str(c.slug),
      name: str(c.name),
      names: [str(c.name), str(c.region), ...(Array.isArray(c.areas) ? c.areas.map(str) : [])].filter(Boolean),
    })),
    cityKeys,
    cityPageNames: Object.fromEntries(
      readMarkdownFolder(path.join(content, folderOf("cityPages"))).map((m) => [
        str(m.data.key),
        machineNames.get(str(m.data.machine)) ?? "",
      ]),
    ),
    cityTexts: readMarkdownFolder(path.join(content, folderOf("cityTexts"))).map((m) => ({
      file: `content/${folderOf("cityTexts")}/${m.name}`,
      key: str(m.data.key),
      city: str(m.data.city),
      text: cityPageText(m.data.lead, m.body, Array.isArray(m.data.faq) ? m.data.faq : []),
    })),
  };
}

function contentPlugin(root: string): Plugin {
  return {
    name: "cms-content",
    setup(build) {
      build.onResolve({ filter: /^cms-content$/ }, () => ({ path: "cms-content", namespace: "cms-content" }));
      build.onLoad({ filter: /.*/, namespace: "cms-content" }, () => ({
        contents: JSON.stringify(bundledContent(root)),
        loader: "json",
      }));
    },
  };
}

/**
 * This build's stylesheets, as addresses of the site (read from its webpack.stats.json, not from the folder, which
 * may keep earlier builds' files): Gatsby's styles.<hash>.css first, then the stylesheets of one page each
 * (PAGE_ONLY_STYLES in webpack.ts), so a preview of those pages is styled too.
 */
export function siteStylesheets(publicDir: string): string[] {
  const statsFile = path.join(publicDir, "webpack.stats.json");
  const stats = fs.existsSync(statsFile)
    ? (JSON.parse(fs.readFileSync(statsFile, "utf8")) as { assetsByChunkName?: Record<string, string[]> })
    : {};
  const css = [...new Set(Object.values(stats.assetsByChunkName ?? {}).flat())].filter((f) => f.endsWith(".css"));
  const main = css.find((f) => /^styles\.[0-9a-f]+\.css$/.test(f));
  if (!main)
    throw new Error(`CMS preview: no styles.<hash>.css in ${statsFile}; the preview needs the site's stylesheet.`);
  return [main, ...css.filter((f) => f !== main)].map((f) => `/${f}`);
}

/** `gatsby develop`: Gatsby's own class name pattern (gatsby/dist/utils/webpack-utils.js) and its stylesheet. */
export const DEVELOP_PREVIEW = {
  stylesheetUrl: "/commons.css",
  classNamePattern: "[name]--[local]--[hash:hex:5]",
} as const;

/**
 * `process.env.GATSBY_*` as Gatsby inlines them into the site's browser bundle (the build's own environment);
 * any other `process.env` read is an empty object, since the browser has no `process`.
 */
export function gatsbyEnvDefines(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const defines: Record<string, string> = { "process.env": "{}" };
  for (const [name, value] of Object.entries(env)) {
    if (name.startsWith("GATSBY_") && value !== undefined) defines[`process.env.${name}`] = JSON.stringify(value);
  }
  return defines;
}

/** Bundles the preview script for a site whose stylesheet is at `stylesheetUrl`; returns its code. */
export async function buildCmsPreview(
  root: string,
  stylesheetUrls: string | readonly string[],
  classNamePattern?: string,
): Promise<string> {
  const esbuild = await import("esbuild");
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [path.join(root, "src/cms/preview.tsx")],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "es2020",
    minify: true,
    jsx: "automatic",
    alias: { gatsby: path.join(root, "src/cms/gatsby-shim.tsx"), "react-helmet": BROWSER_HELMET },
    define: {
      ...gatsbyEnvDefines(),
      "process.env.NODE_ENV": '"production"',
      // A static render, like the build's HTML stage: parts the browser loads later (src/runtime/parts.tsx) start
      // loading as their modules are evaluated, so the preview shows them (renderToStaticMarkup cannot wait for them).
      "process.env.BUILD_STAGE": '"build-html"',
      SITE_STYLESHEETS: JSON.stringify(typeof stylesheetUrls === "string" ? [stylesheetUrls] : stylesheetUrls),
    },
    plugins: [cssModulesPlugin(root, classNamePattern), contentPlugin(root)],
    logLevel: "silent",
  });
  return result.outputFiles[0].text;
}
