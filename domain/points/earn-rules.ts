/**
 * How many points a purchase earns: the one place for the earn rules, shared
 * by the API (POST /point/balance, bookings) and the site (featured cards).
 */

/** Points earned per US dollar spent, unless the API is configured otherwise. */
export const DEFAULT_POINTS_EARNED_PER_USD = 5;

/**
 * US dollars per unit of each currency we price in, in hundredths of a cent
 * (CAD 0.73 → 7,300), so the arithmetic stays in exact integers.
 */
const USD_TEN_THOUSANDTHS_PER_UNIT: Readonly<Record<string, number>> = {
  USD: 10_000,
  CAD: 7_300,
};

export const SUPPORTED_CURRENCIES: readonly string[] = Object.keys(
  USD_TEN_THOUSANDTHS_PER_UNIT,
);

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
  // hasOwn: "toString" and friends are not currencies.
  return Object.hasOwn(USD_TEN_THOUSANDTHS_PER_UNIT, currency);
}

export const unsupportedCurrencyMessage = (currency: string) =>
  `Currency ${currency} is not supported.`;

/**
 * The campaign's points for a base amount. An unknown campaign earns the base
 * points, so a stray link parameter never breaks a page.
 */
export function applyCampaign(base: number, campaign?: string): number {
  const rule =
    campaign && Object.hasOwn(CAMPAIGNS, campaign)
      ? CAMPAIGNS[campaign]
      : undefined;
  return rule ? rule(base) : base;
}

/**
 * Points for a purchase: the price in whole US dollars, times the earn rate,
 * then the campaign. Why whole dollars: docs/decisions/0002-earn-rounding.md.
 */
export function pointsEarned(
  purchase: Purchase,
  pointsEarnedPerUsd: number,
): number {
  const rate = isSupportedCurrency(purchase.currency)
    ? USD_TEN_THOUSANDTHS_PER_UNIT[purchase.currency]
    : undefined;
  if (rate === undefined) {
    throw new Error(unsupportedCurrencyMessage(purchase.currency));
  }
  // cents × rate is US dollars in millionths: exact below 2^53, and so is a
  // half dollar, so Math.round never meets a float just under .5.
  const usdDollars = Math.round((purchase.amount_cents * rate) / 1_000_000);
  return applyCampaign(
    Math.round(usdDollars * pointsEarnedPerUsd),
    purchase.campaign,
  );
}
