/**
 * How many points a purchase earns: the one place for the earn rules.
 * 100 points are worth one US dollar; the rate per dollar is POINTS_PER_USD.
 */

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

export interface PointsValue {
  amount_cents: number;
  currency: "USD";
}

export function isSupportedCurrency(currency: string): boolean {
  // hasOwn: "toString" and friends are not currencies.
  return Object.hasOwn(USD_TEN_THOUSANDTHS_PER_UNIT, currency);
}

export const unsupportedCurrencyMessage = (currency: string) =>
  `Currency ${currency} is not supported.`;

/**
 * Points for a purchase. The price is converted to US dollars and rounded to
 * the nearest whole dollar, which then earns pointsPerUsd points. Neither
 * floor(USD × 5) nor round(USD × 5) reproduces content/featured-trips.json
 * (CA$289.00 = US$210.97 → 1,055; CA$412.00 = US$300.76 → 1,505); whole
 * dollars do for every trip. An unknown campaign earns the base points, so a
 * stray link parameter never breaks a page.
 */
export function pointsEarned(purchase: Purchase, pointsPerUsd: number): number {
  const rate = isSupportedCurrency(purchase.currency)
    ? USD_TEN_THOUSANDTHS_PER_UNIT[purchase.currency]
    : undefined;
  if (rate === undefined) {
    throw new Error(unsupportedCurrencyMessage(purchase.currency));
  }
  // cents × rate is US dollars in millionths: exact below 2^53, and so is a
  // half dollar, so Math.round never meets a float just under .5.
  const usdDollars = Math.round((purchase.amount_cents * rate) / 1_000_000);
  const base = Math.round(usdDollars * pointsPerUsd);
  const campaign =
    purchase.campaign && Object.hasOwn(CAMPAIGNS, purchase.campaign)
      ? CAMPAIGNS[purchase.campaign]
      : undefined;
  return campaign ? campaign(base) : base;
}

/** What points are worth: 100 points = US$1, so one point is one cent. */
export function pointsValue(points: number): PointsValue {
  return { amount_cents: points, currency: "USD" };
}
