import { refusesBooking } from "./booking-refusal";

describe("the demo source's refused booking", () => {
  it("is the lead traveller named Bookfail, in any case", () => {
    expect(refusesBooking([{ surname: "Bookfail" }])).toBe(true);
    expect(refusesBooking([{ surname: " BOOKFAIL " }])).toBe(true);
  });

  it("is not another name, nor Bookfail as a second traveller", () => {
    expect(refusesBooking([{ surname: "Tremblay" }])).toBe(false);
    expect(
      refusesBooking([{ surname: "Tremblay" }, { surname: "Bookfail" }]),
    ).toBe(false);
    expect(refusesBooking([])).toBe(false);
  });
});
