import site from "../content/site.json";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../domain/languages";

/** Where the site is published; canonical and social URLs are built from it. */
export const siteUrl = (process.env.SITE_URL ?? "https://northfare.ca").replace(
  /\/+$/,
  "",
);

export const siteMetadata = {
  title: site.name,
  siteUrl,
  twitterHandle: site.twitterHandle,
};

export const languages = [...LANGUAGES];
export const defaultLanguage = DEFAULT_LANGUAGE;

/** gatsby-plugin-react-i18next's options but the site address; the bench's floor uses them too. */
export const i18nPluginOptions = {
  localeJsonSourceName: "locale",
  languages,
  defaultLanguage,
  trailingSlash: "never",
  // Our own detection (query, then localStorage `language`, then the browser) runs in the layout.
  redirect: false,
  verbose: false,
  i18nextOptions: {
    interpolation: { escapeValue: false },
    keySeparator: ".",
    nsSeparator: ":",
  },
};
