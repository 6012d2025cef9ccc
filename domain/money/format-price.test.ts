import { formatPrice } from "./format-price";

describe("formatPrice", () => {
  it("shows prices in en-CA CAD with 2 decimals", () => {
    expect(formatPrice(28_900)).toBe("$289.00");
    expect(formatPrice(123_456)).toBe("$1,234.56");
  });
});
