import { useTranslation } from "gatsby-plugin-react-i18next";
import { trackEvent } from "../../lib/analytics/track-event";
import type { TripType } from "../../lib/trip-form";
import * as styles from "./search-form.module.css";

interface TripTypeButtonsProps {
  value: TripType;
  onChange: (tripType: TripType) => void;
}

const TRIP_TYPES: { type: TripType; label: string }[] = [
  { type: "round", label: "searchForm.tripType.round" },
  { type: "one-way", label: "searchForm.tripType.oneWay" },
];

/** Round trip or one way; each choice is reported (SPEC §4). */
export function TripTypeButtons({ value, onChange }: TripTypeButtonsProps) {
  const { t } = useTranslation("common");
  return (
    <div
      role="group"
      aria-label={t("searchForm.tripType.label")}
      className={styles.tripTypes}
    >
      {TRIP_TYPES.map(({ type, label }) => (
        <button
          key={type}
          type="button"
          className={styles.tripType}
          aria-pressed={value === type}
          onClick={() => {
            trackEvent("trip_type_selected", { tripType: type });
            onChange(type);
          }}
        >
          {t(label)}
        </button>
      ))}
    </div>
  );
}
