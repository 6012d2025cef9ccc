import { POINT_VALUE_USD_CENTS } from "./point-value";
import { formatPoints } from "./points-format";
import { MAXIMUM_REDEMPTION } from "./redeem-rules";

/**
 * Points spent toward a booking: what they pay in CAD at the rate the server
 * states (GET /point/rate). Of the redeem rules, whole points and the sanity
 * maximum apply; the 1,000-point minimum does not: it keeps a cash-back or
 * credit payout worth making, and a booking pays nothing out, so a traveller
 * with 700 points can still use them.
 */

/** CAD per US dollar unless the server is configured otherwise. */
export const DEFAULT_CAD_PER_USD = 1.37;

// The rate in ten-thousandths (1.37 → 13,700), so the sums stay integers.
const rateUnits = (cadPerUsd: number) => Math.round(cadPerUsd * 10_000);

/**
 * CAD cents that `points` pay, rounded down to the cent: points never pay
 * more than they are worth.
 */
export function pointsCadCents(points: number, cadPerUsd: number): number {
  return Math.floor(
    (points * POINT_VALUE_USD_CENTS * rateUnits(cadPerUsd)) / 10_000,
  );
}

/**
 * The fewest points that pay all of `totalCents`: more would buy nothing.
 * The last point may be worth a fraction of a cent more than it pays.
 */
export function mostUsefulPoints(
  totalCents: number,
  cadPerUsd: number,
): number {
  const usdCentUnits = POINT_VALUE_USD_CENTS * rateUnits(cadPerUsd);
  return Math.min(
    Math.ceil((totalCents * 10_000) / usdCentUnits),
    MAXIMUM_REDEMPTION,
  );
}

/** How a total is split between points and the card. */
export interface PaymentSplit {
  points_cents: number;
  card_cents: number;
}

export function splitPayment(
  totalCents: number,
  points: number,
  cadPerUsd: number,
): PaymentSplit {
  const pointsCents = Math.min(pointsCadCents(points, cadPerUsd), totalCents);
  return { points_cents: pointsCents, card_cents: totalCents - pointsCents };
}

export type SpendProblem = "notWhole" | "moreThanUseful" | "moreThanBalance";

/** Why `points` can't go toward a total, or undefined when they can. */
export function spendProblem(
  points: number,
  { totalCents, balance, cadPerUsd }: SpendLimits,
): SpendProblem | undefined {
  if (!Number.isInteger(points) || points < 0) return "notWhole";
  if (points > mostUsefulPoints(totalCents, cadPerUsd)) return "moreThanUseful";
  if (points > balance) return "moreThanBalance";
  return undefined;
}

export interface SpendLimits {
  totalCents: number;
  balance: number;
  cadPerUsd: number;
}

/** The most a traveller can spend on this total: useful and theirs. */
export const spendablePoints = ({
  totalCents,
  balance,
  cadPerUsd,
}: SpendLimits) =>
  Math.max(0, Math.min(balance, mostUsefulPoints(totalCents, cadPerUsd)));

// The API's refusals, read as they are (SPEC §8).
export const moreThanUsefulMessage = (most: number) =>
  `At most ${formatPoints(most)} points can go toward this booking.`;
export const moreThanBalanceMessage = (balance: number, points: number) =>
  `You have ${formatPoints(balance)} points; you can't spend ${formatPoints(points)}.`;
