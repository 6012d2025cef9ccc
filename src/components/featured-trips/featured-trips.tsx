import { graphql, useStaticQuery } from "gatsby";
import { isMarket, type Market } from "../../../domain/content/markets";
import type { FeaturedCardView } from "./featured-trip-card";
import { FeaturedTripsBlock } from "./featured-trips-block";

/** A card as the page gets it: the content, and its prices written at build. */

interface FeaturedTripsData {
  allFeaturedTripMarket: {
    // Validated against the content schema at build (gatsby/content/).
    nodes: { market: string; cards: FeaturedCardView[] }[];
  };
}

/** The featured trips of content/featured-trips.json. */
export function FeaturedTrips({ searchType }: { searchType?: "verto" }) {
  const data = useStaticQuery<FeaturedTripsData>(graphql`
    query FeaturedTrips {
      allFeaturedTripMarket {
        nodes {
          market
          cards {
            airline
            departure
            arrival
            departureWithCode
            arrivalWithCode
            destination
            fareClass
            priceCents
            priceLabels
            currency
            pointsValue
            tripType
            stops
            fr {
              departureWithCode
              arrivalWithCode
              destination
            }
          }
        }
      }
    }
  `);
  const markets: Record<Market, FeaturedCardView[]> = {
    toronto: [],
    vancouver: [],
  };
  for (const { market, cards } of data.allFeaturedTripMarket.nodes) {
    if (isMarket(market)) markets[market] = cards;
  }
  return <FeaturedTripsBlock markets={markets} searchType={searchType} />;
}
