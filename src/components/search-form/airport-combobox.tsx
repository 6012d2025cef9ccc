import {
  lazy,
  Suspense,
  useCallback,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { Airport } from "../../../domain/airports/airport";
import type { HistoryList } from "../../state/search-history";
import { useSearchHistory } from "../../state/use-trip-form";
import { useAirportSuggestions } from "./use-airport-suggestions";
import { useDismissOutside } from "./use-dismiss-outside";
import * as styles from "./search-form.module.css";

// The list's code loads on the field's first focus, with the airport list
// it shows, not with the page.
const loadSuggestionList = () => import("./suggestion-list");
const SuggestionList = lazy(() =>
  loadSuggestionList().then(({ SuggestionList }) => ({
    default: SuggestionList,
  })),
);

interface AirportComboboxProps {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  onChoose: (airport: Airport) => void;
  history: HistoryList;
  /** Shown, and announced, while the field is in error. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * An airport field with its suggestion list (SPEC §2): a combobox whose
 * active option follows the arrow keys; Enter takes the active option or the
 * first one; Tab moves focus into the list; Escape and outside clicks close it.
 */
export function AirportCombobox({
  id,
  label,
  value,
  onChange,
  onChoose,
  history,
  error,
  inputRef,
}: AirportComboboxProps) {
  const { t } = useTranslation("common");
  const recent = useSearchHistory(history);
  const suggestions = useAirportSuggestions(value, recent.codes);
  const options = [...suggestions.history, ...suggestions.matches];
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const ownInputRef = useRef<HTMLInputElement | null>(null);
  const listId = `${id}-suggestions`;
  const errorId = `${id}-error`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const showList = open && (options.length > 0 || suggestions.noMatch);
  const showUnavailable = open && suggestions.unavailable && !showList;
  // Without suggestions, the way out is a typed code, not a choice from a list.
  const shownError =
    error && suggestions.unavailable
      ? t("searchForm.errors.locationByCode")
      : error;
  // The list exists only with options; "no matches" is a status message.
  const expanded = open && options.length > 0;

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);
  // Focus coming back after Escape must not reopen the list.
  const quietFocus = useRef(false);
  const dismiss = useCallback(
    (reason: "outside" | "escape") => {
      close();
      if (reason !== "escape") return;
      quietFocus.current = true;
      ownInputRef.current?.focus();
      quietFocus.current = false;
    },
    [close],
  );
  useDismissOutside(wrapperRef, showList || showUnavailable, dismiss);

  const choose = (airport: Airport) => {
    close();
    onChoose(airport);
  };
  const focusOption = (index: number) =>
    document.getElementById(optionId(index))?.focus();

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + count) % count);
    } else if (event.key === "Enter" && open) {
      // Typed faster than the pause: the first match for what is typed now.
      const first =
        active >= 0 ? options[active] : suggestions.suggestNow(value)[0];
      if (!first) return;
      event.preventDefault();
      choose(first);
    } else if (event.key === "Tab" && !event.shiftKey && expanded) {
      event.preventDefault();
      focusOption(Math.max(active, 0));
    }
  };

  const setInputRef = (element: HTMLInputElement | null) => {
    ownInputRef.current = element;
    if (typeof inputRef === "function") inputRef(element);
    else if (inputRef) {
      (inputRef as { current: HTMLInputElement | null }).current = element;
    }
  };

  return (
    <div ref={wrapperRef} className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={setInputRef}
        id={id}
        type="text"
        role="combobox"
        className={styles.input}
        value={value}
        placeholder={t("searchForm.airportPlaceholder")}
        autoComplete="off"
        autoCapitalize="words"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={
          expanded && active >= 0 ? optionId(active) : undefined
        }
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? errorId : undefined}
        onFocus={() => {
          suggestions.load();
          void loadSuggestionList();
          if (!quietFocus.current) setOpen(true);
        }}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onInputKeyDown}
        onBlur={() => {
          const tidied = suggestions.tidy(value);
          if (tidied !== value) onChange(tidied);
        }}
      />
      {showUnavailable && (
        <div className={styles.popup}>
          <p className={styles.noMatch} role="status">
            {t("searchForm.suggestions.unavailable")}
          </p>
        </div>
      )}
      {showList && (
        <Suspense fallback={null}>
          <SuggestionList
            id={listId}
            label={label}
            history={suggestions.history}
            matches={suggestions.matches}
            active={active}
            optionId={optionId}
            onChoose={choose}
            onMove={(index) => {
              setActive(index);
              focusOption(index);
            }}
            onClearHistory={() => {
              recent.clear();
              ownInputRef.current?.focus();
            }}
          />
        </Suspense>
      )}
      {shownError && (
        <p id={errorId} className={styles.error}>
          {shownError}
        </p>
      )}
    </div>
  );
}
