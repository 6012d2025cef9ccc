/** The languages the site is built in; the first is the default (no URL prefix). */
export const LANGUAGES = ["en", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = LANGUAGES[0];

/** Each language's name in itself, as the language picker lists it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: "English",
  fr: "Français",
};

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** The Intl locale for a page language: Canadian English or French. */
export function intlLocale(language: string): string {
  return language === "fr" ? "fr-CA" : "en-CA";
}
