import { useTranslation } from "gatsby-plugin-react-i18next";
import { useExtensionOffer } from "./use-extension-offer";
import * as styles from "./extension-install.module.css";

/**
 * /browser-extension's call-to-action, with the header's logic (SPEC §1):
 * the store button when this browser can install, else why it can't.
 */
export function ExtensionInstall() {
  const { t } = useTranslation("browser");
  const { t: tCommon } = useTranslation("common");
  const { label, supported, storeUrl } = useExtensionOffer();

  return (
    <section className={styles.install} aria-labelledby="extension-install">
      <h2 id="extension-install">{t("install.heading")}</h2>
      <p>{supported ? t("install.supported") : t("install.unsupported")}</p>
      {supported &&
        (storeUrl ? (
          <a href={storeUrl} className={styles.button} rel="noopener">
            {tCommon(`extension.${label}`)}
          </a>
        ) : (
          <p>{t("install.notPublished")}</p>
        ))}
    </section>
  );
}
