import type {
  RedeemAnswer,
  RedeemRequest,
} from "../../../domain/points/points-contract";
import { secureRequest } from "../api-client";
import { isMockMode } from "../api-config";
import { retryInFlight } from "../retry-in-flight";

export const REDEEM_FAILURE = "Failed to redeem points";

/**
 * POST /point/redeem (SPEC §7) under an Idempotency-Key, which the API
 * requires. The same key must be sent again on a retry of the same
 * redemption, so a lost answer never redeems twice; while the first is still
 * in flight it is asked again shortly. Failures carry the server's message.
 * Answers the new balance.
 */
export async function redeemPoints(
  redemption: RedeemRequest,
  idempotencyKey: string,
): Promise<number> {
  if (isMockMode()) {
    const { mockRedeem } = await import("../user/mock-account");
    return mockRedeem(redemption.points).points;
  }
  const { points } = await retryInFlight(() =>
    secureRequest<RedeemAnswer>("/point/redeem", {
      method: "POST",
      body: redemption,
      headers: { "idempotency-key": idempotencyKey },
      failure: REDEEM_FAILURE,
    }),
  );
  return points;
}
