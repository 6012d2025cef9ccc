import { createHash, randomBytes } from "node:crypto";
import type { Database, Queryable } from "../platform/db/database";
import { checkCard } from "./check-card";
import type {
  AuthorizationResult,
  PaymentEvent,
  PaymentIntent,
  PaymentProvider,
  SettleRequest,
  SettleResult,
} from "./payment-provider";
import {
  CAPTURE_REFUSED_MESSAGE,
  DECLINED_MESSAGE,
  NOT_A_TEST_CARD_MESSAGE,
  testOutcome,
  type TestOutcome,
} from "./test-cards";

const newId = (prefix: string) =>
  `${prefix}_${randomBytes(18).toString("base64url")}`;

type PaymentStatus =
  "authorized" | "captured" | "voided" | "refunded" | "declined";

interface PaymentRow {
  id: string;
  status: PaymentStatus;
  brand: string;
  last4: string;
  message: string | null;
}

type Settlement = "capture" | "void" | "refund";

/** What each settlement needs the payment to be in, and leaves it in. */
const SETTLEMENTS: Record<
  Settlement,
  { from: PaymentStatus; to: PaymentStatus; refused: string }
> = {
  capture: {
    from: "authorized",
    to: "captured",
    refused: "Only an authorized payment can be captured.",
  },
  void: {
    from: "authorized",
    to: "voided",
    refused: "Only an authorization not yet captured can be voided.",
  },
  refund: {
    from: "captured",
    to: "refunded",
    refused: "Only a captured payment can be refunded.",
  },
};

/**
 * The built-in "test payment" provider: Stripe's test numbers only, nothing
 * is ever charged. It keeps a card's brand, last four and test outcome under
 * a `pm_` token; the number and CVC go no further than this function. Like
 * a real provider, an authorization is captured, voided or refunded at most
 * once, and each call answers its first result again for the same key.
 */
export function createTestPaymentProvider(
  database: Database,
  now: () => Date = () => new Date(),
  /** Gets Stripe-shaped events in-process, as webhooks would bring them. */
  emit?: (event: PaymentEvent) => Promise<void>,
): PaymentProvider {
  const emitting =
    <
      T extends { idempotencyKey: string },
      R extends AuthorizationResult | SettleResult,
    >(
      run: (request: T) => Promise<R>,
      type: (result: R) => string | undefined,
    ) =>
    async (request: T): Promise<R> => {
      const result = await run(request);
      const eventType = type(result);
      const paymentId =
        "paymentId" in result
          ? result.paymentId
          : "paymentId" in request
            ? String(request.paymentId)
            : undefined;
      if (emit && eventType && paymentId) {
        // One event per key: a retried call emits the same id, applied once.
        await emit(testEvent(eventType, paymentId, request.idempotencyKey));
      }
      return result;
    };
  return {
    id: "test",
    test: true,

    async createPaymentMethod(card) {
      const checked = checkCard(card, now());
      if (!checked.ok) return checked;
      const outcome = testOutcome(checked.digits);
      if (!outcome) {
        return { ok: false, field: "number", message: NOT_A_TEST_CARD_MESSAGE };
      }
      const paymentMethod = newId("pm");
      await database.query(
        "insert into test_payment_methods (id, brand, last4, outcome) values ($1, $2, $3, $4)",
        [paymentMethod, checked.brand, checked.last4, outcome],
      );
      return {
        ok: true,
        paymentMethod,
        brand: checked.brand,
        last4: checked.last4,
      };
    },

    authorizePayment: emitting(
      (intent: PaymentIntent) => authorize(database, intent),
      (result) =>
        result.ok
          ? "payment_intent.amount_capturable_updated"
          : "payment_intent.payment_failed",
    ),
    capturePayment: emitting(
      (request: SettleRequest) => settle(database, "capture", request),
      (result) => (result.ok ? "payment_intent.succeeded" : undefined),
    ),
    voidPayment: emitting(
      (request: SettleRequest) => settle(database, "void", request),
      (result) => (result.ok ? "payment_intent.canceled" : undefined),
    ),
    refundPayment: emitting(
      (request: SettleRequest) => settle(database, "refund", request),
      (result) => (result.ok ? "charge.refunded" : undefined),
    ),
  };
}

function testEvent(
  type: string,
  paymentId: string,
  idempotencyKey: string,
): PaymentEvent {
  const id = `evt_test_${createHash("sha256").update(`${type}\n${idempotencyKey}`).digest("hex").slice(0, 24)}`;
  const object = type.startsWith("charge.")
    ? { id: `ch_${paymentId}`, object: "charge", payment_intent: paymentId }
    : { id: paymentId, object: "payment_intent" };
  return { id, type, data: { object } };
}

async function authorize(
  database: Database,
  intent: PaymentIntent,
): Promise<AuthorizationResult> {
  const earlier = await findPayment(database, intent.idempotencyKey);
  if (earlier) return toAuthorization(earlier);
  const [method] = await database.query<{
    brand: string;
    last4: string;
    outcome: TestOutcome;
  }>("select brand, last4, outcome from test_payment_methods where id = $1", [
    intent.paymentMethod,
  ]);
  if (!method) {
    return {
      ok: false,
      declined: true,
      message: "This card is no longer on file; enter it again.",
    };
  }
  const declined = method.outcome === "decline";
  // A concurrent authorization with the same key inserts nothing here and
  // answers the row that won, so a key never holds twice.
  const [inserted] = await database.query<PaymentRow>(
    `insert into test_payments
       (id, idempotency_key, payment_method, amount_cents, currency, status, brand, last4, message)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (idempotency_key) do nothing
     returning id, status, brand, last4, message`,
    [
      newId("pay"),
      intent.idempotencyKey,
      intent.paymentMethod,
      intent.amount_cents,
      intent.currency,
      declined ? "declined" : "authorized",
      method.brand,
      method.last4,
      declined ? DECLINED_MESSAGE : null,
    ],
  );
  const row = inserted ?? (await findPayment(database, intent.idempotencyKey));
  if (!row) throw new Error("The test payment was not recorded.");
  return toAuthorization(row);
}

async function settle(
  database: Database,
  settlement: Settlement,
  { paymentId, idempotencyKey }: SettleRequest,
): Promise<SettleResult> {
  return database.transaction(async (tx) => {
    const [payment] = await tx.query<{
      status: PaymentStatus;
      outcome: string;
    }>(
      `select p.status, m.outcome from test_payments p
       join test_payment_methods m on m.id = p.payment_method
       where p.id = $1 for update of p`,
      [paymentId],
    );
    const earlier = await findSettlement(tx, idempotencyKey);
    if (earlier) {
      if (earlier.payment_id !== paymentId || earlier.kind !== settlement) {
        throw new Error("This idempotency key was used for another request.");
      }
      return earlier.ok
        ? { ok: true }
        : { ok: false, message: earlier.message };
    }
    if (!payment) return { ok: false, message: "There is no such payment." };
    const { from, to, refused } = SETTLEMENTS[settlement];
    const result: SettleResult =
      payment.status !== from
        ? { ok: false, message: refused }
        : settlement === "capture" && payment.outcome === "capture_fail"
          ? { ok: false, message: CAPTURE_REFUSED_MESSAGE }
          : { ok: true };
    if (result.ok) {
      await tx.query("update test_payments set status = $2 where id = $1", [
        paymentId,
        to,
      ]);
    }
    await tx.query(
      "insert into test_payment_settlements (idempotency_key, payment_id, kind, ok, message) values ($1, $2, $3, $4, $5)",
      [
        idempotencyKey,
        paymentId,
        settlement,
        result.ok,
        result.ok ? null : result.message,
      ],
    );
    return result;
  });
}

async function findPayment(
  database: Queryable,
  key: string,
): Promise<PaymentRow | undefined> {
  const [row] = await database.query<PaymentRow>(
    "select id, status, brand, last4, message from test_payments where idempotency_key = $1",
    [key],
  );
  return row;
}

async function findSettlement(tx: Queryable, key: string) {
  const [row] = await tx.query<{
    payment_id: string;
    kind: Settlement;
    ok: boolean;
    message: string;
  }>(
    "select payment_id, kind, ok, message from test_payment_settlements where idempotency_key = $1",
    [key],
  );
  return row;
}

function toAuthorization(row: PaymentRow): AuthorizationResult {
  if (row.status === "declined") {
    return {
      ok: false,
      declined: true,
      message: row.message ?? DECLINED_MESSAGE,
    };
  }
  return { ok: true, paymentId: row.id, brand: row.brand, last4: row.last4 };
}
