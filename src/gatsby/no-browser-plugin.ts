// An empty browser plugin: see BROWSER_REPLACEMENTS in src/gatsby/webpack.ts.
export {};
