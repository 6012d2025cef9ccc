import type { Airport, AirportCategory } from "./airport-contract";

// Types only from the contract: the site's airport matcher imports this file
// and must not pull zod in with it.
export type { Airport, AirportCategory };

/** SPEC §9: large 3, medium 2, small 1, otherwise 0. */
const RANKS: Readonly<Record<AirportCategory, number>> = {
  large: 3,
  medium: 2,
  small: 1,
};

export function airportRank(category: string | undefined): number {
  return category && Object.hasOwn(RANKS, category)
    ? RANKS[category as AirportCategory]
    : 0;
}

/** Highest rank first (SPEC §9); a stable sort keeps the order within a rank. */
export function sortByRank<T extends Pick<Airport, "rank">>(
  airports: T[],
): T[] {
  return airports.sort((a, b) => b.rank - a.rank);
}
