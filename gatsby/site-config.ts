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
