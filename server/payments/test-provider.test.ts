import type { CardRequest } from "../../domain/payments/payment-contract";
import type { Database } from "../platform/db/database";
import { openTestDatabase } from "../testing/test-database";
import type { PaymentProvider } from "./payment-provider";
import { createTestPaymentProvider } from "./test-provider";

let database: Database;
let provider: PaymentProvider;
const today = new Date("2026-11-23T12:00:00Z");

beforeAll(async () => {
  database = await openTestDatabase();
  provider = createTestPaymentProvider(database, () => today);
});

afterAll(async () => {
  await database.close();
});

const card = (extra: Partial<CardRequest> = {}): CardRequest => ({
  number: "4242 4242 4242 4242",
  exp_month: 12,
  exp_year: 2030,
  cvc: "123",
  name: "Ada Tremblay",
  ...extra,
});

const tokenFor = async (extra: Partial<CardRequest> = {}) => {
  const result = await provider.createPaymentMethod(card(extra));
  if (!result.ok) throw new Error(result.message);
  return result.paymentMethod;
};

const intent = (paymentMethod: string, idempotencyKey: string) => ({
  paymentMethod,
  amount_cents: 45_678,
  currency: "CAD" as const,
  idempotencyKey,
  description: "test",
});

const holds = async () =>
  (
    await database.query<{ count: number }>(
      "select count(*)::integer as count from test_payments where status = 'authorized'",
    )
  )[0]?.count;

const statusOf = async (paymentId: string) =>
  (
    await database.query<{ status: string }>(
      "select status from test_payments where id = $1",
      [paymentId],
    )
  )[0]?.status;

const authorized = async (token: string, key: string) => {
  const result = await provider.authorizePayment(intent(token, key));
  if (!result.ok) throw new Error(result.message);
  return result.paymentId;
};

describe("the test payment provider", () => {
  it.each([
    ["4242 4242 4242 4242", "123", "Visa", "4242"],
    ["5555555555554444", "123", "Mastercard", "4444"],
    ["3782 822463 10005", "1234", "American Express", "0005"],
    ["4000 0000 0000 0002", "123", "Visa", "0002"],
  ])("tokenises test card %s", async (number, cvc, brand, last4) => {
    const result = await provider.createPaymentMethod(card({ number, cvc }));
    expect(result).toEqual({
      ok: true,
      paymentMethod: expect.stringMatching(/^pm_[A-Za-z0-9_-]{8,100}$/),
      brand,
      last4,
    });
    expect(provider.test).toBe(true);
  });

  it.each([
    [
      "a number failing Luhn",
      card({ number: "4242 4242 4242 4241" }),
      "number",
      "Check the card number.",
    ],
    [
      "a real-looking Visa",
      card({ number: "4012 8888 8888 1881" }),
      "number",
      /test payment: only test cards work/,
    ],
    [
      "a 3-digit Amex CVC",
      card({ number: "378282246310005" }),
      "cvc",
      "Enter the 4 digits of the card's security code.",
    ],
    ["a 4-digit Visa CVC", card({ cvc: "1234" }), "cvc", /3 digits/],
    [
      "last month's expiry",
      card({ exp_month: 10, exp_year: 2026 }),
      "exp_year",
      "This card has expired.",
    ],
  ])("refuses %s", async (_label, request, field, message) => {
    const result = await provider.createPaymentMethod(request);
    expect(result).toMatchObject({ ok: false, field });
    if (result.ok) return;
    expect(result.message).toMatch(message);
  });

  it("accepts a card expiring this month", async () => {
    const result = await provider.createPaymentMethod(
      card({ exp_month: 11, exp_year: 2026 }),
    );
    expect(result.ok).toBe(true);
  });

  it("authorizes once per idempotency key, answering the first result again", async () => {
    const before = await holds();
    const token = await tokenFor();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        provider.authorizePayment(intent(token, "key-once")),
      ),
    );
    expect(results[0]).toEqual({
      ok: true,
      paymentId: expect.stringMatching(/^pay_/),
      brand: "Visa",
      last4: "4242",
    });
    for (const result of results) expect(result).toEqual(results[0]);
    expect(await holds()).toBe((before ?? 0) + 1);
    const again = await provider.authorizePayment(intent(token, "key-twice"));
    expect(again).not.toEqual(results[0]);
    expect(await holds()).toBe((before ?? 0) + 2);
  });

  it("declines the decline number at authorization, and again on a retry", async () => {
    const token = await tokenFor({ number: "4000000000000002" });
    const declined = {
      ok: false,
      declined: true,
      message: "Your card was declined.",
    };
    expect(await provider.authorizePayment(intent(token, "d-1"))).toEqual(
      declined,
    );
    expect(await provider.authorizePayment(intent(token, "d-1"))).toEqual(
      declined,
    );
  });

  it("declines a token it never issued", async () => {
    const result = await provider.authorizePayment(
      intent("pm_unknown123", "u-1"),
    );
    expect(result).toMatchObject({ ok: false, declined: true });
  });

  it("captures an authorization once per key, and then neither voids nor captures it again", async () => {
    const paymentId = await authorized(await tokenFor(), "c-1");
    const captures = await Promise.all(
      Array.from({ length: 3 }, () =>
        provider.capturePayment({ paymentId, idempotencyKey: "c-1:capture" }),
      ),
    );
    for (const result of captures) expect(result).toEqual({ ok: true });
    expect(await statusOf(paymentId)).toBe("captured");
    expect(
      await provider.capturePayment({ paymentId, idempotencyKey: "c-1:again" }),
    ).toEqual({
      ok: false,
      message: "Only an authorized payment can be captured.",
    });
    expect(
      await provider.voidPayment({ paymentId, idempotencyKey: "c-1:void" }),
    ).toMatchObject({ ok: false });
    expect(
      await provider.refundPayment({ paymentId, idempotencyKey: "c-1:refund" }),
    ).toEqual({ ok: true });
    expect(await statusOf(paymentId)).toBe("refunded");
  });

  it("voids an authorization, which then cannot be captured", async () => {
    const paymentId = await authorized(await tokenFor(), "v-1");
    expect(
      await provider.voidPayment({ paymentId, idempotencyKey: "v-1:void" }),
    ).toEqual({ ok: true });
    expect(
      await provider.voidPayment({ paymentId, idempotencyKey: "v-1:void" }),
    ).toEqual({ ok: true });
    expect(
      await provider.capturePayment({
        paymentId,
        idempotencyKey: "v-1:capture",
      }),
    ).toMatchObject({ ok: false });
    expect(await statusOf(paymentId)).toBe("voided");
  });

  it("authorizes 4000 0000 0000 0341 but refuses its capture, leaving it voidable", async () => {
    const paymentId = await authorized(
      await tokenFor({ number: "4000 0000 0000 0341" }),
      "f-1",
    );
    expect(
      await provider.capturePayment({
        paymentId,
        idempotencyKey: "f-1:capture",
      }),
    ).toEqual({
      ok: false,
      message: "The card issuer refused to complete this payment.",
    });
    expect(await statusOf(paymentId)).toBe("authorized");
    expect(
      await provider.voidPayment({ paymentId, idempotencyKey: "f-1:void" }),
    ).toEqual({ ok: true });
  });

  it("refuses a key reused for another payment or another kind of call", async () => {
    const paymentId = await authorized(await tokenFor(), "k-1");
    await provider.voidPayment({ paymentId, idempotencyKey: "k-1:shared" });
    await expect(
      provider.capturePayment({ paymentId, idempotencyKey: "k-1:shared" }),
    ).rejects.toThrow(/used for another request/);
  });

  it("keeps only the brand, last four and outcome of a card", async () => {
    const token = await tokenFor({ number: "5555 5555 5555 4444", cvc: "987" });
    const [row] = await database.query(
      "select * from test_payment_methods where id = $1",
      [token],
    );
    expect(Object.values(row ?? {}).join(" ")).not.toMatch(
      /5555555555554444|987/,
    );
    expect(row).toMatchObject({
      brand: "Mastercard",
      last4: "4444",
      outcome: "succeed",
    });
  });
});
