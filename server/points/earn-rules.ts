/**
 * How many points a purchase earns: the one place for the earn rules.
 * 100 points are worth one US dollar; the rate per dollar is POINTS_PER_USD.
 */

/** US dollars per unit of each currency we price in. */
export const USD_PER_UNIT: Readonly<Record<string, number>> = {
  USD: 1,
  CAD: 0.73,
};

/** SPEC §9: campaign2 doubles the points, campaign4 fixes them at 200. */
const CAMPAIGNS: Readonly<Record<string, (points: number) => number>> = {
  campaign2: (points) => points * 2,
  campaign4: () => 200,
};

export interface Purchase {
  amount_cents: number;
  currency: string;
  campaign?: string;
}

export function isSupportedCurrency(currency: string): boolean {
  return Object.hasOwn(USD_PER_UNIT, currency);
}

/**
 * Points for a purchase, rounded to the nearest point (a CA$289.00 fare at
 * 5 points per US dollar earns 1,055). An unknown campaign earns the base
 * points, so a stray link parameter never breaks a page.
 */
export function pointsEarned(purchase: Purchase, pointsPerUsd: number): number {
  const usdPerUnit = USD_PER_UNIT[purchase.currency];
  if (usdPerUnit === undefined) {
    throw new Error(`Currency ${purchase.currency} is not supported.`);
  }
  const base = Math.round(
    (purchase.amount_cents / 100) * usdPerUnit * pointsPerUsd,
  );
  const campaign = purchase.campaign ? CAMPAIGNS[purchase.campaign] : undefined;
  return campaign ? campaign(base) : base;
}

/** What points are worth: 100 points = US$1, so one point is one cent. */
export function pointsValue(points: number): {
  amount_cents: number;
  currency: "USD";
} {
  return { amount_cents: points, currency: "USD" };
}
