import { useTranslation } from "gatsby-plugin-react-i18next";
import {
  formatPoints,
  formatRewards,
} from "../../../domain/points/points-format";
import {
  useBalanceLoad,
  usePendingPoints,
  usePoints,
} from "../../state/use-points";
import { useUser } from "../../state/use-user";
import { useAccountLoad } from "../../state/use-account-load";
import { initialsOf } from "../../lib/initials";
import { formatLongDate } from "../../lib/booking/flight-times";
import { intlLocale } from "../../../domain/languages";
import { PlaneIcon } from "./plane-icon";
import * as styles from "./account-summary.module.css";

/**
 * The top of the account menu: who, and their points (SPEC §2). An account
 * or balance that could not be loaded says so, never "0 points".
 */
export function AccountSummary() {
  const { t, i18n } = useTranslation("common");
  const [user] = useUser();
  const load = useAccountLoad();
  const balanceLoad = useBalanceLoad();
  const points = usePoints();
  const pending = usePendingPoints();
  const initials = initialsOf(user?.firstName, user?.lastName);
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(" ");

  return (
    <div className={styles.summary}>
      <span className={styles.avatar} aria-hidden="true">
        {initials || <PlaneIcon />}
      </span>
      <div>
        {!user ? (
          <p className={styles.name} role="status">
            {t(load === "failed" ? "account.notLoaded" : "account.loading")}
          </p>
        ) : (
          <p className={styles.name}>{fullName || t("account.noName")}</p>
        )}
        {user && points === null && (
          <p className={styles.value} role="status">
            {t(
              balanceLoad === "loading"
                ? "account.loadingBalance"
                : "account.balanceUnavailable",
            )}
          </p>
        )}
        {points !== null && (
          <>
            <p className={styles.balance}>
              <strong>{formatPoints(points, i18n.language)}</strong>{" "}
              {t("account.points")}
            </p>
            <p className={styles.value}>
              {points > 0
                ? t("account.rewards", {
                    rewards: formatRewards(points, i18n.language),
                  })
                : t("account.startEarning")}
            </p>
          </>
        )}
        {pending.map(({ points: soon, available_on }) => (
          <p key={available_on} className={styles.pending}>
            {t("account.pending", {
              count: soon,
              points: formatPoints(soon, i18n.language),
              date: formatLongDate(available_on, intlLocale(i18n.language)),
            })}
          </p>
        ))}
      </div>
    </div>
  );
}
