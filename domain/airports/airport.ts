/** SPEC §3: an airport's size class, from OurAirports' type. */
export type AirportCategory = "large" | "medium" | "small";

/** An airport as POST /api/airport answers it (SPEC §3). */
export interface Airport {
  iata: string;
  city: string;
  name: string;
  country: string;
  region_name: string;
  category: AirportCategory;
  rank: number;
}

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
