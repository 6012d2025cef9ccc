import {
  contactSchema,
  orderRequestSchema,
  passengerSchema,
} from "./order-contract";

// The schemas run passenger-rules.ts (tested there); here, that each
// problem reaches the API in its words, on its field.

/** The schema's message for each failing field. */
const messages = (
  schema: typeof passengerSchema | typeof contactSchema,
  body: object,
) =>
  Object.fromEntries(
    (schema.safeParse(body).error?.issues ?? []).map((issue) => [
      issue.path.join("."),
      issue.message,
    ]),
  );

const passenger = (change: object = {}) => ({
  type: "adult",
  given_names: "Ana",
  surname: "Silva",
  date_of_birth: "1990-01-01",
  ...change,
});
const contact = (change: object = {}) => ({
  email: "ana@example.com",
  phone: "+1 416 555 0100",
  ...change,
});

describe("passengerSchema", () => {
  it("accepts a passenger, trimming the names", () => {
    expect(
      passengerSchema.parse(
        passenger({ given_names: " Ana ", surname: "Zoë " }),
      ),
    ).toEqual(passenger({ surname: "Zoë" }));
  });

  it.each([
    [
      { given_names: " " },
      "given_names",
      "Enter the given names as on the passport.",
    ],
    [
      { given_names: undefined },
      "given_names",
      "Enter the given names as on the passport.",
    ],
    [{ surname: "R2D2" }, "surname", "Use letters only in the surname."],
    [
      { surname: "x".repeat(61) },
      "surname",
      "The surname is at most 60 characters.",
    ],
    [{ type: "infant" }, "type", "Choose adult or child."],
    [
      { date_of_birth: "1990-02-30" },
      "date_of_birth",
      "Use a real date, YYYY-MM-DD.",
    ],
  ])("refuses %p naming %s", (change, field, message) => {
    expect(messages(passengerSchema, passenger(change))).toEqual({
      [field]: message,
    });
  });
});

describe("contactSchema", () => {
  it("accepts a contact, trimming the phone", () => {
    expect(contactSchema.parse(contact({ phone: " 4165550100 " }))).toEqual(
      contact({ phone: "4165550100" }),
    );
  });

  it.each([
    [
      { email: "ada@" },
      "email",
      "Enter an e-mail address, like name@example.com.",
    ],
    [{ email: 42 }, "email", "Enter an e-mail address, like name@example.com."],
    [
      { email: `${"a".repeat(250)}@b.ca` },
      "email",
      "The e-mail address is at most 254 characters.",
    ],
    [
      { phone: "call me" },
      "phone",
      "Enter a phone number, like +1 416 555 0100.",
    ],
    [{ phone: " " }, "phone", "Enter a phone number."],
  ])("refuses %p naming %s", (change, field, message) => {
    expect(messages(contactSchema, contact(change))).toEqual({
      [field]: message,
    });
  });
});

describe("orderRequestSchema's points_to_spend", () => {
  const pointsProblem = (points: unknown) =>
    orderRequestSchema.shape.points_to_spend.safeParse(points).error?.issues[0]
      ?.message;

  it.each([undefined, 0, 700, 10_000_000])("accepts %p", (points) => {
    expect(pointsProblem(points)).toBeUndefined();
  });

  it.each([1.5, -1, "100"])("refuses %p as no whole number", (points) => {
    expect(pointsProblem(points)).toBe("Enter a whole number of points.");
  });

  it("refuses more than one redemption's maximum", () => {
    expect(pointsProblem(10_000_001)).toBe(
      "Spend at most 10,000,000 points at a time.",
    );
  });
});
