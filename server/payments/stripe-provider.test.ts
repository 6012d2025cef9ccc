import type Stripe from "stripe";
import {
  startStripeStandIn,
  type StripeStandIn,
  standInSettings,
} from "../testing/stripe-stand-in/stripe-stand-in";
import { createStripeClient } from "./stripe-client";
import { createStripePaymentProvider } from "./stripe-provider";

// Each write the adapter makes to Stripe carries the order step's key, so a
// step tried again after a lost answer is answered, never done twice.

let standIn: StripeStandIn;
let stripe: Stripe;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  stripe = createStripeClient(standInSettings(standIn));
});
afterAll(() => standIn?.close());

/** A hold confirmed as Stripe.js would, outside the adapter. */
async function held(): Promise<string> {
  const intent = await stripe.paymentIntents.create({
    amount: 5_000,
    currency: "cad",
    capture_method: "manual",
  });
  await stripe.paymentIntents.confirm(intent.id, {
    payment_method: "pm_card_visa",
  });
  return intent.id;
}

const writesOn = (intentId: string) =>
  standIn.requests.filter(
    (request) =>
      request.method === "POST" &&
      !request.path.endsWith("/confirm") &&
      (request.path.startsWith(`/v1/payment_intents/${intentId}/`) ||
        request.form.payment_intent === intentId),
  );

describe("the Stripe adapter's writes", () => {
  it("captures, cancels and refunds under the step's key, once however often it is asked", async () => {
    const provider = createStripePaymentProvider(stripe);
    const captured = await held();
    const voided = await held();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(
        await provider.capturePayment({
          paymentId: captured,
          idempotencyKey: "order_k1:capture",
        }),
      ).toEqual({ ok: true });
      expect(
        await provider.refundPayment({
          paymentId: captured,
          idempotencyKey: "order_k1:refund",
        }),
      ).toEqual({ ok: true });
      expect(
        await provider.voidPayment({
          paymentId: voided,
          idempotencyKey: "order_k2:void",
        }),
      ).toEqual({ ok: true });
    }
    expect(standIn.intents.find(captured).amount_received).toBe(5_000);
    expect(writesOn(captured).map((write) => write.idempotencyKey)).toEqual([
      "order_k1:capture",
      "order_k1:refund",
      "order_k1:capture",
      "order_k1:refund",
    ]);
    expect(writesOn(voided).map((write) => write.idempotencyKey)).toEqual([
      "order_k2:void",
      "order_k2:void",
    ]);
  });
});
