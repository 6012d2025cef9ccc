import { useTranslation } from "gatsby-plugin-react-i18next";
import { formatPoints } from "../../../domain/points/points-format";
import { useAccountDialog } from "../../state/use-account-dialog";
import { useSignedIn } from "../../state/use-auth";
import * as styles from "./checkout.module.css";

/** What the booking earns signed in, or how to earn it before paying. */
export function PointsToEarn({ points }: { points: number }) {
  const { t, i18n } = useTranslation("checkout");
  const signedIn = useSignedIn();
  const { openDialog } = useAccountDialog();
  const amount = formatPoints(points, i18n.language);
  return (
    <section className={styles.points} aria-labelledby="points-heading">
      <h2 id="points-heading">{t("points.heading")}</h2>
      {signedIn ? (
        <p>{t("points.earn", { count: points, points: amount })}</p>
      ) : (
        <>
          <p>{t("points.anonymous", { count: points, points: amount })}</p>
          <button
            type="button"
            className={styles.secondary}
            aria-haspopup="dialog"
            onClick={() => openDialog("login")}
          >
            {t("points.signIn")}
          </button>
        </>
      )}
    </section>
  );
}
