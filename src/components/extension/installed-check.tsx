import { useTranslation } from "gatsby-plugin-react-i18next";
import { ExtensionCta } from "./extension-cta";
import * as styles from "./extension-install.module.css";

/** /installed: for a visitor who has not installed yet, the same offer. */
export function InstalledCheck() {
  const { t } = useTranslation("installed");
  return (
    <p className={styles.note}>
      {t("notInstalled")} <ExtensionCta />
    </p>
  );
}
