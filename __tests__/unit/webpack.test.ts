import webpack from "webpack";
import type { CreateWebpackConfigArgs } from "gatsby";
import { onCreateWebpackConfig } from "../../src/gatsby/webpack";

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
