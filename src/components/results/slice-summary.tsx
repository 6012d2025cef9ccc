import { useTranslation } from "gatsby-plugin-react-i18next";
import type { Slice } from "../../../domain/offers/offer";
import {
  dayOffset,
  formatDuration,
  localTime,
  sliceArrival,
  sliceCarriers,
  sliceDeparture,
  stopCount,
} from "../../lib/offers/offer-facts";
import * as styles from "./results.module.css";

/** One direction: carriers, times (+1 day), duration, stops and connections. */
export function SliceSummary({ slice }: { slice: Slice }) {
  const { t } = useTranslation("search");
  const departs = sliceDeparture(slice);
  const arrives = sliceArrival(slice);
  const later = dayOffset(departs, arrives);
  const first = slice.segments[0]!;
  const last = slice.segments[slice.segments.length - 1]!;
  const stops = stopCount(slice);

  return (
    <div className={styles.sliceBox}>
      <p className={styles.carriers}>
        {sliceCarriers(slice)
          .map((carrier) => carrier.name)
          .join(" + ")}
      </p>
      <p className={styles.times}>
        <span>
          <strong>{localTime(departs)}</strong> {first.from.iata}
        </span>
        <span aria-hidden="true"> → </span>
        <span>
          <strong>{localTime(arrives)}</strong>
          {later > 0 && (
            <sup
              className={styles.plusDay}
              title={t("offer.nextDayLong", { count: later })}
            >
              {t("offer.nextDay", { count: later })}
              <span className={styles.visuallyHidden}>
                {` (${t("offer.nextDayLong", { count: later })})`}
              </span>
            </sup>
          )}{" "}
          {last.to.iata}
        </span>
      </p>
      <p className={styles.facts}>
        <span>{formatDuration(slice.duration_minutes)}</span>
        <span aria-hidden="true"> · </span>
        <span>
          {stops === 0
            ? t("offer.nonstop")
            : t("offer.stops", { count: stops })}
        </span>
        {slice.connections.map((connection) => (
          <span key={connection.iata} className={styles.connection}>
            {t("offer.connection", {
              minutes: formatDuration(connection.minutes),
              city: connection.city,
              iata: connection.iata,
            })}
          </span>
        ))}
      </p>
      <p className={styles.flightNumbers}>
        {t("offer.flights", {
          numbers: slice.segments.map((s) => s.flight_number).join(", "),
        })}
      </p>
    </div>
  );
}
