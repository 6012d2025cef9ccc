import fc from "fast-check";
import {
  REDEEM_METHODS,
  type RedeemMethod,
} from "../../../domain/points/redeem-rules";

/**
 * One run of the property: a few signed-in travellers and a guest, a mix of
 * operations started at once (each after its own small delay), and when the
 * API process (and the worker) are killed. Users are indexes into the run's
 * travellers.
 */
export type Operation =
  /** A signed-in traveller books: an order that earns pending points. */
  | { kind: "earn"; user: number }
  /** A guest books: an order that earns nothing. */
  | { kind: "order" }
  /** `twice`: the same key sent twice at once (a double press). */
  | {
      kind: "redeem";
      user: number;
      points: number;
      method: RedeemMethod;
      twice: boolean;
    }
  | { kind: "delete"; user: number }
  /** An operator's correction, by the worker. */
  | { kind: "reversal"; user: number; points: number }
  /** The trip is over: the user's pending points become available, by the worker. */
  | { kind: "available"; user: number };

export interface RunPlan {
  users: number;
  operations: { operation: Operation; delayMs: number }[];
  /** After the requests start, the API process is killed: among them (their delays, up to 400 ms, and their own time), or after. */
  killApiAfterMs: number;
  /** After the worker has its database open, it is killed; undefined: never. */
  killWorkerAfterMs: number | undefined;
}

export const WORKER_KINDS = ["reversal", "available"] as const;
export const isWorkerOperation = (
  operation: Operation,
): operation is Extract<Operation, { kind: (typeof WORKER_KINDS)[number] }> =>
  (WORKER_KINDS as readonly string[]).includes(operation.kind);

const operation = (users: number): fc.Arbitrary<Operation> => {
  const user = fc.integer({ min: 0, max: users - 1 });
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant("earn" as const), user }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant("order" as const) }),
    },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant("redeem" as const),
        user,
        // Two fit in the 2,500 points a development account starts with
        // (one applied twice would show), three don't (some are refused
        // for want of points, until bookings' points become available).
        points: fc.integer({ min: 1_000, max: 1_240 }),
        method: fc.constantFrom(...REDEEM_METHODS),
        twice: fc.boolean(),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant("delete" as const), user }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("reversal" as const),
        user,
        points: fc.integer({ min: 1, max: 3_000 }),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant("available" as const), user }),
    },
  );
};

/**
 * Small on purpose: each run starts and kills real processes, and the API's
 * per-minute rate limits (20 orders, 30 redemptions from one address) must
 * not refuse the test's own requests.
 */
export const runPlan: fc.Arbitrary<RunPlan> = fc
  .integer({ min: 1, max: 3 })
  .chain((users) =>
    fc.record({
      users: fc.constant(users),
      operations: fc.array(
        fc.record({
          operation: operation(users),
          delayMs: fc.integer({ min: 0, max: 400 }),
        }),
        { minLength: 3, maxLength: 6 },
      ),
      killApiAfterMs: fc.integer({ min: 0, max: 450 }),
      killWorkerAfterMs: fc.option(fc.integer({ min: 0, max: 300 }), {
        nil: undefined,
      }),
    }),
  );
