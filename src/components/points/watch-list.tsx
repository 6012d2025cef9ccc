import { useEffect, useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { Watch } from "../../../domain/alerts/watch-contract";
import { intlLocale } from "../../../domain/languages";
import { formatPrice } from "../../../domain/money/format-price";
import { formatTripDate } from "../../../domain/trips/date-in-words";
import { fetchWatches } from "../../services/alerts/fetch-watches";
import { stopWatch } from "../../services/alerts/stop-watch";
import { useSignedIn } from "../../state/use-auth";
import { PriceChart } from "./price-chart";
import * as panel from "./points-panel.module.css";
import * as styles from "./watch-list.module.css";

/** The signed-in traveller's watched trips: each with its daily lowest prices and a Stop button. */
export function WatchList() {
  const { t, i18n } = useTranslation("points");
  const signedIn = useSignedIn();
  const [watches, setWatches] = useState<Watch[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    fetchWatches(controller.signal).then(setWatches, () => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, [signedIn]);

  if (!signedIn) return null;
  const price = (cents: number) =>
    formatPrice(cents, intlLocale(i18n.language));
  const stop = async (id: string) => {
    try {
      await stopWatch(id);
      setWatches((list) => list?.filter((watch) => watch.id !== id) ?? null);
    } catch {
      setFailed(true);
    }
  };

  return (
    <section className={panel.panel} aria-labelledby="watched-trips">
      <h2 id="watched-trips">{t("watches.heading")}</h2>
      {failed && <p role="alert">{t("watches.failed")}</p>}
      {watches?.length === 0 && <p>{t("watches.none")}</p>}
      <ul className={styles.list}>
        {watches?.map(({ id, trip, days }) => {
          const route = `${trip.departure} → ${trip.arrival}`;
          const latest = days.at(-1);
          return (
            <li key={id} className={styles.watch}>
              <strong>{route}</strong>
              <span>
                {[trip.departureDate, trip.arrivalDate]
                  .filter((day) => day !== undefined)
                  .map((day) => formatTripDate(day, i18n.language))
                  .join(" – ")}
              </span>
              {latest && (
                <span>
                  {t("watches.lowest", {
                    price: price(latest.lowest_total_cents),
                  })}
                </span>
              )}
              <PriceChart days={days} label={t("watches.chart", { route })} />
              <button
                type="button"
                className={panel.secondary}
                onClick={() => void stop(id)}
              >
                {t("watches.stop", { route })}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
