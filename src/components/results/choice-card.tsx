import { useId } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { Choice } from "../../lib/offers/choices";
import { FareOptions } from "./fare-options";
import { SliceSummary } from "./slice-summary";
import { useFormatters } from "./use-formatters";
import * as styles from "./results.module.css";

/** The `elementtiming` name of the first offer's price. */
export const FIRST_OFFER_TIMING = "first-offer";

/** Which leg the cards choose: the outbound, the return, or a one-way trip. */
export type ChoiceMode = "outbound" | "return" | "oneway";

interface ChoiceCardProps {
  choice: Choice;
  mode: ChoiceMode;
  cheapest: boolean;
  fastest: boolean;
  lowestCo2: boolean;
  travellers: number;
  sessionId: string;
  expanded: boolean;
  /** Marked for the Element Timing API: when the first offer reached the screen. */
  first?: boolean;
  onToggle: () => void;
  onChooseOutbound: (sliceId: string) => void;
}

/** One flight: its summary, the all-in price and points, and the next step. */
export function ChoiceCard(props: ChoiceCardProps) {
  const { choice, mode, cheapest, fastest, lowestCo2, travellers, expanded } =
    props;
  const { t } = useTranslation("search");
  const format = useFormatters();
  const faresId = useId();
  const offer = choice.offers[0]!;
  const points = offer.fare_options[0]?.points ?? 0;

  return (
    <li className={styles.card}>
      <article
        aria-label={`${choice.carriers.map((c) => c.name).join(" + ")} ${format.price(choice.priceCents)}`}
      >
        {(cheapest || fastest || lowestCo2) && (
          <p className={styles.marks}>
            {cheapest && (
              <span className={styles.markLowest}>{t("offer.lowest")}</span>
            )}
            {fastest && (
              <span className={styles.markFastest}>{t("offer.fastest")}</span>
            )}
            {lowestCo2 && (
              <span className={styles.markLowest}>{t("offer.lowestCo2")}</span>
            )}
          </p>
        )}
        <div className={styles.cardBody}>
          <SliceSummary slice={choice.slice} />
          <div className={styles.priceBox}>
            {mode === "outbound" && (
              <span className={styles.priceNote}>{t("offer.from")}</span>
            )}
            <span
              className={styles.price}
              elementtiming={props.first ? FIRST_OFFER_TIMING : undefined}
            >
              {format.price(choice.priceCents)}
            </span>
            <span className={styles.priceNote}>
              {mode === "oneway" ? t("offer.allIn") : t("offer.roundTripTotal")}
              {travellers > 1 &&
                ` ${t("offer.forTravellers", { count: travellers })}`}
            </span>
            <span className={styles.points}>
              {t("offer.points", { points: format.points(points) })}
            </span>
            {/* Below the price: a phone's first screen keeps the price in it. */}
            {choice.co2Kg !== undefined && (
              <span className={styles.co2}>
                {t(mode === "oneway" ? "offer.co2" : "offer.co2RoundTrip", {
                  kg: format.points(choice.co2Kg),
                })}
              </span>
            )}
            {mode === "outbound" ? (
              <button
                type="button"
                className={styles.primary}
                onClick={() => props.onChooseOutbound(choice.id)}
              >
                {t("offer.chooseOutbound")}
              </button>
            ) : (
              <button
                type="button"
                className={styles.primary}
                aria-expanded={expanded}
                aria-controls={faresId}
                onClick={props.onToggle}
              >
                {expanded ? t("offer.hideFares") : t("offer.seeFares")}
              </button>
            )}
          </div>
        </div>
        {mode !== "outbound" && (
          <div id={faresId} hidden={!expanded}>
            {expanded && (
              <FareOptions
                offer={offer}
                sessionId={props.sessionId}
                travellers={travellers}
              />
            )}
          </div>
        )}
      </article>
    </li>
  );
}
