import type { PointsAnswer } from "../../../domain/points/points-contract";
import { secureRequest } from "../api-client";
import { isMockMode } from "../api-config";

export const FETCH_POINTS_FAILURE = "Failed to fetch points";

/**
 * GET /point: the signed-in user's balance (SPEC §7), available now, and the
 * points bookings earned that become available after the trip, and the
 * points the latest bookings spent.
 */
export async function fetchPoints(signal?: AbortSignal): Promise<PointsAnswer> {
  if (isMockMode()) {
    const { mockPoints } = await import("../user/mock-account");
    return mockPoints();
  }
  const {
    points,
    pending = [],
    spent = [],
  } = await secureRequest<PointsAnswer>("/point", {
    signal,
    failure: FETCH_POINTS_FAILURE,
  });
  return { points, pending, spent };
}
