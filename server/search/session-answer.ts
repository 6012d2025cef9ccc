import type { Offer } from "../../domain/offers/offer";
import type { SearchSessionAnswer } from "../../domain/offers/search-session-contract";
import { pointsEarned } from "../../domain/points/earn-rules";
import type { FareSource } from "./fare-source";
import type { SearchSession } from "./search-sessions";

/**
 * What GET /search-session answers: the stored offers with the points each
 * fare earns, by the same rule and campaign as POST /point/balance (worked
 * out on reading, so a changed earn rate shows at once).
 */
export function sessionAnswer(
  session: SearchSession,
  source: Pick<FareSource, "demo">,
  pointsEarnedPerUsd: number,
): SearchSessionAnswer {
  const withPoints = (offer: Offer): Offer => ({
    ...offer,
    fare_options: offer.fare_options.map((option) => ({
      ...option,
      points: pointsEarned(
        {
          amount_cents: option.price.total_cents,
          currency: option.price.currency,
          campaign: session.trip.campaign,
        },
        pointsEarnedPerUsd,
      ),
    })),
  });
  return {
    sessionId: session.id,
    status: session.status,
    trip: session.trip,
    offers: (session.offers ?? []).map(withPoints),
    calendar: session.calendar ?? [],
    expires_at: session.expires_at.toISOString(),
    source: { id: session.source, demo: source.demo },
  };
}
