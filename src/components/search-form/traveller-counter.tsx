import { useTranslation } from "gatsby-plugin-react-i18next";
import * as styles from "./search-form.module.css";

interface TravellerCounterProps {
  who: "adults" | "children";
  count: number;
  canRemove: boolean;
  canAdd: boolean;
  onChange: (by: 1 | -1) => void;
}

/** One row of the travellers drop-down: name, age range, − count +. */
export function TravellerCounter({
  who,
  count,
  canRemove,
  canAdd,
  onChange,
}: TravellerCounterProps) {
  const { t } = useTranslation("common");
  const labelId = `travellers-${who}`;
  return (
    <div className={styles.counter} role="group" aria-labelledby={labelId}>
      <div>
        <span id={labelId} className={styles.counterName}>
          {t(`searchForm.travellers.${who}`)}
        </span>
        <span className={styles.counterHint}>
          {t(`searchForm.travellers.${who}Ages`)}
        </span>
      </div>
      <button
        type="button"
        className={styles.step}
        aria-label={t(`searchForm.travellers.remove.${who}`)}
        disabled={!canRemove}
        onClick={() => onChange(-1)}
      >
        −
      </button>
      <output className={styles.count} aria-live="polite">
        {count}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label={t(`searchForm.travellers.add.${who}`)}
        disabled={!canAdd}
        onClick={() => onChange(1)}
      >
        +
      </button>
    </div>
  );
}
