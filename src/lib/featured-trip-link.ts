import type { FeaturedCard } from "../../domain/content/content-schema";
import { featuredTripUrl } from "./featured-trip";

export interface TripLinkContext {
  /** The visitor's today; unknown in the HTML built ahead of time. */
  today?: Date;
  campaign?: string;
  searchType?: "verto";
}

/**
 * Where a featured trip card leads. Without today's date (in HTML built days
 * earlier) the dates are left out rather than stale; /search then asks.
 */
export function featuredTripHref(
  trip: FeaturedCard,
  { today, campaign, searchType }: TripLinkContext,
): string {
  const options = {
    ...(campaign && { campaign }),
    ...(searchType && { searchType }),
  };
  if (today) return featuredTripUrl(trip, today, options);
  const params = new URLSearchParams({
    departure: trip.departure,
    arrival: trip.arrival,
    adults: "1",
    children: "0",
    ...options,
    stops: String(trip.stops),
  });
  return `/search?${params.toString()}`;
}
