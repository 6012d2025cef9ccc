import { useEffect, useRef } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import {
  MAX_TRAVELLERS,
  type Travellers,
} from "../../../domain/trips/travellers";
import { TravellerCounter } from "./traveller-counter";
import * as styles from "./search-form.module.css";

interface TravellersPanelProps {
  value: Travellers;
  onChange: (travellers: Travellers) => void;
  onDone: () => void;
}

/** The open travellers drop-down: the counters, the limit and Done. */
export function TravellersPanel({
  value,
  onChange,
  onDone,
}: TravellersPanelProps) {
  const { t } = useTranslation("common");
  const panelRef = useRef<HTMLDivElement>(null);
  // Opened by the date step or the button: the keyboard lands in the panel.
  useEffect(() => panelRef.current?.focus(), []);

  return (
    <div
      ref={panelRef}
      id="travellers-panel"
      role="group"
      aria-labelledby="travellers-label"
      tabIndex={-1}
      className={`${styles.popup} ${styles.travellersPanel}`}
    >
      {(["adult", "children"] as const).map((who) => (
        <TravellerCounter
          key={who}
          who={who}
          travellers={value}
          onChange={onChange}
        />
      ))}
      <p className={styles.note}>
        {t("searchForm.travellers.limit", { max: MAX_TRAVELLERS })}
      </p>
      <button type="button" className={styles.done} onClick={onDone}>
        {t("searchForm.travellers.done")}
      </button>
    </div>
  );
}
