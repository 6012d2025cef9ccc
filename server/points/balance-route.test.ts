import { serveTestApp } from "../testing/fake-app";

// POST /api/point/balance: what a purchase earns; public, no credentials.
const app = serveTestApp().app;

const balance = (payload: unknown, headers: Record<string, string> = {}) =>
  app().inject({
    method: "POST",
    url: "/api/point/balance",
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const cad = (extra: object = {}) => ({
  amount_cents: 28_900,
  currency: "CAD",
  ...extra,
});

describe("POST /api/point/balance", () => {
  it.each([
    ["the base rule", cad(), 1_055],
    ["US dollars", { amount_cents: 10_000, currency: "USD" }, 500],
    ["campaign2 (doubled)", cad({ campaign: "campaign2" }), 2_110],
    ["campaign4 (fixed)", cad({ campaign: "campaign4" }), 200],
    ["an unknown campaign", cad({ campaign: "newsletter" }), 1_055],
    ["an empty campaign", cad({ campaign: "" }), 1_055],
    ["a 50-character campaign", cad({ campaign: "c".repeat(50) }), 1_055],
    ["a campaign named toString", cad({ campaign: "toString" }), 1_055],
    ["nothing spent", { amount_cents: 0, currency: "CAD" }, 0],
    ["the largest amount", { amount_cents: 100_000_000, currency: "USD" }, 5e6],
  ])("earns points under %s", async (_label, payload, points) => {
    const response = await balance(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { points, rewards: { amount_cents: points, currency: "USD" } },
    });
  });

  it("ignores credentials, even bad ones", async () => {
    const response = await balance(cad(), { authorization: "Bearer nope" });
    expect(response.statusCode).toBe(200);
  });

  it("says which currency is not supported", async () => {
    const response = await balance({ amount_cents: 100, currency: "EUR" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      currency: "Currency EUR is not supported.",
    });
    expect(response.json().message).toContain("Currency EUR is not supported.");
  });

  it.each([
    ["no body", undefined, "body", /Send a JSON object with amount_cents/],
    ["an empty object", {}, "amount_cents", /whole number of cents/],
    ["a missing currency", { amount_cents: 100 }, "currency", /currency code/],
    ["a fraction", cad({ amount_cents: 10.5 }), "amount_cents", /whole/],
    [
      "a negative amount",
      cad({ amount_cents: -1 }),
      "amount_cents",
      /negative/,
    ],
    [
      "an amount as text",
      cad({ amount_cents: "100" }),
      "amount_cents",
      /whole/,
    ],
    ["a huge amount", cad({ amount_cents: 1e8 + 1 }), "amount_cents", /most/],
    ["a null amount", cad({ amount_cents: null }), "amount_cents", /whole/],
    ["a lower-case currency", cad({ currency: "cad" }), "currency", /three/],
    ["a long currency", cad({ currency: "CADD" }), "currency", /three/],
    ["a number as currency", cad({ currency: 124 }), "currency", /code/],
    ["a long campaign", cad({ campaign: "c".repeat(51) }), "campaign", /50/],
    ["a campaign number", cad({ campaign: 2 }), "campaign", /text/],
    ["an unknown field", cad({ points: 5 }), "body", /Unknown field: points\./],
  ])(
    "refuses %s with 400 naming the field",
    async (_l, payload, field, why) => {
      const response = await balance(payload);
      expect(response.statusCode).toBe(400);
      const { message, fields } = response.json();
      expect(Object.keys(fields)).toContain(field);
      expect(fields[field]).toMatch(why);
      expect(message).toMatch(why);
    },
  );

  it("refuses a body that is not JSON", async () => {
    const response = await balance("amount_cents=100", {
      "content-type": "text/plain",
    });
    expect(response.statusCode).toBe(415);
  });
});
