import type { Airport } from "../../../domain/airports/airport";
import type { AirportRequest } from "../../../domain/airports/airport-contract";
import { apiRequest } from "../api-client";
import { isMockMode } from "../api-config";

export const FETCH_AIRPORTS_FAILURE = "Failed to fetch airports";

/**
 * The API's airports for a text (every airport for an empty one, an exact
 * code first); in mock mode, every fixture whatever the text.
 */
async function airportsFor(
  text: string,
  signal?: AbortSignal,
): Promise<Airport[]> {
  if (isMockMode()) {
    const { MOCK_AIRPORTS } = await import("./mock-airports");
    return MOCK_AIRPORTS;
  }
  return apiRequest<Airport[]>("/airport", {
    method: "POST",
    body: { text } satisfies AirportRequest,
    signal,
    failure: FETCH_AIRPORTS_FAILURE,
  });
}

/** Every airport, for the pickers to match against (SPEC §7). */
export function fetchAirports(signal?: AbortSignal): Promise<Airport[]> {
  return airportsFor("", signal);
}

/**
 * The airport of one IATA code, or undefined for an unknown code. A few
 * hundred bytes, where the whole list is 680 KB of JSON.
 */
export async function fetchAirportByCode(
  code: string,
): Promise<Airport | undefined> {
  const matches = await airportsFor(code);
  return matches.find((airport) => airport.iata === code);
}
