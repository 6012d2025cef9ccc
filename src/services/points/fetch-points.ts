import type { PointsAnswer } from "../../../domain/points/points-contract";
import { secureRequest } from "../api-client";
import { isMockMode } from "../api-config";

export const FETCH_POINTS_FAILURE = "Failed to fetch points";

/** GET /point: the signed-in user's balance (SPEC §7). */
export async function fetchPoints(signal?: AbortSignal): Promise<number> {
  if (isMockMode()) {
    const { mockPoints } = await import("../user/mock-account");
    return mockPoints().points;
  }
  const { points } = await secureRequest<PointsAnswer>("/point", {
    signal,
    failure: FETCH_POINTS_FAILURE,
  });
  return points;
}
