import { useTranslation } from "gatsby-plugin-react-i18next";
import * as styles from "./search-form-slot.module.css";

/** Where the flight search form sits on the home, partner and search screens. */
export function SearchFormSlot() {
  const { t } = useTranslation("common");
  return (
    <section aria-labelledby="search-form-heading" className={styles.slot}>
      <h2 id="search-form-heading" className={styles.heading}>
        {t("searchForm.heading")}
      </h2>
      <p className={styles.note}>{t("searchForm.comingSoon")}</p>
    </section>
  );
}
