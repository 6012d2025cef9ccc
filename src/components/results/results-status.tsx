import { useTranslation } from "gatsby-plugin-react-i18next";
import { LiveStatus } from "../ui/live-status";
import type { SessionState } from "./use-search-session";
import * as styles from "./results.module.css";

interface ResultsStatusProps {
  state: Exclude<SessionState, { kind: "idle" | "complete" }>;
  onSearchAgain: () => void;
  onTryAgain: () => void;
}

/** Progress while the session is pending; an expired or failed search and a way forward. */
export function ResultsStatus({
  state,
  onSearchAgain,
  onTryAgain,
}: ResultsStatusProps) {
  const { t } = useTranslation("search");
  if (state.kind === "pending") {
    return (
      <LiveStatus className={styles.status}>
        <span className={styles.spinner} aria-hidden="true" />
        <p className={styles.statusTitle}>{t("results.searching")}</p>
        <p>{t("results.searchingHint")}</p>
      </LiveStatus>
    );
  }
  if (state.kind === "expired") {
    return (
      <div className={styles.status} role="alert">
        <p className={styles.statusTitle}>
          {state.message ?? t("results.expired")}
        </p>
        <button
          type="button"
          className={styles.primary}
          onClick={onSearchAgain}
        >
          {t("results.searchAgain")}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.status} role="alert">
      <p className={styles.statusTitle}>{t("results.failed")}</p>
      <button type="button" className={styles.primary} onClick={onTryAgain}>
        {t("results.tryAgain")}
      </button>
    </div>
  );
}
