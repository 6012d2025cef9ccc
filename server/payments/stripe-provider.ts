import type Stripe from "stripe";
import type {
  AuthorizationResult,
  PaymentIntent,
  PaymentProvider,
  SettleResult,
} from "./payment-provider";
import { declineMessage, declineOf } from "./stripe-declines";

export const STRIPE_TAKES_CARDS_MESSAGE =
  "Card details are entered in Stripe's payment form only: this server takes no card number, expiry or CVC.";

const MISMATCH_MESSAGE =
  "This payment does not match the order's total. Pay again.";

/**
 * Stripe behind the order flow (docs/decisions/0040-stripe-payments.md):
 * the card is confirmed in the browser on a manual-capture PaymentIntent,
 * so "authorizing" here checks that the intent holds the order's card part
 * in its currency; capture, void (cancel) and refund follow, each write
 * under the order step's idempotency key.
 */
export function createStripePaymentProvider(stripe: Stripe): PaymentProvider {
  return {
    id: "stripe",
    test: false,

    createPaymentMethod: async () => ({
      ok: false,
      field: "number",
      message: STRIPE_TAKES_CARDS_MESSAGE,
    }),

    authorizePayment: (intent) => checkHold(stripe, intent),

    capturePayment: ({ paymentId, idempotencyKey }) =>
      settle(() =>
        stripe.paymentIntents.capture(paymentId, {}, { idempotencyKey }),
      ),

    voidPayment: async ({ paymentId, idempotencyKey }) => {
      const voided = await settle(() =>
        stripe.paymentIntents.cancel(
          paymentId,
          { cancellation_reason: "abandoned" },
          { idempotencyKey },
        ),
      );
      // Cancelled already (from Stripe's dashboard, or by Stripe after its
      // 7 days): the hold is released all the same.
      if (!voided.ok && (await isCanceled(stripe, paymentId))) {
        return { ok: true };
      }
      return voided;
    },

    refundPayment: ({ paymentId, idempotencyKey }) =>
      settle(() =>
        stripe.refunds.create(
          { payment_intent: paymentId, reason: "requested_by_customer" },
          { idempotencyKey },
        ),
      ),
  };
}

/** The order is booked only on an intent that holds exactly its card part. */
async function checkHold(
  stripe: Stripe,
  expected: PaymentIntent,
): Promise<AuthorizationResult> {
  const intentId = expected.paymentMethod;
  if (!intentId.startsWith("pi_")) {
    return { ok: false, declined: true, message: MISMATCH_MESSAGE };
  }
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(intentId, {
      expand: ["payment_method"],
    });
  } catch (error) {
    if (isRefusal(error)) {
      return { ok: false, declined: true, message: MISMATCH_MESSAGE };
    }
    throw error;
  }
  if (intent.status !== "requires_capture") {
    if (intent.status === "succeeded" || intent.status === "canceled") {
      // Already settled: never the hold of a new order.
      return { ok: false, declined: true, message: MISMATCH_MESSAGE };
    }
    return {
      ok: false,
      declined: true,
      message: declineMessage(declineOf(intent)),
    };
  }
  if (
    intent.capture_method !== "manual" ||
    intent.amount_capturable !== expected.amount_cents ||
    intent.currency !== expected.currency.toLowerCase()
  ) {
    return { ok: false, declined: true, message: MISMATCH_MESSAGE };
  }
  const method = intent.payment_method;
  const card =
    method && typeof method === "object" && method.card ? method.card : null;
  return {
    ok: true,
    paymentId: intent.id,
    brand: card ? brandName(card.brand) : "Card",
    last4: card?.last4 ?? "",
  };
}

/** Stripe's answer to a settlement: refused (4xx) is final, else it throws. */
async function settle(write: () => Promise<unknown>): Promise<SettleResult> {
  try {
    await write();
    return { ok: true };
  } catch (error) {
    if (isRefusal(error)) {
      return { ok: false, message: (error as Error).message };
    }
    throw error;
  }
}

async function isCanceled(stripe: Stripe, intentId: string): Promise<boolean> {
  try {
    return (
      (await stripe.paymentIntents.retrieve(intentId)).status === "canceled"
    );
  } catch (error) {
    if (isRefusal(error)) return false;
    throw error;
  }
}

/** A 4xx from Stripe (not 429): the request itself was refused. */
function isRefusal(error: unknown): boolean {
  const status = (error as { statusCode?: number } | null)?.statusCode;
  return (
    typeof status === "number" &&
    status >= 400 &&
    status < 500 &&
    status !== 429 &&
    status !== 401
  );
}

const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  jcb: "JCB",
  diners: "Diners Club",
  unionpay: "UnionPay",
};

const brandName = (brand: string) => BRANDS[brand] ?? brand;
