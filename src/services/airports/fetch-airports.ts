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

/**
 * The airport of one IATA code, or undefined for an unknown code: the API's
 * answer to the code as a text, which puts an exact code first. A few hundred
 * bytes, where the whole list is 680 KB of JSON.
 */
export async function fetchAirportByCode(
  code: string,
): Promise<Airport | undefined> {
  if (isMockMode()) {
    const { MOCK_AIRPORTS } = await import("./mock-airports");
    return MOCK_AIRPORTS.find((airport) => airport.iata === code);
  }
  const matches = await apiRequest<Airport[]>("/airport", {
    method: "POST",
    body: { text: code } satisfies AirportRequest,
    failure: FETCH_AIRPORTS_FAILURE,
  });
  return matches.find((airport) => airport.iata === code);
}
