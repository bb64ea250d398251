// Thin entry: every hook lives in src/gatsby/.
export { createSchemaCustomization } from "./src/gatsby/schema";
export { onCreateNode, sourceNodes } from "./src/gatsby/content-nodes";
export { createPages } from "./src/gatsby/create-pages";
export { onCreateWebpackConfig } from "./src/gatsby/webpack";
export { onPreBuild } from "./src/gatsby/readiness-step";
export { onPostBuild } from "./src/gatsby/post-build";
export { onCreateDevServer } from "./src/gatsby/admin";
