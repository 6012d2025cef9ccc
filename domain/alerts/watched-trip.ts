import type { TripRequest } from "../offers/search-session-contract";

// Apart from watch-contract.ts: the site's Watch button needs this, not the
// contract's zod schemas (zod's first parse tries eval, which the site's
// Content Security Policy refuses, and it weighs on the chunk).

/** The trip a watch keeps: a search's campaign is not part of it. */
export function watchedTripOf(trip: TripRequest): TripRequest {
  const watched = { ...trip };
  delete watched.campaign;
  return watched;
}
