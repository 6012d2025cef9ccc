import {
  hasTripError,
  NO_TRIP_ERRORS,
  tripErrors,
  tripSearchOf,
  type TripForm,
} from "./trip-form";

const today = new Date(2026, 10, 22);
const valid: TripForm = {
  tripType: "round",
  departureText: "Toronto (YYZ)",
  arrivalText: "Montreal (YUL)",
  departureDate: "2026-12-13",
  arrivalDate: "2026-12-20",
  travellers: { adult: 2, children: 1 },
};
const errorsOf = (change: Partial<TripForm>) =>
  tripErrors({ ...valid, ...change }, today);

describe("tripErrors (SPEC §5)", () => {
  it("accepts a complete round trip", () => {
    expect(errorsOf({})).toEqual(NO_TRIP_ERRORS);
    expect(hasTripError(errorsOf({}))).toBe(false);
  });

  it.each([
    ["empty", ""],
    ["not in City (CODE) form", "Toronto"],
    ["a lower-case code", "Toronto (yyz)"],
    ["the arrival's text", "Montreal (YUL)"],
  ])("flags a departure airport that is %s", (_, departureText) => {
    expect(errorsOf({ departureText })).toEqual({
      ...NO_TRIP_ERRORS,
      hasDepartureAirportError: true,
      // Equal texts put both fields in error.
      hasArrivalAirportError: departureText === valid.arrivalText,
    });
  });

  it("flags an arrival airport by the same rule", () => {
    expect(errorsOf({ arrivalText: "  " }).hasArrivalAirportError).toBe(true);
  });

  it.each([
    ["missing", ""],
    ["before today", "2026-11-21"],
    ["not a date", "2026-13-01"],
  ])("flags a departure date that is %s", (_, departureDate) => {
    expect(errorsOf({ departureDate }).hasDepartureDateError).toBe(true);
  });

  it("flags a missing arrival date, or one before the departure, on a round trip", () => {
    expect(errorsOf({ arrivalDate: "" }).hasArrivalDateError).toBe(true);
    expect(errorsOf({ arrivalDate: "2026-12-12" }).hasArrivalDateError).toBe(
      true,
    );
    expect(errorsOf({ arrivalDate: "2026-12-13" }).hasArrivalDateError).toBe(
      false,
    );
  });

  it("does not ask for an arrival date on a one-way trip", () => {
    expect(errorsOf({ tripType: "one-way", arrivalDate: "" })).toEqual(
      NO_TRIP_ERRORS,
    );
  });
});

describe("tripSearchOf", () => {
  it("builds the search from a valid form, with its extras", () => {
    expect(
      tripSearchOf(valid, today, {
        campaign: "campaign2",
        searchType: "verto",
      }),
    ).toEqual({
      departure: "YYZ",
      arrival: "YUL",
      departureDate: "2026-12-13",
      arrivalDate: "2026-12-20",
      adults: 2,
      children: 1,
      campaign: "campaign2",
      searchType: "verto",
    });
  });

  it("leaves the arrival date out of a one-way trip", () => {
    const search = tripSearchOf({ ...valid, tripType: "one-way" }, today);
    expect(search?.arrivalDate).toBeUndefined();
    expect(search?.departureDate).toBe("2026-12-13");
  });

  it("searches by a code typed alone", () => {
    expect(tripSearchOf({ ...valid, arrivalText: "YVR" }, today)?.arrival).toBe(
      "YVR",
    );
  });

  it("refuses while any field is in error", () => {
    expect(
      tripSearchOf({ ...valid, arrivalText: "Montreal" }, today),
    ).toBeUndefined();
  });
});
