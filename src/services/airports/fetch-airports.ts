import type { Airport } from "../../../domain/airports/airport";
import type { AirportRequest } from "../../../domain/airports/airport-request";
import { apiRequest } from "../api-client";
import { isMockMode } from "../api-config";

export const FETCH_AIRPORTS_FAILURE = "Failed to fetch airports";

/** Every airport, for the pickers to match against (SPEC §7). */
export async function fetchAirports(signal?: AbortSignal): Promise<Airport[]> {
  if (isMockMode()) {
    const { MOCK_AIRPORTS } = await import("./mock-airports");
    return MOCK_AIRPORTS;
  }
  return apiRequest<Airport[]>("/airport", {
    method: "POST",
    body: { text: "" } satisfies AirportRequest,
    signal,
    failure: FETCH_AIRPORTS_FAILURE,
  });
}
