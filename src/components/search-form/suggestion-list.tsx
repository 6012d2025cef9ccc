import type { KeyboardEvent } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { Airport } from "../../../domain/airports/airport";
import { suggestionLines } from "../../lib/airports/airport-suggestions";
import * as styles from "./search-form.module.css";

interface SuggestionListProps {
  id: string;
  label: string;
  history: Airport[];
  matches: Airport[];
  active: number;
  optionId: (index: number) => string;
  onChoose: (airport: Airport) => void;
  /** Focus moves to option `index` (arrow keys inside the list). */
  onMove: (index: number) => void;
  onClearHistory: () => void;
}

/** The drop-down of an airport field: recent airports, then matches. */
export function SuggestionList({
  id,
  label,
  history,
  matches,
  active,
  optionId,
  onChoose,
  onMove,
  onClearHistory,
}: SuggestionListProps) {
  const { t } = useTranslation("common");
  const count = history.length + matches.length;

  const onOptionKeyDown = (
    event: KeyboardEvent<HTMLDivElement>,
    index: number,
    airport: Airport,
  ) => {
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % count,
      ArrowUp: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      onMove(moves[event.key]!);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onChoose(airport);
    }
  };

  const option = (airport: Airport, index: number) => {
    const { title, place } = suggestionLines(airport);
    return (
      <div
        key={airport.iata}
        id={optionId(index)}
        role="option"
        tabIndex={-1}
        aria-selected={index === active}
        className={styles.option}
        // Keeps focus in the field, so the click is a choice, not a blur.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onChoose(airport)}
        onKeyDown={(event) => onOptionKeyDown(event, index, airport)}
      >
        <span className={styles.optionTitle}>{title}</span>
        <span className={styles.optionPlace}>{place}</span>
      </div>
    );
  };

  const group = (name: string, airports: Airport[], offset: number) =>
    airports.length > 0 && (
      <div role="group" aria-labelledby={`${id}-${name}`}>
        <div id={`${id}-${name}`} className={styles.groupLabel}>
          {t(`searchForm.suggestions.${name}`)}
        </div>
        {airports.map((airport, index) => option(airport, offset + index))}
      </div>
    );

  return (
    <div className={styles.popup}>
      {count === 0 ? (
        <p className={styles.noMatch} role="status">
          {t("searchForm.suggestions.noMatch")}
        </p>
      ) : (
        <div id={id} role="listbox" aria-label={label}>
          {group("recent", history, 0)}
          {group("airports", matches, history.length)}
        </div>
      )}
      {history.length > 0 && (
        <button
          type="button"
          className={styles.clearHistory}
          onClick={onClearHistory}
        >
          {t("searchForm.suggestions.clearRecent")}
        </button>
      )}
    </div>
  );
}
