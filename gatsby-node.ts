export { createSchemaCustomization } from "./gatsby/create-schema-customization";
export { sourceNodes } from "./gatsby/source-nodes";
export { createPages } from "./gatsby/create-pages";
export { onPostBuild } from "./gatsby/on-post-build";
export { onCreateWebpackConfig } from "./gatsby/webpack-config";
export { createResolvers } from "./gatsby/create-resolvers";
