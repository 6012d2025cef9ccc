import { DEFAULT_POINTS_EARNED_PER_USD } from "../../../domain/points/earn-rules";
import type { PointsRateAnswer } from "../../../domain/points/points-contract";
import { DEFAULT_CAD_PER_USD } from "../../../domain/points/points-toward-booking";
import { apiRequest } from "../api-client";
import { isMockMode } from "../api-config";

export const FETCH_POINTS_RATE_FAILURE = "Failed to fetch the points rate";

/**
 * GET /point/rate: what 100 points (US$1) pay at checkout in CAD, and what
 * a booking earns, as the server counts them.
 */
export async function fetchPointsRate(
  signal?: AbortSignal,
): Promise<PointsRateAnswer> {
  if (isMockMode()) {
    // The API's defaults: two constants, nothing worth loading lazily.
    return {
      cad_per_usd: DEFAULT_CAD_PER_USD,
      points_earned_per_usd: DEFAULT_POINTS_EARNED_PER_USD,
    };
  }
  return apiRequest<PointsRateAnswer>("/point/rate", {
    signal,
    failure: FETCH_POINTS_RATE_FAILURE,
  });
}
