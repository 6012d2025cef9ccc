import { navigate } from "gatsby";
import { useContext } from "react";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import {
  LANGUAGE_STORAGE_KEY,
  localizedPath,
  stripLanguagePrefix,
} from "../../lib/preferred-language";
import { writeStorage } from "../../lib/safe-storage";

/** Saves the chosen language and shows the same page in it, query and hash kept. */
export function useSwitchLanguage() {
  const { languages, defaultLanguage } = useContext(I18nextContext);
  return (language: string) => {
    writeStorage(LANGUAGE_STORAGE_KEY, language);
    const { pathname, search, hash } = window.location;
    const params = new URLSearchParams(search);
    params.delete(LANGUAGE_STORAGE_KEY);
    const rest = params.toString();
    const path = localizedPath(
      stripLanguagePrefix(pathname, languages),
      language,
      defaultLanguage,
    );
    void navigate(`${path}${rest ? `?${rest}` : ""}${hash}`);
  };
}
