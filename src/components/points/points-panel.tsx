import { useTranslation } from "gatsby-plugin-react-i18next";
import {
  formatPoints,
  formatRewards,
} from "../../../domain/points/points-format";
import { useAccountDialog } from "../../state/use-account-dialog";
import { useAuthStatus } from "../../state/use-auth";
import { intlLocale } from "../../../domain/languages";
import { formatLongDate } from "../../lib/booking/flight-times";
import {
  useBalanceLoad,
  usePendingPoints,
  usePoints,
} from "../../state/use-points";
import { useAccountLoad } from "../../state/use-account-load";
import { useLoadAccount } from "../../state/use-load-account";
import { RedeemForm } from "./redeem-form";
import { SpentPoints } from "./spent-points";
import * as styles from "./points-panel.module.css";

/**
 * The /points page's own part (SPEC §2): the balance and the redemption form
 * when signed in; the login button for visitors.
 */
export function PointsPanel() {
  const { t, i18n } = useTranslation("points");
  const { t: tCommon } = useTranslation("common");
  const auth = useAuthStatus();
  const points = usePoints();
  const pending = usePendingPoints();
  const { openDialog } = useAccountDialog();
  const load = useAccountLoad();
  const balanceLoad = useBalanceLoad();
  const loadAccount = useLoadAccount();

  if (!auth) {
    // While the session is unknown, the signed-out panel holds its place,
    // unseen: the page does not shift when the answer comes.
    const unknown = auth === null;
    return (
      <section
        className={unknown ? `${styles.panel} ${styles.unknown}` : styles.panel}
        aria-label={t("balance.heading")}
        aria-hidden={unknown || undefined}
      >
        <p>{t("balance.signedOut")}</p>
        <button
          type="button"
          className={styles.primary}
          aria-haspopup="dialog"
          onClick={() => openDialog("login")}
        >
          {tCommon("account.login")}
        </button>
      </section>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="points-balance">
      <h2 id="points-balance">{t("balance.heading")}</h2>
      {points === null ? (
        balanceLoad === "loading" ? (
          <p role="status">{tCommon("account.loadingBalance")}</p>
        ) : (
          <div role="status" className={styles.retry}>
            <p>
              {load === "failed"
                ? tCommon("account.notLoaded")
                : tCommon("account.balanceUnavailable")}
            </p>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => void loadAccount()}
            >
              {tCommon("account.tryAgain")}
            </button>
          </div>
        )
      ) : (
        <>
          <p className={styles.amount}>
            {t("balance.amount", {
              points: formatPoints(points, i18n.language),
            })}
          </p>
          <p>
            {points > 0
              ? t("balance.value", {
                  rewards: formatRewards(points, i18n.language),
                })
              : t("balance.startEarning")}
          </p>
          {pending.map(({ points: soon, available_on }) => (
            <p key={available_on}>
              {tCommon("account.pending", {
                count: soon,
                points: formatPoints(soon, i18n.language),
                date: formatLongDate(available_on, intlLocale(i18n.language)),
              })}
            </p>
          ))}
          <SpentPoints />
        </>
      )}
      <RedeemForm />
    </section>
  );
}
