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

const charges = async () =>
  (
    await database.query<{ count: number }>(
      "select count(*)::integer as count from test_payments where status = 'succeeded'",
    )
  )[0]?.count;

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

  it("charges once per idempotency key, answering the first result again", async () => {
    const before = await charges();
    const token = await tokenFor();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        provider.confirmPayment(intent(token, "key-once")),
      ),
    );
    expect(results[0]).toEqual({
      ok: true,
      paymentId: expect.stringMatching(/^pay_/),
      brand: "Visa",
      last4: "4242",
    });
    for (const result of results) expect(result).toEqual(results[0]);
    expect(await charges()).toBe((before ?? 0) + 1);
    const again = await provider.confirmPayment(intent(token, "key-twice"));
    expect(again).not.toEqual(results[0]);
    expect(await charges()).toBe((before ?? 0) + 2);
  });

  it("declines the decline number at confirmation, and again on a retry", async () => {
    const token = await tokenFor({ number: "4000000000000002" });
    const declined = {
      ok: false,
      declined: true,
      message: "Your card was declined.",
    };
    expect(await provider.confirmPayment(intent(token, "d-1"))).toEqual(
      declined,
    );
    expect(await provider.confirmPayment(intent(token, "d-1"))).toEqual(
      declined,
    );
  });

  it("declines a token it never issued", async () => {
    const result = await provider.confirmPayment(
      intent("pm_unknown123", "u-1"),
    );
    expect(result).toMatchObject({ ok: false, declined: true });
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
