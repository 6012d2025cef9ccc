/** SPEC §2: the featured trips' markets, where their cards depart from. */
export const MARKETS = ["toronto", "vancouver"] as const;
export type Market = (typeof MARKETS)[number];

export function isMarket(value: unknown): value is Market {
  return MARKETS.includes(value as Market);
}
