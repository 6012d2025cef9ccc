import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import {
  MAX_TRAVELLERS,
  type Travellers,
} from "../../../domain/trips/travellers";
import { TravellerCounter } from "./traveller-counter";
import { useDismissOutside } from "./use-dismiss-outside";
import * as styles from "./search-form.module.css";

interface TravellersFieldProps {
  value: Travellers;
  onChange: (travellers: Travellers) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The travellers drop-down: adult and child counters within the limits (SPEC §4, §5). */
export function TravellersField({
  value,
  onChange,
  open,
  onOpenChange,
}: TravellersFieldProps) {
  const { t } = useTranslation("common");
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const dismiss = useCallback(
    (reason: "outside" | "escape") => {
      onOpenChange(false);
      if (reason === "escape") triggerRef.current?.focus();
    },
    [onOpenChange],
  );
  useDismissOutside(wrapperRef, open, dismiss);
  // Opened by the date step or the button: the keyboard lands in the panel.
  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  const summary = [
    t("searchForm.travellers.adultCount", { count: value.adult }),
    t("searchForm.travellers.childCount", { count: value.children }),
  ].join(", ");

  return (
    <div ref={wrapperRef} className={styles.field}>
      <span id="travellers-label" className={styles.label}>
        {t("searchForm.travellers.label")}
      </span>
      <button
        ref={triggerRef}
        type="button"
        className={`${styles.input} ${styles.trigger}`}
        aria-expanded={open}
        aria-controls="travellers-panel"
        aria-labelledby="travellers-label travellers-summary"
        onClick={() => onOpenChange(!open)}
      >
        <span id="travellers-summary">{summary}</span>
      </button>
      {open && (
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
          <button
            type="button"
            className={styles.done}
            onClick={() => dismiss("escape")}
          >
            {t("searchForm.travellers.done")}
          </button>
        </div>
      )}
    </div>
  );
}
