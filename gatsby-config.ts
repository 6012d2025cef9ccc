import type { GatsbyConfig } from "gatsby";
import path from "node:path";
import {
  defaultLanguage,
  languages,
  siteMetadata,
  siteUrl,
} from "./gatsby/site-config";
import { sitemapOptions } from "./gatsby/sitemap-options";

const config: GatsbyConfig = {
  siteMetadata,
  trailingSlash: "never",
  plugins: [
    "gatsby-plugin-react-helmet",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "locale", path: path.resolve(__dirname, "locales") },
    },
    {
      resolve: "gatsby-plugin-react-i18next",
      options: {
        localeJsonSourceName: "locale",
        languages,
        defaultLanguage,
        siteUrl,
        trailingSlash: "never",
        // Our own detection (query, then localStorage `language`, then the browser) runs in the layout.
        redirect: false,
        verbose: false,
        i18nextOptions: {
          interpolation: { escapeValue: false },
          keySeparator: ".",
          nsSeparator: ":",
        },
      },
    },
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
  ],
};

export default config;
