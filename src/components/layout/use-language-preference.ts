import { navigate } from "gatsby";
import { useContext, useEffect } from "react";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import {
  LANGUAGE_STORAGE_KEY,
  localizedPath,
  preferredLanguage,
  stripLanguagePrefix,
} from "../../lib/preferred-language";
import { readStorage, writeStorage } from "../../lib/safe-storage";

/**
 * Applies SPEC §4 once per page: the `language` query parameter, else the stored
 * choice, else the browser's language; an explicit /fr URL counts as a choice.
 * The result is saved and, when it differs from the page, the same page in that
 * language replaces this one.
 */
export function useLanguagePreference() {
  const { language, languages, defaultLanguage, routed } =
    useContext(I18nextContext);

  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const params = new URLSearchParams(search);
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
    params.delete(LANGUAGE_STORAGE_KEY);
    const rest = params.toString();
    const target = localizedPath(
      stripLanguagePrefix(pathname, languages),
      chosen,
      defaultLanguage,
    );
    void navigate(`${target}${rest ? `?${rest}` : ""}${hash}`, {
      replace: true,
    });
  }, [language, languages, defaultLanguage, routed]);
}
