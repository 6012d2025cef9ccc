import { useEffect, useState } from "react";
import type { PointsRateAnswer } from "../../../domain/points/points-contract";
import {
  spendablePoints,
  splitPayment,
  type PaymentSplit,
} from "../../../domain/points/points-toward-booking";
import { fetchPointsRate } from "../../services/points/fetch-points-rate";
import { useSignedIn } from "../../state/use-auth";
import { usePoints } from "../../state/use-points";

export interface PointsToSpend {
  /** The server's rate; null signed out, or until (unless) it is known. */
  rate: PointsRateAnswer | null;
  balance: number;
  /** The most this traveller can spend here: what they have, and no more than pays it all. */
  most: number;
  points: number;
  choose: (points: number) => void;
  split: PaymentSplit;
}

/**
 * Points toward the total, for a signed-in traveller: none until chosen,
 * never more than `most`. Without the rate (it failed to load) the card
 * pays it all, as before.
 */
export function usePointsToSpend(totalCents: number): PointsToSpend {
  const signedIn = useSignedIn();
  const balance = usePoints() ?? 0;
  const [rate, setRate] = useState<PointsRateAnswer | null>(null);
  const [chosen, setChosen] = useState(0);

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    fetchPointsRate(controller.signal).then(setRate, () => setRate(null));
    return () => controller.abort();
  }, [signedIn]);

  const known = signedIn && rate ? rate : null;
  const most = known
    ? spendablePoints({ totalCents, balance, cadPerUsd: known.cad_per_usd })
    : 0;
  const points = Math.min(chosen, most);
  return {
    rate: known,
    balance,
    most,
    points,
    choose: (value) =>
      setChosen(Math.max(0, Math.min(Math.floor(value), most))),
    split: known
      ? splitPayment(totalCents, points, known.cad_per_usd)
      : { points_cents: 0, card_cents: totalCents },
  };
}
