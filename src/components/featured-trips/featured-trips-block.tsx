import { useTranslation } from "gatsby-plugin-react-i18next";
import type { Market } from "../../../domain/content/markets";
import { FeaturedTripCard, type FeaturedCardView } from "./featured-trip-card";
import { MarketSwitch } from "./market-switch";
import { useFeaturedMarket } from "./use-featured-market";
import { useTripLinkContext } from "./use-trip-link-context";
import * as styles from "./featured-trips.module.css";

export interface FeaturedTripsBlockProps {
  markets: Record<Market, FeaturedCardView[]>;
  /** The partner page searches with "verto" whatever its address says. */
  searchType?: "verto";
}

/** Sample trips from the visitor's market (SPEC §2 "Featured trips block"). */
export function FeaturedTripsBlock({
  markets,
  searchType,
}: FeaturedTripsBlockProps) {
  const { t } = useTranslation("home");
  const [market, chooseMarket] = useFeaturedMarket();
  const context = useTripLinkContext(searchType);
  const marketName = t(`featuredTrips.markets.${market}`);

  return (
    <section aria-labelledby="featured-trips-heading" className={styles.block}>
      <div className={styles.header}>
        <div>
          <h2 id="featured-trips-heading" className={styles.heading}>
            {t("featuredTrips.heading")}
          </h2>
          <p className={styles.lead}>{t("featuredTrips.lead")}</p>
        </div>
        <MarketSwitch value={market} onChange={chooseMarket} />
      </div>
      <ul
        className={styles.grid}
        aria-label={t("featuredTrips.tripsFrom", { market: marketName })}
      >
        {markets[market].map((trip) => (
          <li key={`${trip.departure}-${trip.arrival}`}>
            <FeaturedTripCard trip={trip} context={context} />
          </li>
        ))}
      </ul>
    </section>
  );
}
