import { useState, type FormEvent } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import {
  formatPoints,
  formatRewards,
} from "../../../domain/points/points-format";
import {
  MINIMUM_REDEMPTION,
  REDEEM_METHODS,
  type RedeemMethod,
} from "../../../domain/points/redeem-rules";
import { useRedeem } from "../../state/use-points";
import * as styles from "./points-panel.module.css";

const METHOD_LABELS: Record<RedeemMethod, string> = {
  "cash-back": "redeem.cashBack",
  "travel-credit": "redeem.travelCredit",
};

type Outcome = { kind: "done" | "failed"; text: string } | null;

/**
 * Points and method, sent to POST /point/redeem (SPEC §7) through useRedeem,
 * which makes a retry safe. The server's message shows on failure.
 */
export function RedeemForm() {
  const { t, i18n } = useTranslation("points");
  const redeem = useRedeem();
  const [points, setPointsField] = useState("");
  const [method, setMethod] = useState<RedeemMethod>("cash-back");
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(points);
    setSending(true);
    setOutcome(null);
    try {
      const balance = await redeem({ points: amount, method });
      setPointsField("");
      setOutcome({
        kind: "done",
        text: t("redeem.success", {
          points: formatPoints(amount, i18n.language),
          balance: formatPoints(balance, i18n.language),
        }),
      });
    } catch (error) {
      setOutcome({
        kind: "failed",
        text: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <h2>{t("redeem.heading")}</h2>
      <label className={styles.field}>
        <span>{t("redeem.points")}</span>
        <input
          type="number"
          inputMode="numeric"
          name="points"
          min={MINIMUM_REDEMPTION}
          step={1}
          required
          value={points}
          aria-describedby="redeem-hint"
          onChange={(event) => setPointsField(event.target.value)}
        />
      </label>
      <p id="redeem-hint" className={styles.hint}>
        {t("redeem.pointsHint", {
          minimum: formatPoints(MINIMUM_REDEMPTION, i18n.language),
          rewards: formatRewards(MINIMUM_REDEMPTION, i18n.language),
        })}
      </p>
      <fieldset className={styles.methods}>
        <legend>{t("redeem.method")}</legend>
        {REDEEM_METHODS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="method"
              value={value}
              checked={method === value}
              onChange={() => setMethod(value)}
            />
            {t(METHOD_LABELS[value])}
          </label>
        ))}
      </fieldset>
      <button type="submit" className={styles.primary} disabled={sending}>
        {sending ? t("redeem.submitting") : t("redeem.submit")}
      </button>
      <p
        role={outcome?.kind === "failed" ? "alert" : "status"}
        className={outcome?.kind === "failed" ? styles.error : styles.done}
      >
        {outcome?.text}
      </p>
    </form>
  );
}
