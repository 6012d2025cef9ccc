/** SPEC §2: the featured trips' markets, where their cards depart from. */
export const MARKETS = ["toronto", "vancouver"] as const;
export type Market = (typeof MARKETS)[number];
