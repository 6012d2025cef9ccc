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

const airports = once(() =>
  // The request's code loads with the list, on first use, not with the page.
  import("./fetch-airports").then(({ fetchAirports }) => fetchAirports()),
);

const list = once(async () => ({
  byCode: new Map((await airports()).map((airport) => [airport.iata, airport])),
}));

// The matcher's index is the costly part (tens of milliseconds of a phone's
// main thread): built when a field wants suggestions, not when an address
// only names two airports.
const data = once(async (): Promise<AirportData> => {
  const [{ byCode }, all, { createAirportMatcher }] = await Promise.all([
    list(),
    airports(),
    import(
      /* webpackChunkName: "airport-matcher" */ "../../lib/airports/airport-matcher"
    ),
  ]);
  return { byCode, match: createAirportMatcher(all) };
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

/** The airport list alone, loaded once; tried again after a failure. */
export function loadAirportList(): Promise<AirportList | undefined> {
  return logged(list);
}
