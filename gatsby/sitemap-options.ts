import routeMeta from "../content/route-meta.json";
import { languages, defaultLanguage } from "./site-config";

const withLanguages = (path: string) =>
  languages.map((language) =>
    language === defaultLanguage ? path : `/${language}${path}`,
  );

/** Pages that content/route-meta.json keeps out of the sitemap, in every language. */
export const sitemapExcludes = [
  ...routeMeta.routes
    .filter((route) => route.excludeFromSitemap)
    .flatMap((route) => withLanguages(route.path)),
  ...withLanguages("/404.html"),
];

export const sitemapOptions = {
  excludes: sitemapExcludes,
};
