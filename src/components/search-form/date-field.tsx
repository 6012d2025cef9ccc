import { forwardRef, useImperativeHandle, useRef, useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { TripDatePickerHandle } from "./trip-date-picker";
import { useDateInWords } from "./use-date-in-words";
import { loadDatePicker, useLazyDatePicker } from "./use-lazy-date-picker";
import * as styles from "./search-form.module.css";

export interface DateFieldHandle {
  open: () => void;
  close: () => void;
}

interface DateFieldProps {
  id: string;
  label: string;
  /** Year-month-day, or "". */
  value: string;
  min: string;
  onChange: (isoDate: string) => void;
  onPick: () => void;
  error?: string;
}

/**
 * A date field. Until the picker has loaded (first use of the form), a plain
 * field stands in for it; using that field loads the picker and opens it.
 */
export const DateField = forwardRef<DateFieldHandle, DateFieldProps>(
  function DateField({ id, label, value, min, onChange, onPick, error }, ref) {
    const { t, i18n } = useTranslation("common");
    const Picker = useLazyDatePicker();
    const pickerRef = useRef<TripDatePickerHandle>(null);
    const [openOnMount, setOpenOnMount] = useState(false);
    const startUsing = () => {
      setOpenOnMount(true);
      void loadDatePicker();
    };
    useImperativeHandle(ref, () => ({
      open: () => (pickerRef.current ? pickerRef.current.open() : startUsing()),
      close: () => pickerRef.current?.close(),
    }));
    const errorId = `${id}-error`;
    const placeholder = t("searchForm.datePlaceholder");
    // Only the plain field shows them: once the calendar is here, it writes
    // its own, and a date picked in it loads nothing more.
    const inWords = useDateInWords(Picker ? "" : value, i18n.language);

    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {Picker ? (
          <Picker
            ref={pickerRef}
            id={id}
            value={value}
            min={min}
            language={i18n.language}
            labels={{
              chooseDay: t("searchForm.calendar.chooseDay"),
              unavailableDay: t("searchForm.calendar.unavailableDay"),
              month: t("searchForm.calendar.month"),
              previousMonth: t("searchForm.calendar.previousMonth"),
              nextMonth: t("searchForm.calendar.nextMonth"),
            }}
            placeholder={placeholder}
            className={styles.input}
            describedBy={error ? errorId : undefined}
            invalid={Boolean(error)}
            openOnMount={openOnMount}
            onChange={onChange}
            onPick={onPick}
          />
        ) : (
          <input
            id={id}
            className={styles.input}
            value={inWords}
            placeholder={placeholder}
            readOnly
            inputMode="none"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onFocus={startUsing}
          />
        )}
        {error && (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    );
  },
);
