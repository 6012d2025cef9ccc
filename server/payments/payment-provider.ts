import type {
  CardRequest,
  CardSummary,
} from "../../domain/payments/payment-contract";

/**
 * Takes payments, shaped like real providers: card details become a payment
 * method (a token), then a payment intent for an amount is confirmed, at most
 * once per idempotency key. Card numbers stop at the provider; we keep the
 * brand and last four only.
 */
export interface PaymentProvider {
  readonly id: string;
  /** The built-in test provider: labelled "test payment", never a real card. */
  readonly test: boolean;
  createPaymentMethod(card: CardRequest): Promise<PaymentMethodResult>;
  /**
   * Charges the amount to the payment method. The same idempotency key
   * answers the first result again and never charges twice.
   */
  confirmPayment(intent: PaymentIntent): Promise<PaymentResult>;
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

export type PaymentResult =
  | ({ ok: true; paymentId: string } & CardSummary)
  | { ok: false; declined: true; message: string };

declare module "fastify" {
  interface FastifyInstance {
    /** Every route's payment provider, behind timeouts and retries (guarded-services.ts). */
    paymentProvider: PaymentProvider;
  }
}
