import type { CreateWebpackConfigArgs } from "gatsby";

/**
 * CSS Modules are scoped, so the order in which templates import them does not matter; without this,
 * mini-css-extract-plugin warns about "conflicting order" on every build.
 */
export function onCreateWebpackConfig({ stage, getConfig, actions }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript" && stage !== "develop") return;
  const config = getConfig() as { plugins?: Array<{ constructor: { name: string }; options?: Record<string, unknown> }> };
  for (const plugin of config.plugins ?? []) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true;
  }
  actions.replaceWebpackConfig(config);
}
