import { defaultLanguage, languages } from "./site-config";

interface PageInput {
  path: string;
  matchPath?: string;
  component: string;
  context?: Record<string, unknown>;
}

const prefix = (language: string, path: string) =>
  language === defaultLanguage
    ? path
    : `/${language}${path === "/" ? "" : path}`;

/**
 * One page per language, with the i18n context gatsby-plugin-react-i18next expects.
 * Pages that carry `context.i18n` are left alone by the plugin, which would otherwise
 * prefix a matchPath twice (/fr/fr/order/...).
 */
export function localizedPages({
  path,
  matchPath,
  component,
  context,
}: PageInput) {
  return languages.map((language) => ({
    path: prefix(language, path),
    matchPath: matchPath && prefix(language, matchPath),
    component,
    context: {
      ...context,
      language,
      i18n: {
        language,
        languages,
        defaultLanguage,
        generateDefaultLanguagePage: false,
        routed: language !== defaultLanguage,
        originalPath: path,
        path: prefix(language, path),
      },
    },
  }));
}
