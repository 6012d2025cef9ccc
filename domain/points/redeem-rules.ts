import { formatPoints } from "./points-format";

/** How points can be redeemed: as cash-back or as travel credit. */
export const REDEEM_METHODS = ["cash-back", "travel-credit"] as const;
export type RedeemMethod = (typeof REDEEM_METHODS)[number];

/** The fewest points one redemption takes (US$10 of value). */
export const MINIMUM_REDEMPTION = 1_000;

/** A sanity limit far above any real balance, so sums stay small integers. */
export const MAXIMUM_REDEMPTION = 10_000_000;

// The refusals a traveller reads as they are (SPEC §8). Functions, not
// constants: the points page's chunk imports this file, and a formatter built
// while it is evaluated made that one of the page's longest tasks (Intl's
// first use loads its data; decision 0024).
export const belowMinimumMessage = () =>
  `Redeem at least ${formatPoints(MINIMUM_REDEMPTION)} points.`;
export const aboveMaximumMessage = () =>
  `Redeem at most ${formatPoints(MAXIMUM_REDEMPTION)} points at a time.`;

export const overdrawMessage = (balance: number, points: number) =>
  `You have ${formatPoints(balance)} points; you can't redeem ${formatPoints(points)}.`;
