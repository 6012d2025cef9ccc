import { useId } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { MARKETS, type Market } from "../../../domain/content/markets";
import * as styles from "./featured-trips.module.css";

interface MarketSwitchProps {
  value: Market;
  onChange: (market: Market) => void;
}

/** Two toggle buttons, one pressed: the city whose trips are shown. */
export function MarketSwitch({ value, onChange }: MarketSwitchProps) {
  const { t } = useTranslation("home");
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.marketSwitch}>
      <span id={labelId} className={styles.switchLabel}>
        {t("featuredTrips.from")}
      </span>
      <div className={styles.options}>
        {MARKETS.map((market) => (
          <button
            key={market}
            type="button"
            className={styles.option}
            aria-pressed={market === value}
            onClick={() => onChange(market)}
          >
            {t(`featuredTrips.markets.${market}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
