import { useCallback, useRef } from "react";
import { useRecoilValue, useSetRecoilState } from "recoil";
import type { RedeemRequest } from "../../domain/points/points-contract";
import { newRandomUuid } from "../lib/random-uuid";
import { redeemPoints } from "../services/points/redeem-points";
import { pointsState } from "./points-state";

/** The signed-in traveller's balance; null until known. */
export function usePoints(): number | null {
  return useRecoilValue(pointsState);
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
