import type { TripRequest, Watch } from "../../../domain/alerts/watch-contract";
import type { Language } from "../../../domain/languages";
import { secureRequest } from "../api-client";
import { isMockMode } from "../api-config";

export const WATCH_TRIP_FAILURE = "Failed to watch this trip";

/** POST /watch: watches the trip for a lower price (the same trip twice is one watch). */
export async function watchTrip(
  trip: TripRequest,
  language: Language,
): Promise<Watch> {
  if (isMockMode()) {
    const { mockWatchTrip } = await import("./mock-watches");
    return mockWatchTrip(trip);
  }
  return secureRequest<Watch>("/watch", {
    method: "POST",
    body: { trip, language },
    failure: WATCH_TRIP_FAILURE,
  });
}
