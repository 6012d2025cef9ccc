import { lazy, Suspense, useCallback, useRef } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { Travellers } from "../../../domain/trips/travellers";
import { useDismissOutside } from "./use-dismiss-outside";
import * as styles from "./search-form.module.css";

// The panel's code loads when the trigger is first pointed at, focused or
// opened, not with the page.
export const loadTravellersPanel = () => import("./travellers-panel");
const TravellersPanel = lazy(() =>
  loadTravellersPanel().then(({ TravellersPanel }) => ({
    default: TravellersPanel,
  })),
);

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

  const dismiss = useCallback(
    (reason: "outside" | "escape") => {
      onOpenChange(false);
      if (reason === "escape") triggerRef.current?.focus();
    },
    [onOpenChange],
  );
  useDismissOutside(wrapperRef, open, dismiss);

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
        onPointerEnter={loadTravellersPanel}
        onFocus={loadTravellersPanel}
      >
        <span id="travellers-summary">{summary}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <TravellersPanel
            value={value}
            onChange={onChange}
            onDone={() => dismiss("escape")}
          />
        </Suspense>
      )}
    </div>
  );
}
