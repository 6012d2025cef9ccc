import type { Offer } from "../../domain/offers/offer";
import type {
  DatePrice,
  TripRequest,
} from "../../domain/offers/search-session-contract";
import type { Queryable } from "../platform/db/database";
import { calendarDates } from "../../domain/offers/calendar-dates";
import type { FareSource } from "./fare-source";
import { completeSearchSession, storeSessionProgress } from "./search-sessions";

const total = (offer: Offer) => offer.fare_options[0]?.price.total_cents ?? 0;

/** Prices a pending session's trip and its nearby dates, and stores them. */
export async function priceSearchSession(
  db: Queryable,
  source: FareSource,
  session: { id: string; trip: TripRequest },
  now: Date,
  /** Called once each batch of a supplier's offers is stored. */
  onProgress?: () => void,
): Promise<{ offers: Offer[]; calendar: DatePrice[] }> {
  const cheapestFirst = (offers: Offer[]) =>
    [...offers].sort((a, b) => total(a) - total(b));
  const offers = cheapestFirst(
    await source.searchOffers(session.trip, async (soFar, progress) => {
      await storeSessionProgress(
        db,
        session.id,
        cheapestFirst(soFar),
        progress,
      );
      onProgress?.();
    }),
  );
  const cheapest = offers[0] ? total(offers[0]) : null;
  const dates = calendarDates(session.trip, now);
  // The chosen dates' price is the cheapest offer's; a source that prices
  // nearby dates only on request (Duffel: a search each) leaves them unasked.
  const calendar = source.nearbyDatesOnRequest
    ? dates.map((date) =>
        date.departureDate === session.trip.departureDate
          ? { ...date, lowest_total_cents: cheapest }
          : { ...date, unpriced: true as const },
      )
    : await source.lowestPrices(session.trip, dates);
  await completeSearchSession(db, session.id, offers, calendar);
  return { offers, calendar };
}
