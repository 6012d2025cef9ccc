import { useContext } from "react";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import {
  addressInLanguage,
  isNotFoundPage,
  LANGUAGE_STORAGE_KEY,
} from "../../../lib/preferred-language";
import { writeStorage } from "../../../lib/safe-storage";
import { showAddress } from "../show-address";

/** Saves the chosen language and shows the same page in it, query and hash kept. */
export function useSwitchLanguage() {
  const { languages, defaultLanguage, originalPath } =
    useContext(I18nextContext);
  return (language: string) => {
    writeStorage(LANGUAGE_STORAGE_KEY, language);
    showAddress(
      addressInLanguage(window.location, language, languages, defaultLanguage),
      { notFound: isNotFoundPage(originalPath), replace: false },
    );
  };
}
