import type { RedeemMethod } from "../../../domain/points/redeem-rules";
import type { KeyedRequest } from "./keyed-requests";
import type { TaskReport } from "./worker-tasks";

/**
 * Everything the runs asked for and were answered, kept across runs: they
 * share one database, so each check covers every run so far.
 */
export interface History {
  redemptions: (KeyedRequest & {
    /** Unique across the runs, so its ledger row is found by its amount. */
    points: number;
    method: RedeemMethod;
  })[];
  orders: KeyedRequest[];
  reversals: TaskReport[];
  /** The signed-in travellers whose account still exists, by user id: GET /api/point's answer. */
  balances: Map<string, { points: number; pending: number }>;
}

export const emptyHistory = (): History => ({
  redemptions: [],
  orders: [],
  reversals: [],
  balances: new Map(),
});
