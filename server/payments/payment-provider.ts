import type {
  CardRequest,
  CardSummary,
} from "../../domain/payments/payment-contract";

/**
 * Takes payments, shaped like real providers: card details become a payment
 * method (a token); an order first authorizes its total (a hold on the card),
 * then captures it once the fare is booked, or voids it when the booking
 * fails. Every call that moves money takes an idempotency key and answers
 * its first result again for the same key. Card numbers stop at the
 * provider; we keep the brand and last four only.
 */
export interface PaymentProvider {
  readonly id: string;
  /** The built-in test provider: labelled "test payment", never a real card. */
  readonly test: boolean;
  createPaymentMethod(card: CardRequest): Promise<PaymentMethodResult>;
  /** Holds the amount on the payment method; nothing is charged yet. */
  authorizePayment(intent: PaymentIntent): Promise<AuthorizationResult>;
  /** Charges the whole amount an authorization holds. */
  capturePayment(request: SettleRequest): Promise<SettleResult>;
  /** Releases an authorization that was never captured. */
  voidPayment(request: SettleRequest): Promise<SettleResult>;
  /** Gives a captured payment back. */
  refundPayment(request: SettleRequest): Promise<SettleResult>;
}

export type PaymentMethodResult =
  | ({ ok: true; paymentMethod: string } & CardSummary)
  | {
      ok: false;
      message: string;
      /** The card field at fault, when one is (added for 400 `fields`). */
      field?: keyof CardRequest;
    };

export interface PaymentIntent {
  paymentMethod: string;
  amount_cents: number;
  currency: "CAD";
  idempotencyKey: string;
  description: string;
}

export type AuthorizationResult =
  | ({ ok: true; paymentId: string } & CardSummary)
  | { ok: false; declined: true; message: string };

export interface SettleRequest {
  paymentId: string;
  idempotencyKey: string;
}

/** A refusal is final for this payment; an outage throws instead. */
export type SettleResult = { ok: true } | { ok: false; message: string };

declare module "fastify" {
  interface FastifyInstance {
    /** Every route's payment provider, behind timeouts and retries (guarded-services.ts). */
    paymentProvider: PaymentProvider;
  }
}

/**
 * A provider's event, shaped as Stripe's (docs.stripe.com/api/events): a
 * webhook's, or the test provider's own, emitted in-process.
 */
export interface PaymentEvent {
  id: string;
  type: string;
  data: {
    object: {
      id?: unknown;
      payment_intent?: unknown | { id?: unknown };
      [field: string]: unknown;
    };
  };
}
