import { useTranslation } from "gatsby-plugin-react-i18next";
import { useRecoilValue, useSetRecoilState } from "recoil";
import {
  formatPoints,
  formatRewards,
} from "../../../domain/points/points-format";
import { accountDialogState, authState } from "../../state/auth-state";
import { pointsState } from "../../state/points-state";
import { RedeemForm } from "./redeem-form";
import * as styles from "./points-panel.module.css";

/**
 * The /points page's own part (SPEC §2): the balance and the redemption form
 * when signed in; the login button for visitors.
 */
export function PointsPanel() {
  const { t, i18n } = useTranslation("points");
  const { t: tCommon } = useTranslation("common");
  const auth = useRecoilValue(authState);
  const points = useRecoilValue(pointsState);
  const setDialog = useSetRecoilState(accountDialogState);

  if (auth === null) return null;
  if (!auth) {
    return (
      <section className={styles.panel} aria-label={t("balance.heading")}>
        <p>{t("balance.signedOut")}</p>
        <button
          type="button"
          className={styles.primary}
          aria-haspopup="dialog"
          onClick={() => setDialog("login")}
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
        <p>{t("balance.unavailable")}</p>
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
        </>
      )}
      <RedeemForm />
    </section>
  );
}
