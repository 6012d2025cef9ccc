export interface RouteText {
  title: string;
  description?: string | null;
  openGraph?: SocialText | null;
  twitter?: SocialText | null;
}

export interface SocialText {
  title?: string | null;
  description?: string | null;
  image?: string | null;
}

export interface PageMetaInput {
  siteName: string;
  siteUrl: string;
  /** The page's path without language prefix, e.g. /faq/points. */
  originalPath: string;
  language: string;
  languages: readonly string[];
  defaultLanguage: string;
  route?: RouteText;
  defaultImage: string;
}

const LOCALES: Record<string, string> = { en: "en_CA", fr: "fr_CA" };

const href = (siteUrl: string, path: string, language: string, def: string) =>
  siteUrl +
  (language === def ? path : `/${language}${path === "/" ? "" : path}`);

/** Everything the head needs for one page, derived from its route meta (SPEC §2). */
export function pageMeta(input: PageMetaInput) {
  const { siteName, siteUrl, originalPath, language, route } = input;
  const isHome = originalPath === "/";
  const title = !route
    ? siteName
    : isHome
      ? route.title
      : `${route.title} | ${siteName}`;
  const description = route?.description ?? "";
  const url = href(siteUrl, originalPath, language, input.defaultLanguage);
  const image = siteUrl + (route?.openGraph?.image ?? input.defaultImage);
  return {
    title,
    description,
    canonical: url,
    alternates: [
      ...input.languages.map((lang) => ({
        hrefLang: lang,
        href: href(siteUrl, originalPath, lang, input.defaultLanguage),
      })),
      {
        hrefLang: "x-default",
        href: href(
          siteUrl,
          originalPath,
          input.defaultLanguage,
          input.defaultLanguage,
        ),
      },
    ],
    openGraph: {
      title: route?.openGraph?.title ?? title,
      description: route?.openGraph?.description ?? description,
      url,
      image,
      siteName,
      locale: LOCALES[language] ?? language,
    },
    twitter: {
      title: route?.twitter?.title ?? route?.openGraph?.title ?? title,
      description:
        route?.twitter?.description ??
        route?.openGraph?.description ??
        description,
      image:
        siteUrl +
        (route?.twitter?.image ??
          route?.openGraph?.image ??
          input.defaultImage),
    },
  };
}
