import { DEFAULT_RATE_LIMITS } from "../api-settings";
import { serveTestApp } from "../testing/fake-app";

// POST /api/payment/card: the test provider's tokens, and its refusals.
const app = serveTestApp().app;

const card = (extra: object = {}) => ({
  number: "4242 4242 4242 4242",
  exp_month: 12,
  exp_year: 2098,
  cvc: "123",
  name: "Ada Tremblay",
  ...extra,
});

const postCard = (payload: unknown, server = app()) =>
  server.inject({
    method: "POST",
    url: "/api/payment/card",
    payload: payload as object,
  });

describe("POST /api/payment/card", () => {
  it("answers a token, the brand and last four, labelled test", async () => {
    const response = await postCard(card());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        payment_method: expect.stringMatching(/^pm_/),
        brand: "Visa",
        last4: "4242",
        test: true,
      },
    });
  });

  it("tokenises the decline number: it fails at confirmation", async () => {
    const response = await postCard(card({ number: "4000000000000002" }));
    expect(response.json().data).toMatchObject({
      brand: "Visa",
      last4: "0002",
    });
  });

  it.each([
    [
      "a real card",
      card({ number: "4012888888881881" }),
      "number",
      /only test cards work/,
    ],
    [
      "a wrong checksum",
      card({ number: "4242424242424241" }),
      "number",
      /Check the card number/,
    ],
    [
      "an expired card",
      card({ exp_month: 1, exp_year: 2020 }),
      "exp_year",
      /expired/,
    ],
    ["a short CVC", card({ cvc: "12" }), "cvc", /3 or 4 digits/],
    [
      "letters in the number",
      card({ number: "4242-4242" }),
      "number",
      /card number/,
    ],
    ["a month 13", card({ exp_month: 13 }), "exp_month", /.+/],
    ["no name", card({ name: " " }), "name", /name on the card/],
    ["an unknown field", card({ pin: "0000" }), "body", /pin|Unrecognized/i],
  ])(
    "refuses %s with 400 naming the field",
    async (_label, payload, field, why) => {
      const response = await postCard(payload);
      expect(response.statusCode).toBe(400);
      const { message, fields } = response.json();
      expect(fields[field]).toMatch(why);
      expect(message).toContain(field);
    },
  );
});

describe("with the production rate limit", () => {
  const limited = serveTestApp({ rateLimits: DEFAULT_RATE_LIMITS });

  it(`allows ${DEFAULT_RATE_LIMITS.cards} cards a minute, then 429`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.cards; i += 1) {
      statuses.push((await postCard(card(), limited.app())).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
