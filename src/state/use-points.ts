import { useCallback, useRef } from "react";
import { useRecoilValue, useSetRecoilState } from "recoil";
import type { RedeemRequest } from "../../domain/points/points-contract";
import { newRandomUuid } from "../lib/random-uuid";
import { redeemPoints } from "../services/points/redeem-points";
import type {
  PendingPoints,
  SpentPoints,
} from "../../domain/points/points-contract";
import { fetchPoints } from "../services/points/fetch-points";
import {
  balanceLoadState,
  pendingPointsState,
  spentPointsState,
  pointsState,
} from "./points-state";
import type { AccountLoad } from "./user-state";

/** The signed-in traveller's balance; null until known. */
export function usePoints(): number | null {
  return useRecoilValue(pointsState);
}

/** Whether the balance has loaded (use-load-account.ts, useRefreshPoints). */
export function useBalanceLoad(): AccountLoad {
  return useRecoilValue(balanceLoadState);
}

/** Points bookings earned that become available later, soonest first. */
export function usePendingPoints(): PendingPoints[] {
  return useRecoilValue(pendingPointsState);
}

/** Points the latest bookings spent, newest first (held until confirmed). */
export function useSpentPoints(): SpentPoints[] {
  return useRecoilValue(spentPointsState);
}

/**
 * Asks GET /point again, e.g. once a booking has earned points; a failure
 * keeps what is shown ('Failed to fetch points' is ignored, SPEC §8).
 */
export function useRefreshPoints(): () => Promise<void> {
  const setPoints = useSetRecoilState(pointsState);
  const setPending = useSetRecoilState(pendingPointsState);
  const setSpent = useSetRecoilState(spentPointsState);
  const setBalanceLoad = useSetRecoilState(balanceLoadState);
  return useCallback(async () => {
    try {
      const { points, pending, spent } = await fetchPoints();
      setPoints(points);
      setPending(pending);
      setSpent(spent);
      setBalanceLoad("loaded");
    } catch {
      // The menu keeps the last known balance, if there is one.
      setBalanceLoad("failed");
    }
  }, [setPoints, setPending, setSpent, setBalanceLoad]);
}

/**
 * Redeems points and answers the new balance, which every screen then shows.
 * The same request keeps its idempotency key until it succeeds, so a retry
 * after a lost answer never redeems twice; failures carry the server's message.
 */
export function useRedeem(): (request: RedeemRequest) => Promise<number> {
  const setPoints = useSetRecoilState(pointsState);
  const attempt = useRef<{ request: string; key: string } | null>(null);
  return useCallback(
    async (request) => {
      const id = `${request.points}:${request.method}`;
      if (attempt.current?.request !== id) {
        attempt.current = { request: id, key: newRandomUuid() };
      }
      const balance = await redeemPoints(request, attempt.current.key);
      attempt.current = null;
      setPoints(balance);
      return balance;
    },
    [setPoints],
  );
}
