import type { Airport } from "../../../domain/airports/airport";

/** The airports by code: what filling the form from an address needs. */
export interface AirportList {
  byCode: ReadonlyMap<string, Airport>;
}

/** The airports and their matcher, built once per visit on first use. */
export interface AirportData extends AirportList {
  /** Matches best first; `limit` stops after that many. */
  match: (text: string, limit?: number) => Airport[];
}

/**
 * Runs `build` once and keeps its answer; a failure is forgotten, so the
 * next call builds again.
 */
function once<T>(build: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= build().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

// The matcher's index is the costly part (tens of milliseconds of a phone's
// main thread): built when a field wants suggestions, not when an address
// only names two airports (loadAirportsByCode).
const data = once(async (): Promise<AirportData> => {
  const [all, { createAirportMatcher }] = await Promise.all([
    // The request's code loads with the list, on first use, not with the page.
    import("./fetch-airports").then(({ fetchAirports }) => fetchAirports()),
    import(
      /* webpackChunkName: "airport-matcher" */ "../../lib/airports/airport-matcher"
    ),
  ]);
  return {
    byCode: new Map(all.map((airport) => [airport.iata, airport])),
    match: createAirportMatcher(all),
  };
});

/** Logs a failed load and answers undefined: the form works without (SPEC §8). */
function logged<T>(load: () => Promise<T>): Promise<T | undefined> {
  return load().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return undefined;
  });
}

/** The airport list with its matcher, loaded once; tried again after a failure. */
export function loadAirportData(): Promise<AirportData | undefined> {
  return logged(data);
}

/**
 * The airports of these codes, each asked for by its code: filling the form
 * from an address names two airports, and the whole list (680 KB of JSON, 104
 * KB as brotli) would cost a phone its download and a long parse while the
 * page loads. Unknown codes are left out; a failure is logged and answers
 * undefined.
 */
export function loadAirportsByCode(
  codes: readonly string[],
): Promise<AirportList | undefined> {
  return logged(async () => {
    const { fetchAirportByCode } = await import("./fetch-airports");
    const found = await Promise.all(
      codes.map((code) => fetchAirportByCode(code)),
    );
    return {
      byCode: new Map(
        found.flatMap((airport) => (airport ? [[airport.iata, airport]] : [])),
      ),
    };
  });
}
