import Stripe from "stripe";
import { createStripeClient } from "../../payments/stripe-client";
import {
  startStripeStandIn,
  type StripeStandIn,
  standInSettings,
} from "./stripe-stand-in";

// The stand-in answers the official client as Stripe's reference says
// Stripe does: a test passing against it says the adapter sent what
// Stripe would accept.

let standIn: StripeStandIn;
let stripe: Stripe;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  stripe = createStripeClient(standInSettings(standIn));
});
afterAll(() => standIn.close());

const manualIntent = (idempotencyKey: string, amount = 12_345) =>
  stripe.paymentIntents.create(
    {
      amount,
      currency: "cad",
      capture_method: "manual",
      metadata: { order: "o1" },
    },
    { idempotencyKey },
  );

describe("the Stripe stand-in", () => {
  it("takes a manual-capture intent through confirmation, capture and refund", async () => {
    const created = await manualIntent("key-1");
    expect(created).toMatchObject({
      status: "requires_payment_method",
      amount: 12_345,
      currency: "cad",
      capture_method: "manual",
      metadata: { order: "o1" },
    });
    expect(created.client_secret).toMatch(new RegExp(`^${created.id}_secret_`));
    const confirmed = await stripe.paymentIntents.confirm(created.id, {
      payment_method: "pm_card_visa",
    });
    expect(confirmed).toMatchObject({
      status: "requires_capture",
      amount_capturable: 12_345,
    });
    const seen = await stripe.paymentIntents.retrieve(created.id, {
      expand: ["payment_method"],
    });
    expect(seen.payment_method).toMatchObject({
      card: { brand: "visa", last4: "4242" },
    });
    const captured = await stripe.paymentIntents.capture(
      created.id,
      {},
      { idempotencyKey: "cap-1" },
    );
    expect(captured).toMatchObject({
      status: "succeeded",
      amount_received: 12_345,
    });
    const refund = await stripe.refunds.create(
      { payment_intent: created.id },
      { idempotencyKey: "ref-1" },
    );
    expect(refund).toMatchObject({ amount: 12_345, status: "succeeded" });
    expect(standIn.events.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        "payment_intent.created",
        "payment_intent.amount_capturable_updated",
        "payment_intent.succeeded",
        "charge.refunded",
      ]),
    );
  });

  it("answers the first result again for the same key and body, and refuses another body", async () => {
    const first = await manualIntent("key-2");
    const again = await manualIntent("key-2");
    expect(again.id).toBe(first.id);
    await expect(manualIntent("key-2", 999)).rejects.toMatchObject({
      type: "StripeIdempotencyError",
      statusCode: 400,
    });
  });

  it("refuses a missing or wrong key, and a JSON body, in Stripe's error shape", async () => {
    const unauthenticated = await fetch(`${standIn.url}/v1/payment_intents`, {
      method: "POST",
    });
    expect(unauthenticated.status).toBe(401);
    expect(await unauthenticated.json()).toMatchObject({
      error: { type: "invalid_request_error" },
    });
    const json = await fetch(`${standIn.url}/v1/payment_intents`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${standIn.secretKey}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ amount: 100, currency: "cad" }),
    });
    expect(json.status).toBe(400);
    const wrongKey = createStripeClient({
      secretKey: "sk_test_wrong",
      publishableKey: "pk_test_wrong",
      webhookSecret: "whsec_wrong",
      apiUrl: standIn.url,
    });
    await expect(
      wrongKey.paymentIntents.retrieve("pi_x"),
    ).rejects.toMatchObject({
      type: "StripeAuthenticationError",
    });
  });

  it("declines 4000 0000 0000 9995 for insufficient funds, leaving the intent to pay again", async () => {
    const created = await manualIntent("key-3");
    await expect(
      stripe.paymentIntents.confirm(created.id, {
        payment_method: "pm_card_visa_chargeDeclinedInsufficientFunds",
      }),
    ).rejects.toMatchObject({
      type: "StripeCardError",
      statusCode: 402,
      code: "card_declined",
      decline_code: "insufficient_funds",
    });
    const seen = await stripe.paymentIntents.retrieve(created.id);
    expect(seen.status).toBe("requires_payment_method");
    expect(seen.last_payment_error).toMatchObject({
      decline_code: "insufficient_funds",
    });
  });

  it("asks 4000 0027 6000 3184 for 3-D Secure, then holds the money once it passes", async () => {
    const created = await manualIntent("key-4");
    // As Stripe.js does in the browser: the publishable key and the client secret.
    const confirmed = await fetch(
      `${standIn.url}/v1/payment_intents/${created.id}/confirm`,
      {
        method: "POST",
        headers: {
          authorization: `Bearer ${standIn.publishableKey}`,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({
          client_secret: created.client_secret ?? "",
          "payment_method_data[type]": "card",
          "payment_method_data[card][number]": "4000 0027 6000 3184",
          "payment_method_data[card][exp_month]": "12",
          "payment_method_data[card][exp_year]": "2034",
          return_url: "https://northfare.test/processing",
        }),
      },
    );
    expect(await confirmed.json()).toMatchObject({
      status: "requires_action",
      next_action: { type: "redirect_to_url" },
    });
    // The publishable key alone may not capture.
    const capture = await fetch(
      `${standIn.url}/v1/payment_intents/${created.id}/capture`,
      {
        method: "POST",
        headers: { authorization: `Bearer ${standIn.publishableKey}` },
      },
    );
    expect(capture.status).toBe(401);
    standIn.intents.authenticate(created.id, true);
    expect((await stripe.paymentIntents.retrieve(created.id)).status).toBe(
      "requires_capture",
    );
  });

  it("takes Stripe.js's own call from a page: the publishable key in the form, no header, answered CORS-open", async () => {
    const created = await manualIntent("key-4b");
    const confirm = (fields: Record<string, string>) =>
      fetch(`${standIn.url}/v1/payment_intents/${created.id}/confirm`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "http://127.0.0.1:9",
        },
        body: new URLSearchParams({
          key: standIn.publishableKey,
          "payment_method_data[type]": "card",
          "payment_method_data[card][number]": "4242424242424242",
          "payment_method_data[card][exp_month]": "12",
          "payment_method_data[card][exp_year]": "2034",
          ...fields,
        }),
      });
    // Without the intent's client secret the publishable key may not confirm.
    expect((await confirm({})).status).toBe(401);
    const confirmed = await confirm({
      client_secret: created.client_secret ?? "",
    });
    expect(confirmed.headers.get("access-control-allow-origin")).toBe("*");
    expect(await confirmed.json()).toMatchObject({
      status: "requires_capture",
    });
    // The secret key never signs in from a form.
    const capture = await fetch(
      `${standIn.url}/v1/payment_intents/${created.id}/capture`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ key: standIn.secretKey }),
      },
    );
    expect(capture.status).toBe(401);
  });

  it("cancels a hold, and refuses to capture it afterwards", async () => {
    const created = await manualIntent("key-5");
    await stripe.paymentIntents.confirm(created.id, {
      payment_method: "pm_card_visa",
    });
    const canceled = await stripe.paymentIntents.cancel(
      created.id,
      {},
      { idempotencyKey: "cancel-5" },
    );
    expect(canceled.status).toBe("canceled");
    await expect(
      stripe.paymentIntents.capture(
        created.id,
        {},
        { idempotencyKey: "cap-5" },
      ),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: "payment_intent_unexpected_state",
    });
  });

  it("signs its events so the official client's constructEvent accepts them", () => {
    const [event] = standIn.events;
    if (!event) throw new Error("no event");
    const { payload, signature } = standIn.signed(event);
    const checked = Stripe.webhooks.constructEvent(
      payload,
      signature,
      standIn.webhookSecret,
    );
    expect(checked.id).toBe(event.id);
    expect(() =>
      Stripe.webhooks.constructEvent(payload, signature, "whsec_other"),
    ).toThrow();
  });
});
