import type { Airport } from "../../../domain/airports/airport";

/** The airports and their matcher, built once per visit on first use. */
export interface AirportData {
  /** Matches best first; `limit` stops after that many. */
  match: (text: string, limit?: number) => Airport[];
  byCode: ReadonlyMap<string, Airport>;
}

let pending: Promise<AirportData> | undefined;

async function buildAirportData(): Promise<AirportData> {
  // The request's code, the matcher and fuse.js load with the list, on the
  // first use, not with the page.
  const [airports, { createAirportMatcher }] = await Promise.all([
    import("./fetch-airports").then(({ fetchAirports }) => fetchAirports()),
    import("../../lib/airports/airport-matcher"),
  ]);
  return {
    match: createAirportMatcher(airports),
    byCode: new Map(airports.map((airport) => [airport.iata, airport])),
  };
}

/**
 * Loads the airport list once. A failure is logged and the next call tries
 * again; until then the form works with empty suggestions (SPEC §8).
 */
export function loadAirportData(): Promise<AirportData | undefined> {
  pending ??= buildAirportData();
  return pending.catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    pending = undefined;
    return undefined;
  });
}
