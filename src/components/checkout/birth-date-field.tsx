import { useState, type FocusEvent } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { intlLocale } from "../../../domain/languages";
import {
  datePartOrder,
  joinDate,
  monthNames,
  splitDate,
  type DatePart,
  type DateParts,
} from "../../lib/booking/date-parts";
import * as styles from "./checkout.module.css";

interface BirthDateFieldProps {
  /** The field's name in the form, e.g. "passengers.0.date_of_birth". */
  name: string;
  label: string;
  /** Year-month-day, or what the parts make so far. */
  value: string;
  onChange: (value: string) => void;
  /** Focus left the three parts. */
  onBlur: () => void;
  hint?: string;
  error?: string;
  /** The browser may fill it from the traveller's own birthday. */
  ownBirthday: boolean;
}

const MAX_LENGTH: Record<Exclude<DatePart, "month">, number> = {
  day: 2,
  year: 4,
};

/**
 * A date of birth as day, month and year, in the order the page's language
 * writes a date, with the month by name: no reader can take 03/04 for the
 * wrong day, as a native date field allows. The first part carries the
 * field's id, where the form moves focus to a field at fault.
 */
export function BirthDateField({
  name,
  label,
  value,
  onChange,
  onBlur,
  hint,
  error,
  ownBirthday,
}: BirthDateFieldProps) {
  const { t, i18n } = useTranslation("checkout");
  const locale = intlLocale(i18n.language);
  // The parts as typed ("1", not "01"); a value from elsewhere (a restored
  // form) replaces them.
  const [parts, setParts] = useState(() => splitDate(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setParts(splitDate(value));
  }
  const change = (part: DatePart, text: string) => {
    const next: DateParts = { ...parts, [part]: text };
    const joined = joinDate(next);
    setParts(next);
    setShown(joined);
    onChange(joined);
  };
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      onBlur();
    }
  };

  const id = `field-${name.replace(/\./g, "-")}`;
  const described =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") ||
    undefined;
  const control = (part: DatePart, first: boolean) => ({
    id: first ? id : `${id}-${part}`,
    name: `${name}.${part}`,
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": described,
    autoComplete: ownBirthday ? `bday-${part}` : "off",
  });

  return (
    <fieldset className={styles.dateField} onBlur={leave}>
      <legend>{label}</legend>
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      <div className={styles.dateParts}>
        {datePartOrder(locale).map((part, index) => {
          const props = control(part, index === 0);
          return (
            <label key={part} className={styles[part]}>
              <span className={styles.partLabel}>
                {t(`passengers.dateParts.${part}`)}
              </span>
              {part === "month" ? (
                <select
                  {...props}
                  value={parts.month}
                  onChange={(event) => change("month", event.target.value)}
                >
                  <option value="">{t("passengers.choose")}</option>
                  {monthNames(locale).map((month, i) => (
                    <option key={month} value={String(i + 1).padStart(2, "0")}>
                      {month}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...props}
                  inputMode="numeric"
                  maxLength={MAX_LENGTH[part]}
                  value={parts[part]}
                  onChange={(event) =>
                    change(part, event.target.value.replace(/\D/g, ""))
                  }
                />
              )}
            </label>
          );
        })}
      </div>
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
