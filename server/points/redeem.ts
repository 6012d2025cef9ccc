import { createHash } from "node:crypto";
import { ApiError } from "../api-errors";
import type { Database, Queryable } from "../db/database";
import { pointsValue } from "../../domain/points/point-value";
import type {
  RedeemAnswer as RedeemedData,
  RedeemRequest,
} from "../../domain/points/points-contract";
import { overdrawMessage } from "../../domain/points/redeem-rules";
import { appendEntry, getBalance, lockUserPoints } from "./ledger";

export interface RedeemAnswer {
  status: number;
  body: unknown;
}

/**
 * Redeems points in one transaction under the user's lock. With an
 * idempotency key, the first answer is stored and a retry gets it again
 * instead of a second redemption.
 */
export async function redeemPoints(
  database: Database,
  userId: string,
  request: RedeemRequest,
  idempotencyKey?: string,
): Promise<RedeemAnswer> {
  return database.transaction(async (tx) => {
    if (!(await lockUserPoints(tx, userId))) {
      return { status: 401, body: { message: "Sign in to continue." } };
    }
    const requestHash = hashRequest(request);
    if (idempotencyKey) {
      const earlier = await findAnswer(tx, userId, idempotencyKey);
      if (earlier) {
        if (earlier.request_hash !== requestHash) {
          throw new ApiError(
            409,
            "This Idempotency-Key was already used for a different redemption; use a new key.",
          );
        }
        return { status: earlier.status, body: earlier.body };
      }
    }
    const answer = await redeemLocked(tx, userId, request);
    if (idempotencyKey) {
      await tx.query(
        "insert into idempotent_requests (user_id, key, request_hash, status, body) values ($1, $2, $3, $4, $5)",
        [
          userId,
          idempotencyKey,
          requestHash,
          answer.status,
          JSON.stringify(answer.body),
        ],
      );
    }
    return answer;
  });
}

/** sha256 of the body in a fixed field order, so key order doesn't matter. */
function hashRequest({ points, method }: RedeemRequest): string {
  return createHash("sha256")
    .update(JSON.stringify({ method, points }))
    .digest("hex");
}

async function redeemLocked(
  tx: Queryable,
  userId: string,
  { points, method }: RedeemRequest,
): Promise<RedeemAnswer> {
  const balance = await getBalance(tx, userId);
  if (points > balance) {
    return {
      status: 409,
      body: { message: overdrawMessage(balance, points) },
    };
  }
  await appendEntry(tx, userId, { kind: "redeem", points: -points, method });
  const data: RedeemedData = {
    points: balance - points,
    redeemed: points,
    method,
    value: pointsValue(points),
  };
  return { status: 200, body: { data } };
}

async function findAnswer(tx: Queryable, userId: string, key: string) {
  const [row] = await tx.query<{
    request_hash: string;
    status: number;
    body: unknown;
  }>(
    "select request_hash, status, body from idempotent_requests where user_id = $1 and key = $2",
    [userId, key],
  );
  return row;
}
