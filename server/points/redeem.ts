import type { Database, Queryable } from "../platform/db/database";
import {
  inFlight,
  keyReused,
  type KeyedAnswer,
} from "../platform/http/idempotency-key";
import { pointsValue } from "../../domain/points/point-value";
import type {
  RedeemAnswer as RedeemedData,
  RedeemRequest,
} from "../../domain/points/points-contract";
import { overdrawMessage } from "../../domain/points/redeem-rules";
import { appendEntry, getBalance, lockUserPoints } from "./ledger";
import {
  claimRedeemKey,
  completeRedeemKey,
  hashRedemption,
  readRedeemKey,
  releaseRedeemKey,
  type SettledClaim,
} from "./redeem-claims";

export type RedeemAnswer = KeyedAnswer;

const SIGN_IN: RedeemAnswer = {
  status: 401,
  body: { message: "Sign in to continue." },
};

/** The key's answer was stored by a request that took it over meanwhile. */
class AnsweredElsewhere extends Error {}

/**
 * Redeems points once per Idempotency-Key: the key is claimed first (see
 * redeem-claims.ts), then the redemption runs in one transaction under the
 * user's lock and stores its answer, which a retry gets again.
 */
export async function redeemPoints(
  database: Database,
  userId: string,
  request: RedeemRequest,
  idempotencyKey: string,
): Promise<RedeemAnswer> {
  const requestHash = hashRedemption(request);
  const claim = await claimRedeemKey(
    database,
    userId,
    idempotencyKey,
    requestHash,
  );
  if (claim.kind !== "claimed") return claimAnswer(claim);
  try {
    const answer = await database.transaction(async (tx) => {
      if (!(await lockUserPoints(tx, userId))) return SIGN_IN;
      const answer = await redeemLocked(tx, userId, request);
      if (!(await completeRedeemKey(tx, userId, idempotencyKey, answer))) {
        throw new AnsweredElsewhere();
      }
      return answer;
    });
    if (answer === SIGN_IN) {
      await releaseRedeemKey(database, userId, idempotencyKey);
    }
    return answer;
  } catch (error) {
    // Rolled back: the answer stored by the other request is the one.
    if (error instanceof AnsweredElsewhere) {
      return claimAnswer(
        await readRedeemKey(database, userId, idempotencyKey, requestHash),
      );
    }
    await releaseRedeemKey(database, userId, idempotencyKey).catch(() => {});
    throw error;
  }
}

function claimAnswer(claim: SettledClaim): RedeemAnswer {
  if (claim.kind === "conflict") return keyReused("redemption");
  if (claim.kind === "inFlight") return inFlight();
  return { status: claim.status, body: claim.body };
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
