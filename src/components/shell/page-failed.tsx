import { useTranslation } from "gatsby-plugin-react-i18next";
import * as styles from "./page-failed.module.css";

/** What the page's content shows when it failed to render. */
export default function PageFailed() {
  const { t } = useTranslation("common");
  return (
    <section role="alert" className={styles.failed}>
      <h1>{t("pageError.title")}</h1>
      <p>{t("pageError.text")}</p>
      <button
        type="button"
        className={styles.reload}
        onClick={() => window.location.reload()}
      >
        {t("pageError.reload")}
      </button>
    </section>
  );
}
