import { secureRequest } from "../api-client";
import { isMockMode } from "../api-config";

export const REDEEM_METHODS = ["cash-back", "travel-credit"] as const;
export type RedeemMethod = (typeof REDEEM_METHODS)[number];

export interface Redemption {
  points: number;
  method: RedeemMethod;
}

export const REDEEM_FAILURE = "Failed to redeem points";

/**
 * POST /point/redeem (SPEC §7). The same key must be sent again on a retry of
 * the same redemption, so a lost answer never redeems twice. Failures carry
 * the server's message. Answers the new balance.
 */
export async function redeemPoints(
  redemption: Redemption,
  idempotencyKey: string,
): Promise<number> {
  if (isMockMode()) {
    const { mockRedeem } = await import("../user/mock-account");
    return mockRedeem(redemption.points).points;
  }
  const { points } = await secureRequest<{ points: number }>("/point/redeem", {
    method: "POST",
    body: redemption,
    headers: { "idempotency-key": idempotencyKey },
    failure: REDEEM_FAILURE,
  });
  return points;
}
