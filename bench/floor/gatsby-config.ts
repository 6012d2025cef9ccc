// The floor of our stack (see docs/performance.md): Gatsby 5 with the same
// i18n plugin and options as the site, and nothing else.
import type { GatsbyConfig } from "gatsby";
import path from "node:path";

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
      options: {
        localeJsonSourceName: "locale",
        languages: ["en", "fr"],
        defaultLanguage: "en",
        siteUrl: "http://localhost",
        trailingSlash: "never",
        redirect: false,
        verbose: false,
        i18nextOptions: {
          interpolation: { escapeValue: false },
          keySeparator: ".",
          nsSeparator: ":",
        },
      },
    },
  ],
};

export default config;
