import { sameTrip, tripFromQuery, tripKey } from "./trip-from-query";

const today = new Date("2030-03-01T12:00:00");

describe("tripFromQuery", () => {
  it("reads a round trip with its travellers", () => {
    expect(
      tripFromQuery(
        "departure=YYZ&arrival=YVR&departureDate=2030-03-14&arrivalDate=2030-03-21&adults=2&children=1&sessionId=abcdefgh",
        today,
      ),
    ).toEqual({
      departure: "YYZ",
      arrival: "YVR",
      departureDate: "2030-03-14",
      arrivalDate: "2030-03-21",
      adults: 2,
      children: 1,
    });
  });

  it("waits for airports and a date, and defaults to one adult", () => {
    expect(
      tripFromQuery("departure=YYZ&departureDate=2030-03-14", today),
    ).toBeUndefined();
    expect(
      tripFromQuery(
        "departure=YYZ&arrival=YYZ&departureDate=2030-03-14",
        today,
      ),
    ).toBeUndefined();
    expect(
      tripFromQuery(
        "departure=YYZ&arrival=YVR&departureDate=2030-03-14",
        today,
      ),
    ).toEqual({
      departure: "YYZ",
      arrival: "YVR",
      departureDate: "2030-03-14",
      adults: 1,
      children: 0,
    });
  });

  it("tells the same journey by its route, dates and travellers", () => {
    const trip = tripFromQuery(
      "departure=YYZ&arrival=YVR&departureDate=2030-03-14",
      today,
    )!;
    expect(sameTrip(trip, { ...trip, campaign: "x" })).toBe(true);
    expect(sameTrip(trip, { ...trip, departureDate: "2030-03-15" })).toBe(
      false,
    );
    expect(tripKey(trip)).not.toBe(tripKey({ ...trip, adults: 2 }));
    expect(tripKey(undefined)).toBe("");
  });
});
