import type { GatsbyConfig } from "gatsby";
import path from "node:path";
import { proxyApi } from "./gatsby/develop-api-proxy";
import { developApiOrigin, developPorts } from "./gatsby/develop-ports";
import { i18nPluginOptions, siteMetadata, siteUrl } from "./gatsby/site-config";
import { sitemapOptions } from "./gatsby/sitemap-options";

const config: GatsbyConfig = {
  siteMetadata,
  trailingSlash: "never",
  // Called by `gatsby develop` only, so the ports are read there, not in builds.
  developMiddleware: (server) =>
    proxyApi(server, developApiOrigin(developPorts(process.env))),
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
      options: { ...i18nPluginOptions, siteUrl },
    },
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
  ],
};

export default config;
