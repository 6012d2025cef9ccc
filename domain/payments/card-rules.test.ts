import {
  cardExpiryProblem,
  cardNameProblem,
  cardNumberProblem,
  checkCardNumber,
  cvcProblem,
} from "./card-rules";

describe("cardNumberProblem", () => {
  it.each([
    "4242 4242 4242 4242",
    "4242-4242-4242-4242",
    "3782 822463 10005",
    "5555555555554444",
  ])("accepts the card number %p", (number) => {
    expect(cardNumberProblem(number)).toBeUndefined();
  });

  it.each([
    ["", "required"],
    ["   ", "required"],
    ["4242 4242 4242 4241", "format"],
    ["4242-4242", "format"],
    ["4242 4242 4242 424x", "format"],
    // Passes Luhn's check, but no brand issues numbers starting with 1.
    ["1234 5678 9012 3452", "format"],
    [`4242 4242 4242 4242${" ".repeat(20)}`, "format"],
  ])("refuses %p as %p", (number, problem) => {
    expect(cardNumberProblem(number)).toBe(problem);
  });

  it("names the brand, the digits and the CVC's length", () => {
    expect(checkCardNumber("3782 822463 10005")).toEqual({
      ok: true,
      digits: "378282246310005",
      brand: "American Express",
      cvcSize: 4,
    });
  });
});

describe("cvcProblem", () => {
  it("takes 3 or 4 digits while the brand is unknown", () => {
    expect(cvcProblem("123")).toBeUndefined();
    expect(cvcProblem(" 1234 ")).toBeUndefined();
    expect(cvcProblem("")).toBe("required");
    expect(cvcProblem("12")).toBe("format");
    expect(cvcProblem("12a")).toBe("format");
  });

  it("takes exactly the brand's digits once the number names it", () => {
    expect(cvcProblem("123", "4242424242424242")).toBeUndefined();
    expect(cvcProblem("1234", "4242424242424242")).toBe("threeDigits");
    expect(cvcProblem("1234", "378282246310005")).toBeUndefined();
    expect(cvcProblem("123", "378282246310005")).toBe("fourDigits");
    expect(cvcProblem("1234", "4242")).toBeUndefined();
  });
});

describe("cardExpiryProblem: good through the expiry month's last day, anywhere", () => {
  const at = (instant: string) => new Date(instant);

  it("accepts the card until June ends in the last time zone (UTC−12)", () => {
    expect(cardExpiryProblem(6, 2026, at("2026-06-01T00:00Z"))).toBeUndefined();
    expect(cardExpiryProblem(6, 2026, at("2026-07-01T11:59Z"))).toBeUndefined();
    expect(cardExpiryProblem(6, 2026, at("2026-07-01T12:00Z"))).toBe("expired");
  });

  it("still accepts it late on June 30 in Vancouver, already July 1 in UTC", () => {
    // 23:30 on June 30 at UTC−7.
    expect(cardExpiryProblem(6, 2026, at("2026-07-01T06:30Z"))).toBeUndefined();
  });

  it("turns the year after December", () => {
    expect(
      cardExpiryProblem(12, 2026, at("2027-01-01T11:59Z")),
    ).toBeUndefined();
    expect(cardExpiryProblem(12, 2026, at("2027-01-01T12:00Z"))).toBe(
      "expired",
    );
  });

  it("refuses an earlier month and accepts a later one", () => {
    expect(cardExpiryProblem(5, 2026, at("2026-06-15T12:00Z"))).toBe("expired");
    expect(cardExpiryProblem(1, 2027, at("2026-06-15T12:00Z"))).toBeUndefined();
  });
});

describe("cardNameProblem", () => {
  it("wants a name of at most 100 characters", () => {
    expect(cardNameProblem(" Ana Silva ")).toBeUndefined();
    expect(cardNameProblem("  ")).toBe("required");
    expect(cardNameProblem("a".repeat(100))).toBeUndefined();
    expect(cardNameProblem("a".repeat(101))).toBe("tooLong");
  });
});
