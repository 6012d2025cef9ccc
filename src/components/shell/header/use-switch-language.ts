import { navigate } from "gatsby";
import { useContext } from "react";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import {
  addressInLanguage,
  LANGUAGE_STORAGE_KEY,
} from "../../../lib/preferred-language";
import { writeStorage } from "../../../lib/safe-storage";

/** Saves the chosen language and shows the same page in it, query and hash kept. */
export function useSwitchLanguage() {
  const { languages, defaultLanguage } = useContext(I18nextContext);
  return (language: string) => {
    writeStorage(LANGUAGE_STORAGE_KEY, language);
    void navigate(
      addressInLanguage(window.location, language, languages, defaultLanguage),
    );
  };
}
