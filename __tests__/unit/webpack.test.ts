import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import webpack from "webpack";
import type { CreateWebpackConfigArgs } from "gatsby";
import { onCreateWebpackConfig, stylesDigest } from "../../src/gatsby/webpack";

/** Runs the hook on a config holding these plugins, as Gatsby would at `stage`; returns the config it keeps. */
function adjust(stage: string, plugins: object[]): { plugins: object[] } {
  let kept: { plugins: object[] } | undefined;
  const args = {
    stage,
    getConfig: () => ({ plugins, module: { rules: [] } }),
    actions: { replaceWebpackConfig: (config: { plugins: object[] }) => (kept = config) },
    plugins: {
      normalModuleReplacement: (test: RegExp, to: string) => new webpack.NormalModuleReplacementPlugin(test, to),
    },
  };
  // The hook reads only these four parts of Gatsby's argument.
  onCreateWebpackConfig(args as unknown as CreateWebpackConfigArgs);
  return kept!;
}

const provided = (config: { plugins: object[] }): string[] =>
  config.plugins.flatMap((p) => (p instanceof webpack.ProvidePlugin ? Object.keys(p.definitions) : []));

describe("the server rendering's fetch", () => {
  test.each(["build-html", "develop-html"])("%s: Gatsby's node-fetch is not provided, other names are", (stage) => {
    const gatsbys = new webpack.ProvidePlugin({ fetch: "node-fetch", "global.fetch": "node-fetch" });
    const other = new webpack.ProvidePlugin({ fetch: "node-fetch", Buffer: ["buffer", "Buffer"] });
    const config = adjust(stage, [gatsbys, other]);
    expect(provided(config)).toEqual(["Buffer"]);
    expect(config.plugins).not.toContain(gatsbys);
  });

  test("the browser bundle's plugins are left as they are", () => {
    const plugin = new webpack.ProvidePlugin({ process: "process/browser" });
    expect(provided(adjust("build-javascript", [plugin]))).toEqual(["process"]);
  });
});

describe("class names that change with the stylesheets", () => {
  /** A css-loader rule as Gatsby writes it for CSS Modules. */
  const cssModulesRule = () => ({ loader: "/x/node_modules/css-loader/dist/cjs.js", options: { modules: {} } });

  type Ident = (context: { resourcePath: string }, pattern: string, local: string) => string;

  function identAt(stage: string): Ident | undefined {
    const rule: { loader: string; options: { modules: { getLocalIdent?: Ident } } } = cssModulesRule();
    onCreateWebpackConfig({
      stage,
      getConfig: () => ({ plugins: [], module: { rules: [{ oneOf: [{ use: [rule] }] }] } }),
      actions: { replaceWebpackConfig: () => undefined },
      plugins: {
        normalModuleReplacement: (test: RegExp, to: string) => new webpack.NormalModuleReplacementPlugin(test, to),
      },
    } as unknown as CreateWebpackConfigArgs);
    return rule.options.modules.getLocalIdent;
  }

  it("names a class alike in the browser and server bundles, short, and fails on a class it does not list", () => {
    const header = { resourcePath: path.join(process.cwd(), "src/components/shell/Header.module.css") };
    const browser = identAt("build-javascript");
    const server = identAt("build-html");
    expect(browser).toBeDefined();
    expect(server).toBeDefined();
    const name = browser!(header, "", "topbar");
    expect(name).toMatch(/^_[a-zA-Z0-9]{1,2}$/);
    expect(server!(header, "", "topbar")).toBe(name);
    expect(browser!(header, "", "nav")).not.toBe(name);
    expect(() => browser!(header, "", "noSuchClass")).toThrow(
      /noSuchClass.*src\/components\/shell\/Header\.module\.css/,
    );
  });

  it("leaves development's class names to Gatsby", () => {
    expect(identAt("develop")).toBeUndefined();
  });

  it("gives a new digest when a rule's property changes, the same one when only other files do", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "styles-"));
    fs.mkdirSync(path.join(dir, "components"));
    const css = path.join(dir, "components", "Header.module.css");
    fs.writeFileSync(css, ".cta { padding: 0.6rem 1.2rem; }\n");
    fs.writeFileSync(path.join(dir, "components", "Header.tsx"), "export {};\n");
    const before = stylesDigest(dir);
    fs.writeFileSync(path.join(dir, "components", "Header.tsx"), "export const x = 1;\n");
    expect(stylesDigest(dir)).toBe(before);
    fs.writeFileSync(css, ".cta { padding: 0.6rem 1rem; }\n");
    const after = stylesDigest(dir);
    expect(after).not.toBe(before);
    // A stylesheet moved to another folder is another input too.
    fs.renameSync(css, path.join(dir, "Header.module.css"));
    expect(stylesDigest(dir)).not.toBe(after);
    fs.rmSync(dir, { recursive: true });
  });
});

describe("webpack's cache and the stylesheets", () => {
  /** The cache's version the hook gives at `stage`, run in a project at `root` (the hook reads its src/). */
  function versionAt(root: string, stage: string): string | undefined {
    let kept: { cache?: { type: string; version?: string } } | undefined;
    const cwd = process.cwd();
    process.chdir(root);
    try {
      onCreateWebpackConfig({
        stage,
        // Gatsby's own cache settings for the four stages it caches.
        getConfig: () => ({ plugins: [], module: { rules: [] }, cache: { type: "filesystem", name: stage } }),
        actions: { replaceWebpackConfig: (config: typeof kept) => (kept = config) },
        plugins: {
          normalModuleReplacement: (test: RegExp, to: string) => new webpack.NormalModuleReplacementPlugin(test, to),
        },
      } as unknown as CreateWebpackConfigArgs);
    } finally {
      process.chdir(cwd);
    }
    expect(kept?.cache?.type).toBe("filesystem");
    return kept?.cache?.version;
  }

  it("is not read again after any stylesheet changes, in both production stages", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "site-"));
    fs.mkdirSync(path.join(root, "src", "components"), { recursive: true });
    const css = path.join(root, "src", "components", "Footer.module.css");
    fs.writeFileSync(css, ".footer { color: teal; }\n");
    fs.writeFileSync(path.join(root, "src", "components", "Footer.tsx"), "export {};\n");
    const browser = versionAt(root, "build-javascript");
    expect(browser).toBeTruthy();
    expect(versionAt(root, "build-html")).toBe(browser);
    // A script's change leaves it (webpack tracks scripts itself); a stylesheet's does not.
    fs.writeFileSync(path.join(root, "src", "components", "Footer.tsx"), "export const x = 1;\n");
    expect(versionAt(root, "build-javascript")).toBe(browser);
    fs.writeFileSync(css, ".footer { color: navy; }\n");
    const after = versionAt(root, "build-javascript");
    expect(after).toBeTruthy();
    expect(after).not.toBe(browser);
    expect(versionAt(root, "build-html")).toBe(after);
    fs.rmSync(root, { recursive: true });
  });

  it("is left as Gatsby sets it in development, whose class names are Gatsby's", () => {
    expect(versionAt(process.cwd(), "develop")).toBeUndefined();
  });
});

describe("one framework: React DOM in the browser as on the server", () => {
  // Gatsby's framework group, as Gatsby 5 writes it (a function of the module), and its aliases to React's copies.
  const gatsbyConfig = () => ({
    plugins: [],
    module: { rules: [] },
    resolve: { alias: { react: "/site/node_modules/react", "react-dom": "/site/node_modules/react-dom" } },
    optimization: {
      splitChunks: {
        cacheGroups: {
          framework: {
            test: (module: { nameForCondition(): string }) =>
              /(?<!node_modules.*)[\\/]node_modules[\\/](react|react-dom|scheduler|prop-types)[\\/]/.test(
                module.nameForCondition(),
              ),
          },
        },
      },
    },
  });
  type Kept = ReturnType<typeof gatsbyConfig>;
  function run(stage: string): Kept {
    let kept: Kept | undefined;
    const args = {
      stage,
      getConfig: gatsbyConfig,
      actions: { replaceWebpackConfig: (config: Kept) => (kept = config) },
      plugins: {
        normalModuleReplacement: (test: RegExp, to: string) => new webpack.NormalModuleReplacementPlugin(test, to),
      },
    };
    onCreateWebpackConfig(args as unknown as CreateWebpackConfigArgs);
    return kept!;
  }

  it("the browser bundle keeps Gatsby's aliases to React's own copies", () => {
    const config = run("build-javascript");
    expect(config.resolve.alias).toMatchObject({
      react: "/site/node_modules/react",
      "react-dom": "/site/node_modules/react-dom",
    });
    expect(Object.values(config.resolve.alias).join(" ")).not.toMatch(/preact/);
  });

  it("the server's rendering keeps React", () => {
    const config = run("build-html");
    expect(config.resolve.alias).toEqual({
      react: "/site/node_modules/react",
      "react-dom": "/site/node_modules/react-dom",
    });
  });
});
