import { useTranslation } from "gatsby-plugin-react-i18next";
import * as styles from "./results.module.css";

/** Said plainly wherever demo fares show: sample fares, not tickets. */
export function DemoBanner() {
  const { t } = useTranslation("search");
  return (
    <aside className={styles.demo} aria-label={t("results.demoTitle")}>
      <strong>{t("results.demoTitle")}</strong> {t("results.demoText")}
    </aside>
  );
}
