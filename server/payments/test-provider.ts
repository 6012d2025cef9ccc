import { randomBytes } from "node:crypto";
import type { Database } from "../platform/db/database";
import { checkCard } from "./check-card";
import type {
  PaymentIntent,
  PaymentProvider,
  PaymentResult,
} from "./payment-provider";
import {
  DECLINED_MESSAGE,
  NOT_A_TEST_CARD_MESSAGE,
  testOutcome,
} from "./test-cards";

const newId = (prefix: string) =>
  `${prefix}_${randomBytes(18).toString("base64url")}`;

interface PaymentRow {
  id: string;
  status: "succeeded" | "declined";
  brand: string;
  last4: string;
  message: string | null;
}

/**
 * The built-in "test payment" provider: Stripe's test numbers only, nothing
 * is ever charged. It keeps a card's brand, last four and test outcome under
 * a `pm_` token; the number and CVC go no further than this function.
 */
export function createTestPaymentProvider(
  database: Database,
  now: () => Date = () => new Date(),
): PaymentProvider {
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

    async confirmPayment(intent) {
      const earlier = await findPayment(database, intent.idempotencyKey);
      if (earlier) return toResult(earlier);
      const [method] = await database.query<{
        brand: string;
        last4: string;
        outcome: string;
      }>(
        "select brand, last4, outcome from test_payment_methods where id = $1",
        [intent.paymentMethod],
      );
      if (!method) {
        return {
          ok: false,
          declined: true,
          message: "This card is no longer on file; enter it again.",
        };
      }
      const declined = method.outcome === "decline";
      // A concurrent confirmation with the same key inserts nothing here and
      // answers the row that won, so a key never charges twice.
      const [inserted] = await database.query<PaymentRow>(
        `insert into test_payments
           (id, idempotency_key, payment_method, amount_cents, currency, status, brand, last4, message)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict (idempotency_key) do nothing
         returning id, status, brand, last4, message`,
        paymentRow(intent, method, declined),
      );
      const row =
        inserted ?? (await findPayment(database, intent.idempotencyKey));
      if (!row) throw new Error("The test payment was not recorded.");
      return toResult(row);
    },
  };
}

function paymentRow(
  intent: PaymentIntent,
  method: { brand: string; last4: string },
  declined: boolean,
): unknown[] {
  return [
    newId("pay"),
    intent.idempotencyKey,
    intent.paymentMethod,
    intent.amount_cents,
    intent.currency,
    declined ? "declined" : "succeeded",
    method.brand,
    method.last4,
    declined ? DECLINED_MESSAGE : null,
  ];
}

async function findPayment(
  database: Database,
  key: string,
): Promise<PaymentRow | undefined> {
  const [row] = await database.query<PaymentRow>(
    "select id, status, brand, last4, message from test_payments where idempotency_key = $1",
    [key],
  );
  return row;
}

function toResult(row: PaymentRow): PaymentResult {
  if (row.status === "declined") {
    return {
      ok: false,
      declined: true,
      message: row.message ?? DECLINED_MESSAGE,
    };
  }
  return { ok: true, paymentId: row.id, brand: row.brand, last4: row.last4 };
}
