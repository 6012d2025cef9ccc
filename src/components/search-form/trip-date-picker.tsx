import { forwardRef, useImperativeHandle, useRef } from "react";
import DatePicker, { registerLocale } from "react-datepicker";
import { fr } from "date-fns/locale/fr";
import { formatTripDate } from "../../../domain/trips/date-in-words";
import { parseIsoDate, toIsoDate } from "../../../domain/trips/trip-dates";
import { CalendarInput } from "./calendar-input";
import "react-datepicker/dist/react-datepicker.css";
import "./trip-date-picker.css";

registerLocale("fr", fr);

/**
 * What a pasted date is read as: year-month-day, or the day and month in the
 * page language's order. The field shows the date in words (value below).
 */
const pastedDateFormats = (language: string) => [
  "yyyy-MM-dd",
  language === "fr" ? "dd/MM" : "MM/dd",
];

export interface TripDatePickerHandle {
  open: () => void;
  close: () => void;
}

/** The calendar's own words, in the page language. */
export interface CalendarLabels {
  chooseDay: string;
  unavailableDay: string;
  month: string;
  previousMonth: string;
  nextMonth: string;
}

export interface TripDatePickerProps {
  labels: CalendarLabels;
  id: string;
  /** Year-month-day, or "". */
  value: string;
  /** The earliest day that can be chosen, year-month-day. */
  min: string;
  language: string;
  placeholder: string;
  className?: string;
  describedBy?: string;
  invalid: boolean;
  /** Opens as soon as it appears (the field was used before this loaded). */
  openOnMount: boolean;
  onChange: (isoDate: string) => void;
  /** A day was picked in the calendar (not typed): the next step may open. */
  onPick: () => void;
}

/** react-datepicker, loaded with its styles the first time a date field is used. */
const TripDatePicker = forwardRef<TripDatePickerHandle, TripDatePickerProps>(
  function TripDatePicker(props, handleRef) {
    const pickerRef = useRef<DatePicker>(null);
    useImperativeHandle(handleRef, () => ({
      open: () => {
        pickerRef.current?.setFocus();
        pickerRef.current?.setOpen(true);
      },
      close: () => pickerRef.current?.setOpen(false),
    }));

    return (
      <DatePicker
        ref={pickerRef}
        id={props.id}
        selected={parseIsoDate(props.value) ?? null}
        minDate={parseIsoDate(props.min)}
        // An empty return date opens on the departure's month.
        openToDate={parseIsoDate(props.value) ?? parseIsoDate(props.min)}
        onChange={(date: Date | null) =>
          props.onChange(date ? toIsoDate(date) : "")
        }
        onSelect={() => {
          pickerRef.current?.setOpen(false);
          props.onPick();
        }}
        // The form moves on by itself after a pick (SPEC §2).
        shouldCloseOnSelect={false}
        dateFormat={pastedDateFormats(props.language)}
        // In words, as before the calendar loaded (date-field.tsx).
        value={formatTripDate(props.value, props.language)}
        locale={props.language === "fr" ? "fr" : undefined}
        placeholderText={props.placeholder}
        className={props.className}
        ariaDescribedBy={props.describedBy}
        ariaInvalid={props.invalid ? "true" : undefined}
        autoComplete="off"
        autoFocus={props.openOnMount}
        customInput={<CalendarInput />}
        popperPlacement="bottom-start"
        chooseDayAriaLabelPrefix={props.labels.chooseDay}
        disabledDayAriaLabelPrefix={props.labels.unavailableDay}
        monthAriaLabelPrefix={props.labels.month}
        previousMonthAriaLabel={props.labels.previousMonth}
        previousMonthButtonLabel={props.labels.previousMonth}
        nextMonthAriaLabel={props.labels.nextMonth}
        nextMonthButtonLabel={props.labels.nextMonth}
      />
    );
  },
);

export default TripDatePicker;
