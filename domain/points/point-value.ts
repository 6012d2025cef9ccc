import type { UsdAmount } from "./usd-amount";

/** SPEC §1, §9: 100 points are worth one US dollar, so a point is one US cent. */
export const POINT_VALUE_USD_CENTS = 1;

/** What a number of points is worth when redeemed. */
export function pointsValue(points: number): UsdAmount {
  return { amount_cents: points * POINT_VALUE_USD_CENTS, currency: "USD" };
}
