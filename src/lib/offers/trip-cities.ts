import type { Offer } from "../../../domain/offers/offer";
import type { TripRequest } from "../../../domain/offers/search-session-contract";

/** A trip's two cities, where its offers name them. */
export interface TripCities {
  departure?: string;
  arrival?: string;
}

/**
 * The cities of the trip's departure and arrival airports, as its offers'
 * flights name them: what the trip summary shows, with no airport lookup.
 * An airport no flight leaves from or lands at has none.
 */
export function tripCities(
  offers: readonly Offer[],
  trip: Pick<TripRequest, "departure" | "arrival">,
): TripCities {
  const cities: TripCities = {};
  offers.forEach((offer) =>
    offer.slices.forEach((slice) =>
      slice.segments.forEach(({ from, to }) =>
        [from, to].forEach((end) => {
          if (end.iata === trip.departure) cities.departure ||= end.city;
          if (end.iata === trip.arrival) cities.arrival ||= end.city;
        }),
      ),
    ),
  );
  return cities;
}
