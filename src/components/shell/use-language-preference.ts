import { useContext, useEffect } from "react";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import {
  addressInLanguage,
  isNotFoundPage,
  LANGUAGE_STORAGE_KEY,
  preferredLanguage,
} from "../../lib/preferred-language";
import { readStorage, writeStorage } from "../../lib/safe-storage";
import { showAddress } from "./show-address";

/**
 * Applies SPEC §4 once per page: the `language` query parameter, else the stored
 * choice, else the browser's language; an explicit /fr URL counts as a choice.
 * The result is saved and, when it differs from the page, the same page in that
 * language replaces this one.
 */
export function useLanguagePreference() {
  const { language, languages, defaultLanguage, routed, originalPath } =
    useContext(I18nextContext);
  const notFound = isNotFoundPage(originalPath);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const query = params.get(LANGUAGE_STORAGE_KEY);
    const chosen = preferredLanguage({
      query: query ?? (routed ? language : null),
      stored: readStorage(LANGUAGE_STORAGE_KEY),
      browser: navigator.languages ?? [navigator.language],
      supported: languages,
      fallback: defaultLanguage,
    });
    writeStorage(LANGUAGE_STORAGE_KEY, chosen);
    if (chosen === language) return;
    showAddress(
      addressInLanguage(window.location, chosen, languages, defaultLanguage),
      { notFound, replace: true },
    );
  }, [language, languages, defaultLanguage, routed, notFound]);
}
