import fc from "fast-check";

/** The test provider's cards by what they do (server/payments/test-cards.ts). */
export const CARDS = {
  succeeds: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  captureFails: "4000 0000 0000 0341",
} as const;
export type Card = keyof typeof CARDS;

/**
 * How an order pays. Points-paid orders (`points_to_spend`) join as
 * `{ kind: "points"; points }` and `{ kind: "card-and-points"; card; points }`:
 * one more entry in `payment` below and its fields in run-orders.ts's
 * `paymentFields`; the invariants already follow points_spent and
 * points_value_cents.
 */
export type Payment = { kind: "card"; card: Card };

const payment: fc.Arbitrary<Payment> = fc.record({
  kind: fc.constant("card" as const),
  card: fc.constantFrom<Card>("succeeds", "declined", "captureFails"),
});

/**
 * One order of a run: who pays and how, whether the demo source refuses
 * the booking (a lead traveller named Bookfail), and how often its
 * Idempotency-Key is sent: once, twice at once (a double press), or a
 * second time once the first is answered (a retry).
 */
export interface OrderCase {
  payer: "traveller" | "guest";
  payment: Payment;
  bookingRefused: boolean;
  submits: "once" | "concurrent" | "sequential";
  /** After the run starts, before its first send. */
  delayMs: number;
}

export interface OrderRunPlan {
  orders: OrderCase[];
  /**
   * The first SIGKILL: `afterMs` after the order at `atOrder` (modulo
   * their number) is first sent, so it lands in an order (they take tens
   * of milliseconds) or just after it.
   */
  kill: { atOrder: number; afterMs: number };
  /**
   * A second one (if any) this long after the restart, while keys are
   * sent again and the recovery worker ends the orders left unfinished.
   */
  killAgainAfterMs: number | undefined;
}

const orderCase: fc.Arbitrary<OrderCase> = fc.record({
  payer: fc.constantFrom("traveller" as const, "guest" as const),
  payment,
  bookingRefused: fc.boolean(),
  submits: fc.constantFrom(
    "once" as const,
    "concurrent" as const,
    "sequential" as const,
  ),
  delayMs: fc.integer({ min: 0, max: 400 }),
});

/**
 * Small on purpose: each run starts and kills real processes, and POST
 * /api/order allows 20 requests a minute from one address (a restart
 * starts the count again).
 */
export const orderRunPlan: fc.Arbitrary<OrderRunPlan> = fc.record({
  orders: fc.array(orderCase, { minLength: 2, maxLength: 5 }),
  kill: fc.record({
    atOrder: fc.nat({ max: 4 }),
    afterMs: fc.integer({ min: 0, max: 150 }),
  }),
  killAgainAfterMs: fc.option(fc.integer({ min: 0, max: 300 }), {
    nil: undefined,
  }),
});

/** When the first kill comes, after the orders start. */
export function firstKillAfterMs({ orders, kill }: OrderRunPlan): number {
  return orders[kill.atOrder % orders.length]!.delayMs + kill.afterMs;
}

/** How an order with this case ends, whatever the kills. */
export function expectedEnd(order: OrderCase) {
  const { card } = order.payment;
  if (card === "declined") return { status: "failed", failure: "declined" };
  if (order.bookingRefused) {
    return { status: "failed", failure: "booking_refused" };
  }
  if (card === "captureFails") {
    return { status: "failed", failure: "capture_failed" };
  }
  return { status: "confirmed", failure: null };
}
