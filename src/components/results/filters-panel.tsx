import { useId, useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import {
  hasFilters,
  NO_FILTERS,
  STOP_BUCKETS,
  type ChoiceFilters,
  type FilterCounts,
} from "../../lib/offers/filter-choices";
import { TIMES_OF_DAY } from "../../lib/offers/time-of-day";
import { CheckGroup } from "./check-group";
import { useFormatters } from "./use-formatters";
import * as styles from "./results.module.css";

interface FiltersPanelProps {
  counts: FilterCounts;
  filters: ChoiceFilters;
  onChange: (filters: ChoiceFilters) => void;
  /** False for the results' first render: the panel's button alone. */
  filled?: boolean;
}

/** Stops, airlines, time of day and a maximum price, each value with its count. Behind a button on phones. */
export function FiltersPanel({
  counts,
  filters,
  onChange,
  filled = true,
}: FiltersPanelProps) {
  const { t } = useTranslation("search");
  const format = useFormatters();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const priceId = useId();
  const maxPrice = filters.maxPriceCents ?? counts.maxPriceCents;
  const withCount = (label: string, count: number) =>
    t("filters.withCount", { label, count });

  return (
    <div className={styles.filtersColumn}>
      <button
        type="button"
        className={styles.filtersToggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {open ? t("filters.hide") : t("filters.show")}
      </button>
      <div id={panelId} className={open ? styles.filtersOpen : styles.filters}>
        {filled && (
          <>
            <h2 className={styles.filtersTitle}>{t("filters.title")}</h2>
            <CheckGroup
              legend={t("filters.stops")}
              options={STOP_BUCKETS.map((bucket) => ({
                value: bucket,
                label: withCount(
                  t(`filters.stop_${bucket}`),
                  counts.stops[bucket],
                ),
              }))}
              chosen={filters.stops}
              onChange={(stops) => onChange({ ...filters, stops })}
            />
            <CheckGroup
              legend={t("filters.airlines")}
              options={counts.airlines.map((airline) => ({
                value: airline.code,
                label: withCount(airline.name, airline.count),
              }))}
              chosen={filters.airlines}
              onChange={(airlines) => onChange({ ...filters, airlines })}
            />
            <CheckGroup
              legend={t("filters.times")}
              options={TIMES_OF_DAY.map((time) => ({
                value: time,
                label: withCount(t(`filters.time_${time}`), counts.times[time]),
              }))}
              chosen={filters.times}
              onChange={(times) => onChange({ ...filters, times })}
            />
            {counts.maxPriceCents > counts.minPriceCents && (
              <div className={styles.group}>
                <label htmlFor={priceId} className={styles.legend}>
                  {t("filters.maxPrice")}
                </label>
                <input
                  id={priceId}
                  type="range"
                  className={styles.range}
                  min={counts.minPriceCents}
                  max={counts.maxPriceCents}
                  step={100}
                  value={maxPrice}
                  aria-valuetext={t("filters.maxPriceValue", {
                    price: format.price(maxPrice),
                  })}
                  onChange={(event) => {
                    const value = Number(event.target.value);
                    onChange({
                      ...filters,
                      maxPriceCents:
                        value >= counts.maxPriceCents ? null : value,
                    });
                  }}
                />
                <p className={styles.hint}>
                  {t("filters.maxPriceValue", {
                    price: format.price(maxPrice),
                  })}
                </p>
              </div>
            )}
            {hasFilters(filters) && (
              <button
                type="button"
                className={styles.secondary}
                onClick={() => onChange(NO_FILTERS)}
              >
                {t("results.clearFilters")}
              </button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
