import type { OrderRequest } from "../../domain/orders/order-contract";
import {
  moreThanBalanceMessage,
  moreThanUsefulMessage,
  mostUsefulPoints,
  splitPayment,
} from "../../domain/points/points-toward-booking";
import type { Queryable } from "../platform/db/database";
import { appendEntry, getBalance, lockUserPoints } from "../points";
import { invalid, type OrderOutcome } from "./chosen-fare";

export const SIGN_IN_TO_SPEND: OrderOutcome = {
  status: 401,
  body: { message: "Sign in to spend points on a booking." },
};

export interface OrderPayment {
  cardCents: number;
  pointsSpent: number;
  pointsValueCents: number;
  /** Null when points pay it all: the card is then never asked. */
  paymentMethod: string | null;
}

// Each provider takes its own reference: a test card's token, or a Stripe
// intent confirmed in the browser.
const WRONG_PROVIDER = {
  payment_method: "Card details are taken in the payment form: pay again.",
  payment_intent: "Enter a card to pay the rest.",
};

/**
 * How the order's total is paid: the points asked for at the server's rate,
 * the card for the rest. Refuses (400) more points than the total can use,
 * and no card when the points leave something to pay. `paidBy` names the
 * provider's reference: the test provider's payment_method (pm_), or
 * Stripe's payment_intent (pi_).
 */
export function planPayment(
  request: OrderRequest,
  totalCents: number,
  cadPerUsd: number,
  paidBy: "payment_method" | "payment_intent" = "payment_method",
): { ok: true; payment: OrderPayment } | { ok: false; outcome: OrderOutcome } {
  const points = request.points_to_spend ?? 0;
  const most = mostUsefulPoints(totalCents, cadPerUsd);
  if (points > most) {
    return {
      ok: false,
      outcome: invalid({ points_to_spend: moreThanUsefulMessage(most) }),
    };
  }
  const split = splitPayment(totalCents, points, cadPerUsd);
  const other =
    paidBy === "payment_method" ? "payment_intent" : "payment_method";
  if (request[other]) {
    return { ok: false, outcome: invalid({ [other]: WRONG_PROVIDER[other] }) };
  }
  const paidWith = request[paidBy];
  if (split.card_cents > 0 && !paidWith) {
    return {
      ok: false,
      outcome: invalid({ [paidBy]: "Enter a card to pay the rest." }),
    };
  }
  return {
    ok: true,
    payment: {
      cardCents: split.card_cents,
      pointsSpent: points,
      pointsValueCents: split.points_cents,
      paymentMethod: split.card_cents > 0 ? (paidWith ?? null) : null,
    },
  };
}

/**
 * Takes the points spent on a newly written order from the balance, in the
 * order's transaction and under the user's lock (a redemption or another
 * order can't spend them meanwhile). Answers the refusal instead when the
 * balance is short or the account is gone; the caller then rolls back.
 */
export async function holdPoints(
  tx: Queryable,
  userId: string,
  orderId: string,
  points: number,
): Promise<OrderOutcome | undefined> {
  if (!(await lockUserPoints(tx, userId))) return SIGN_IN_TO_SPEND;
  const balance = await getBalance(tx, userId);
  if (points > balance) {
    return {
      status: 409,
      body: { message: moreThanBalanceMessage(balance, points) },
    };
  }
  await appendEntry(tx, userId, {
    kind: "redeem",
    points: -points,
    method: "booking",
    reference: orderId,
  });
  return undefined;
}
