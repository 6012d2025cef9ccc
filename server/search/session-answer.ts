import type { Offer } from "../../domain/offers/offer";
import type {
  SearchSessionAnswer,
  SessionOfferAnswer,
} from "../../domain/offers/search-session-contract";
import { offerWithPoints } from "../../domain/offers/offer-points";
import type { PaymentSetup } from "../../domain/payments/payment-contract";
import type { FareSource } from "./fare-source";
import type { SearchSession, SessionOffer } from "./search-sessions";

/** What GET /search-session answers: the stored offers, with points. */
export function sessionAnswer(
  session: SearchSession,
  source: Pick<FareSource, "demo">,
  pointsEarnedPerUsd: number,
): SearchSessionAnswer {
  return {
    sessionId: session.id,
    status: session.status,
    trip: session.trip,
    offers: (session.offers ?? []).map((offer) =>
      offerWithPoints(offer, session.trip.campaign, pointsEarnedPerUsd),
    ),
    ...(session.status === "pending" &&
      session.progress && { progress: session.progress }),
    calendar: session.calendar ?? [],
    expires_at: session.expires_at.toISOString(),
    source: { id: session.source, demo: source.demo },
  };
}

/**
 * What GET /search-session/{id}/offers/{offerId} answers: the offer and its
 * chosen fare option, with points and how the card is taken; undefined when the offer has no such fare.
 */
export function sessionOfferAnswer(
  session: SessionOffer & { offer: Offer },
  fareOptionId: string,
  source: Pick<FareSource, "demo" | "passengerFields">,
  pointsEarnedPerUsd: number,
  payment: PaymentSetup,
): SessionOfferAnswer | undefined {
  const offer = offerWithPoints(
    session.offer,
    session.trip.campaign,
    pointsEarnedPerUsd,
  );
  const fareOption = offer.fare_options.find(({ id }) => id === fareOptionId);
  if (!fareOption) return undefined;
  return {
    sessionId: session.id,
    trip: session.trip,
    offer,
    fare_option: fareOption,
    expires_at: session.expires_at.toISOString(),
    source: {
      id: session.source,
      demo: source.demo,
      ...(source.passengerFields?.length && {
        passenger_fields: [...source.passengerFields],
      }),
    },
    payment,
  };
}
