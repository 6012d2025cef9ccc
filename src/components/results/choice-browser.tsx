import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { markedChoices, type Choice } from "../../lib/offers/choices";
import {
  filterChoices,
  filterCounts,
  hasFilters,
  NO_FILTERS,
  type ChoiceFilters,
} from "../../lib/offers/filter-choices";
import {
  SORT_KEYS,
  sortChoices,
  type SortKey,
} from "../../lib/offers/sort-choices";
import { ChoiceCard, type ChoiceMode } from "./choice-card";
import { FiltersPanel } from "./filters-panel";
import { useSecondPass } from "./use-second-pass";
import { LiveStatus } from "../ui/live-status";
import * as styles from "./results.module.css";

/** The cards of the first render: more than a phone's or a laptop's screen shows. */
export const FIRST_SCREEN_CARDS = 6;

/** Round trip step 1, step 2, or a one-way trip. */

interface ChoiceBrowserProps {
  choices: Choice[];
  mode: ChoiceMode;
  sessionId: string;
  travellers: number;
  onChooseOutbound: (sliceId: string) => void;
}

const COUNT_KEY: Record<ChoiceMode, string> = {
  outbound: "results.countDeparting",
  return: "results.countReturning",
  oneway: "results.countOneWay",
};
const STEP_KEY: Record<ChoiceMode, string> = {
  outbound: "results.stepDeparting",
  return: "results.stepReturning",
  oneway: "results.stepOneWay",
};

/** This step's flights with sort, filters (and their counts) and the list. */
export function ChoiceBrowser({ choices, mode, ...rest }: ChoiceBrowserProps) {
  const { t } = useTranslation("search");
  const [sort, setSort] = useState<SortKey>("best");
  const [filters, setFilters] = useState<ChoiceFilters>(NO_FILTERS);
  const [expanded, setExpanded] = useState<string>();
  const counts = useMemo(
    () => filterCounts(choices, filters),
    [choices, filters],
  );
  const shown = useMemo(
    () => sortChoices(filterChoices(choices, filters), sort),
    [choices, filters, sort],
  );
  const marks = useMemo(() => markedChoices(choices), [choices]);
  const whole = useSecondPass();
  const listed = whole ? shown : shown.slice(0, FIRST_SCREEN_CARDS);
  const filtered = hasFilters(filters);
  const heading = useRef<HTMLHeadingElement>(null);
  // A new step (the return, after choosing the outbound): say so and start there.
  useEffect(() => {
    if (mode === "return") heading.current?.focus();
  }, [mode]);

  return (
    <div className={styles.browser}>
      <FiltersPanel
        counts={counts}
        filters={filters}
        onChange={setFilters}
        filled={whole}
      />
      <div className={styles.listColumn}>
        <h2 className={styles.stepTitle} ref={heading} tabIndex={-1}>
          {t(STEP_KEY[mode])}
        </h2>
        <div className={styles.listBar}>
          <LiveStatus className={styles.count}>
            {t(COUNT_KEY[mode], { count: choices.length })}
            {filtered &&
              ` · ${t("results.shownOf", { shown: shown.length, total: choices.length })}`}
          </LiveStatus>
          <label className={styles.sort}>
            {t("sort.label")}{" "}
            <select
              value={sort}
              onChange={(event) => setSort(event.target.value as SortKey)}
            >
              {SORT_KEYS.map((key) => (
                <option key={key} value={key}>
                  {t(`sort.${key}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {sort === "best" && <p className={styles.hint}>{t("sort.bestHelp")}</p>}
        {shown.length === 0 ? (
          <div className={styles.status}>
            <p className={styles.statusTitle}>{t("results.filteredEmpty")}</p>
            <button
              type="button"
              className={styles.primary}
              onClick={() => setFilters(NO_FILTERS)}
            >
              {t("results.clearFilters")}
            </button>
          </div>
        ) : (
          <ul className={styles.list}>
            {listed.map((choice, index) => (
              <ChoiceCard
                key={choice.id}
                first={index === 0}
                choice={choice}
                mode={mode}
                cheapest={marks.cheapest === choice.id}
                fastest={marks.fastest === choice.id}
                lowestCo2={marks.lowestCo2 === choice.id}
                expanded={expanded === choice.id}
                onToggle={() =>
                  setExpanded(expanded === choice.id ? undefined : choice.id)
                }
                {...rest}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
