import { useTranslation } from "gatsby-plugin-react-i18next";
import {
  changeTravellers,
  travellerLimits,
  type Travellers,
} from "../../../domain/trips/travellers";
import * as styles from "./search-form.module.css";

/** The locale keys name the groups in the plural. */
const GROUP = { adult: "adults", children: "children" } as const;

interface TravellerCounterProps {
  who: keyof Travellers;
  travellers: Travellers;
  onChange: (travellers: Travellers) => void;
}

/** One row of the travellers drop-down: name, age range, − count +, within the limits. */
export function TravellerCounter({
  who,
  travellers,
  onChange,
}: TravellerCounterProps) {
  const { t } = useTranslation("common");
  const group = GROUP[who];
  const labelId = `travellers-${group}`;
  const limits = travellerLimits(travellers);
  const allowed = {
    add: who === "adult" ? limits.canAddAdult : limits.canAddChild,
    remove: who === "adult" ? limits.canRemoveAdult : limits.canRemoveChild,
  };
  const step = (action: "add" | "remove", sign: string) => (
    <button
      type="button"
      className={styles.step}
      aria-label={t(`searchForm.travellers.${action}.${group}`)}
      disabled={!allowed[action]}
      onClick={() =>
        onChange(changeTravellers(travellers, who, action === "add" ? 1 : -1))
      }
    >
      {sign}
    </button>
  );
  return (
    <div className={styles.counter} role="group" aria-labelledby={labelId}>
      <div>
        <span id={labelId} className={styles.counterName}>
          {t(`searchForm.travellers.${group}`)}
        </span>
        <span className={styles.counterHint}>
          {t(`searchForm.travellers.${group}Ages`)}
        </span>
      </div>
      {step("remove", "−")}
      <output className={styles.count} aria-live="polite">
        {travellers[who]}
      </output>
      {step("add", "+")}
    </div>
  );
}
