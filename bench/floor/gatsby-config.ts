// The floor of our stack (see docs/performance.md): Gatsby 5 with the same
// i18n plugin and options as the site, and nothing else.
import type { GatsbyConfig } from "gatsby";
import path from "node:path";
import { i18nPluginOptions } from "../../gatsby/site-config";

const config: GatsbyConfig = {
  trailingSlash: "never",
  // The site gets the automatic runtime from its babel.config.js.
  jsxRuntime: "automatic",
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "locale", path: path.resolve(__dirname, "locales") },
    },
    {
      resolve: "gatsby-plugin-react-i18next",
      options: { ...i18nPluginOptions, siteUrl: "http://localhost" },
    },
  ],
};

export default config;
