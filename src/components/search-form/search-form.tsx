import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type RefObject,
} from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { airportFieldText } from "../../lib/airport-field";
import { toIsoDate } from "../../../domain/trips/trip-dates";
import type { TripErrors } from "../../lib/trip-form";
import { useTripForm } from "../../state/use-trip-form";
import { AirportCombobox } from "./airport-combobox";
import { DateField, type DateFieldHandle } from "./date-field";
import { loadTravellersPanel, TravellersField } from "./travellers-field";
import { TripTypeButtons } from "./trip-type-buttons";
import { loadDatePicker } from "./use-lazy-date-picker";
import { useSearchPrefill } from "./use-search-prefill";
import { loadEarlySearch, useTripSearch } from "./use-trip-search";
import * as styles from "./search-form.module.css";

interface AirportFieldProps {
  side: "departure" | "arrival";
  text: string;
  setText: (text: string) => void;
  hasError: boolean;
  inputRef: RefObject<HTMLInputElement>;
  /** What follows a choice: the next field, or the calendar. */
  afterChoice: () => void;
}

interface SearchFormProps {
  /** The partner page always searches as verto (SPEC §2). */
  searchType?: "verto";
  /** On a phone, hidden behind the results' trip summary (its Change opens it). */
  foldedOnPhone?: boolean;
}

/** The flight search form of the home, partner and search pages (SPEC §2). */
export function SearchForm({ searchType, foldedOnPhone }: SearchFormProps) {
  const { t } = useTranslation("common");
  const trip = useTripForm();
  const { form } = trip;
  const carried = useSearchPrefill();
  const [travellersOpen, setTravellersOpen] = useState(false);
  const departureRef = useRef<HTMLInputElement>(null);
  const arrivalRef = useRef<HTMLInputElement>(null);
  const departureDateRef = useRef<DateFieldHandle>(null);
  const arrivalDateRef = useRef<DateFieldHandle>(null);
  const roundTrip = form.tripType === "round";
  // A calendar opens after the render that gave it its new limits.
  const [nextCalendar, setNextCalendar] = useState<{ field: "from" | "to" }>();
  useEffect(() => {
    if (!nextCalendar) return;
    const field =
      nextCalendar.field === "from" ? departureDateRef : arrivalDateRef;
    field.current?.open();
  }, [nextCalendar]);

  const focusFirstError = (errors: TripErrors) => {
    if (errors.hasDepartureAirportError) departureRef.current?.focus();
    else if (errors.hasArrivalAirportError) arrivalRef.current?.focus();
    else if (errors.hasDepartureDateError) departureDateRef.current?.open();
    else arrivalDateRef.current?.open();
  };
  const { errors, search } = useTripSearch(
    form,
    { ...carried, searchType: searchType ?? carried.searchType },
    focusFirstError,
  );
  const location = t("searchForm.errors.location");
  const date = t("searchForm.errors.date");
  const airportField = (field: AirportFieldProps) => (
    <AirportCombobox
      id={field.side}
      label={t(`searchForm.${field.side}`)}
      value={field.text}
      onChange={field.setText}
      onChoose={(airport) => {
        field.setText(airportFieldText(airport));
        field.afterChoice();
      }}
      history={`${field.side}History`}
      error={field.hasError ? location : undefined}
      inputRef={field.inputRef}
    />
  );

  return (
    <form
      role="search"
      aria-label={t("searchForm.heading")}
      className={
        foldedOnPhone ? `${styles.form} ${styles.foldedOnPhone}` : styles.form
      }
      // The screen's intro folds with it (client-screen.module.css).
      data-folded-on-phone={foldedOnPhone || undefined}
      noValidate
      // The date picker, the travellers panel and the press's search code
      // load on first use of the form, not with the page.
      onFocus={() => {
        void loadDatePicker();
        void loadTravellersPanel();
        void loadEarlySearch();
      }}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        search();
      }}
    >
      <TripTypeButtons value={form.tripType} onChange={trip.setTripType} />
      <div className={styles.fields}>
        <div className={styles.airports}>
          {airportField({
            side: "departure",
            text: form.departureText,
            setText: trip.setDepartureText,
            hasError: errors.hasDepartureAirportError,
            inputRef: departureRef,
            afterChoice: () => arrivalRef.current?.focus(),
          })}
          <button
            type="button"
            className={styles.swap}
            aria-label={t("searchForm.swap")}
            onClick={() => {
              trip.setDepartureText(form.arrivalText);
              trip.setArrivalText(form.departureText);
            }}
          >
            ⇄
          </button>
          {airportField({
            side: "arrival",
            text: form.arrivalText,
            setText: trip.setArrivalText,
            hasError: errors.hasArrivalAirportError,
            inputRef: arrivalRef,
            afterChoice: () => {
              if (!form.departureDate) setNextCalendar({ field: "from" });
            },
          })}
        </div>
        <div className={styles.dates}>
          <DateField
            ref={departureDateRef}
            id="departure-date"
            label={t("searchForm.departureDate")}
            value={form.departureDate}
            min={toIsoDate(new Date())}
            onChange={(value) => {
              trip.setDepartureDate(value);
              if (value && form.arrivalDate && form.arrivalDate < value) {
                trip.setArrivalDate("");
              }
            }}
            onPick={() =>
              roundTrip
                ? setNextCalendar({ field: "to" })
                : setTravellersOpen(true)
            }
            error={errors.hasDepartureDateError ? date : undefined}
          />
          {roundTrip && (
            <DateField
              ref={arrivalDateRef}
              id="arrival-date"
              label={t("searchForm.arrivalDate")}
              value={form.arrivalDate}
              min={form.departureDate || toIsoDate(new Date())}
              onChange={trip.setArrivalDate}
              onPick={() => setTravellersOpen(true)}
              error={errors.hasArrivalDateError ? date : undefined}
            />
          )}
        </div>
        <TravellersField
          value={form.travellers}
          onChange={trip.setTravellers}
          open={travellersOpen}
          onOpenChange={setTravellersOpen}
        />
        <button type="submit" className={styles.submit}>
          {t("searchForm.search")}
        </button>
      </div>
    </form>
  );
}
