import type { Offer } from "../../domain/offers/offer";
import type {
  DatePrice,
  TripRequest,
} from "../../domain/offers/search-session-contract";
import type { Queryable } from "../platform/db/database";
import { calendarDates } from "../../domain/offers/calendar-dates";
import type { FareSource } from "./fare-source";
import { completeSearchSession } from "./search-sessions";

const total = (offer: Offer) => offer.fare_options[0]?.price.total_cents ?? 0;

/** Prices a pending session's trip and its nearby dates, and stores them. */
export async function priceSearchSession(
  db: Queryable,
  source: FareSource,
  session: { id: string; trip: TripRequest },
  now: Date,
): Promise<{ offers: Offer[]; calendar: DatePrice[] }> {
  const offers = [...(await source.searchOffers(session.trip))].sort(
    (a, b) => total(a) - total(b),
  );
  const cheapest = offers[0] ? total(offers[0]) : null;
  // The chosen dates' price is the cheapest offer's when the source leaves
  // the strip unpriced (Duffel: one offer request a date is not spent).
  const calendar = (
    await source.lowestPrices(session.trip, calendarDates(session.trip, now))
  ).map((date) =>
    date.lowest_total_cents === null &&
    date.departureDate === session.trip.departureDate &&
    date.arrivalDate === session.trip.arrivalDate
      ? { ...date, lowest_total_cents: cheapest }
      : date,
  );
  await completeSearchSession(db, session.id, offers, calendar);
  return { offers, calendar };
}
