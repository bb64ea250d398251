import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";

interface Rule {
  loader?: string;
  options?: { modules?: { localIdentName?: string } | boolean };
  use?: Rule[] | Rule;
  oneOf?: Rule[];
  rules?: Rule[];
}

interface WebpackConfigShape {
  plugins?: Array<{ constructor: { name: string }; options?: Record<string, unknown> }>;
  module?: { rules?: Rule[] };
  resolve?: { alias?: Record<string, string | false | string[]> };
}

/** The browser bundle's react-helmet (see src/components/head/helmet-lite.tsx); the server keeps the real one. */
export const BROWSER_HELMET = path.resolve(process.cwd(), "src/components/head/helmet-lite.tsx");

/** Short class names for CSS Modules in production: they repeat in every page's HTML and inline CSS. */
export const PRODUCTION_CLASS_NAME = "_[hash:hex:6]";

function shortenClassNames(rules: Rule[] | undefined): void {
  for (const rule of rules ?? []) {
    if (rule.loader?.includes("css-loader") && rule.options && typeof rule.options.modules === "object") {
      rule.options.modules.localIdentName = PRODUCTION_CLASS_NAME;
    }
    const nested = [...(Array.isArray(rule.use) ? rule.use : rule.use ? [rule.use] : []), ...(rule.oneOf ?? []), ...(rule.rules ?? [])];
    shortenClassNames(nested);
  }
}

/**
 * Production webpack adjustments, the same for the browser bundle and the server rendering (class names must
 * match in both):
 * - CSS Modules get short hashed class names instead of Gatsby's `[name]--[local]--[hash]`;
 * - the browser bundle gets a small stand-in for react-helmet (the server renders with the real one);
 * - CSS Modules are scoped, so the order in which templates import them does not matter; without
 *   ignoreOrder, mini-css-extract-plugin warns about "conflicting order" on every build.
 */
export function onCreateWebpackConfig({ stage, getConfig, actions }: CreateWebpackConfigArgs): void {
  const config = getConfig() as WebpackConfigShape;
  if (stage === "build-javascript" || stage === "build-html") shortenClassNames(config.module?.rules);
  if (stage === "build-javascript") {
    config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, "react-helmet$": BROWSER_HELMET } };
  }
  for (const plugin of config.plugins ?? []) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true;
  }
  actions.replaceWebpackConfig(config);
}
