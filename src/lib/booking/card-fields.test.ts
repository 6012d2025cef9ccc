import { expiryProblem, parseExpiry, toCardRequest } from "./card-fields";

const now = new Date(2026, 5, 15);

describe("card fields", () => {
  it("reads MM/YY and refuses a past month", () => {
    expect(parseExpiry("07 / 29")).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry("07/2029")).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry("13/29")).toBeUndefined();
    expect(expiryProblem("06/26", now)).toBeUndefined();
    expect(expiryProblem("05/26", now)).toBe("expired");
    expect(expiryProblem("0526", now)).toBe("format");
    expect(expiryProblem(" ", now)).toBe("required");
  });

  it("builds the tokenising request with digits only", () => {
    expect(
      toCardRequest({
        number: "4242 4242 4242 4242",
        expiry: "7/29",
        cvc: " 123 ",
        name: " Ana Silva ",
      }),
    ).toEqual({
      number: "4242424242424242",
      exp_month: 7,
      exp_year: 2029,
      cvc: "123",
      name: "Ana Silva",
    });
  });
});
