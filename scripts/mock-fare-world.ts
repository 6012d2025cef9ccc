import type { AirportPlace } from "../domain/airports/airport-place";
import { DEMO_CARRIERS } from "../domain/fares/demo/carriers";
import { allAirportPlaces } from "../server/airports";
import { airlineNames } from "../server/search/demo/airline-names";
import { MOCK_AIRPORTS } from "../src/services/airports/mock-airports";

/**
 * Mock mode's airports and every demo carrier's hubs, from the server's
 * data: with the hubs, a trip between two of its airports connects where the
 * API's demo source would.
 */
export function mockWorldPlaces(): AirportPlace[] {
  const codes = new Set([
    ...MOCK_AIRPORTS.map(({ iata }) => iata),
    ...DEMO_CARRIERS.flatMap(({ hubs }) => hubs),
  ]);
  const places = allAirportPlaces();
  return [...codes].sort().map((code) => {
    const place = places.get(code);
    if (!place) throw new Error(`The server knows no airport ${code}.`);
    return place;
  });
}

/** The demo carriers' names, from the server's airline data. */
export function mockCarrierNames(): Record<string, string> {
  const names = airlineNames();
  return Object.fromEntries(
    DEMO_CARRIERS.flatMap(({ code }) => {
      const name = names.get(code);
      return name ? [[code, name]] : [];
    }),
  );
}
