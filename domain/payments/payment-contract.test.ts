import { cardRequestSchema } from "./payment-contract";

const card = (change: object = {}) => ({
  number: "4242 4242 4242 4242",
  exp_month: 12,
  exp_year: 2030,
  cvc: "123",
  name: "Ana Silva",
  ...change,
});

/** The schema's message for each failing field. */
const messages = (body: object) =>
  Object.fromEntries(
    (cardRequestSchema.safeParse(body).error?.issues ?? []).map((issue) => [
      issue.path.join("."),
      issue.message,
    ]),
  );

describe("cardRequestSchema: the card rules in the API's words", () => {
  it("accepts a card, trimming the CVC and name", () => {
    expect(
      cardRequestSchema.parse(card({ cvc: " 123 ", name: " Ana " })),
    ).toMatchObject({ cvc: "123", name: "Ana" });
  });

  it.each([
    [{ number: "" }, "number", "Enter the card number."],
    [{ number: 4242 }, "number", "Enter the card number."],
    [{ number: "4242 4242 4242 4241" }, "number", "Check the card number."],
    [{ cvc: "12" }, "cvc", "Enter the 3 or 4 digits on the back of the card."],
    [{ name: " " }, "name", "Enter the name on the card."],
    [
      { name: "a".repeat(101) },
      "name",
      "The name on the card is at most 100 characters.",
    ],
  ])("refuses %p naming %s", (change, field, message) => {
    expect(messages(card(change))).toEqual({ [field]: message });
  });

  it("leaves the brand's CVC length and the expiry to the payment provider", () => {
    expect(
      cardRequestSchema.safeParse(card({ cvc: "1234", exp_year: 2001 }))
        .success,
    ).toBe(true);
  });
});
