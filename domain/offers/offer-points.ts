import { pointsEarned } from "../points/earn-rules";
import type { Offer } from "./offer";

/**
 * The offer with the points each fare earns, by the same rule and campaign
 * as POST /point/balance (worked out on reading, so a changed earn rate
 * shows at once). The API and mock mode both answer through it.
 */
export function offerWithPoints(
  offer: Offer,
  campaign: string | undefined,
  pointsEarnedPerUsd: number,
): Offer {
  return {
    ...offer,
    fare_options: offer.fare_options.map((option) => ({
      ...option,
      points: pointsEarned(
        {
          amount_cents: option.price.total_cents,
          currency: option.price.currency,
          campaign,
        },
        pointsEarnedPerUsd,
      ),
    })),
  };
}
