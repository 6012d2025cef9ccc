import { useTranslation } from "gatsby-plugin-react-i18next";
import { intlLocale } from "../../../domain/languages";
import { formatPrice } from "../../../domain/money/format-price";
import { formatPoints } from "../../../domain/points/points-format";
import { pointsCadCents } from "../../../domain/points/points-toward-booking";
import type { PointsToSpend as Spend } from "./use-points-to-spend";
import * as styles from "./checkout.module.css";

/** A signed-in traveller's points toward the total, 0 until chosen. */
export function PointsToSpend({ spend }: { spend: Spend }) {
  const { t, i18n } = useTranslation("checkout");
  const { rate, balance, most, points, choose, split } = spend;
  if (!rate || balance <= 0) return null;
  const money = (cents: number) =>
    formatPrice(cents, intlLocale(i18n.language));
  const count = (n: number) => formatPoints(n, i18n.language);
  return (
    <section className={styles.section} aria-labelledby="spend-heading">
      <h2 id="spend-heading">{t("spend.heading")}</h2>
      <p>{t("spend.balance", { count: balance, points: count(balance) })}</p>
      <p className={styles.hint}>
        {t("spend.rate", { cad: money(pointsCadCents(100, rate.cad_per_usd)) })}
      </p>
      <div className={styles.spendRow}>
        <label htmlFor="points-to-spend">{t("spend.label")}</label>
        <input
          id="points-to-spend"
          type="number"
          inputMode="numeric"
          min={0}
          max={most}
          step={1}
          value={points}
          aria-describedby="points-to-spend-most"
          onChange={(event) => choose(Number(event.target.value) || 0)}
        />
        <button
          type="button"
          className={styles.secondary}
          onClick={() => choose(points === most ? 0 : most)}
        >
          {points === most ? t("spend.none") : t("spend.most")}
        </button>
      </div>
      <p id="points-to-spend-most" className={styles.hint}>
        {t("spend.upTo", { count: most, points: count(most) })}
      </p>
      {points > 0 && (
        <p role="status">
          {t("spend.pays", {
            count: points,
            points: count(points),
            amount: money(split.points_cents),
          })}
        </p>
      )}
    </section>
  );
}
