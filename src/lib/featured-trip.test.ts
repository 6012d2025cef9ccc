import {
  campaignPoints,
  featuredTripUrl,
  formatPrice,
  tripDates,
  type FeaturedTripContent,
} from "./featured-trip";

const trip: FeaturedTripContent = {
  airline: "Air Canada",
  departure: "YYZ",
  arrival: "YUL",
  departureWithCode: "Toronto (YYZ)",
  arrivalWithCode: "Montreal (YUL)",
  destination: "Montreal",
  fareClass: "Economy",
  priceCents: 28_900,
  currency: "CAD",
  pointsValue: 1_055,
  tripType: "Roundtrip",
  stops: 0,
};
const today = new Date(2026, 10, 22);

describe("featured trips", () => {
  it("leave in 21 days and return in 28", () => {
    expect(tripDates(today)).toEqual({
      departureDate: "2026-12-13",
      returnDate: "2026-12-20",
    });
  });

  it.each([
    [undefined, 1_055],
    ["campaign2", 2_110],
    ["campaign4", 200],
    ["other", 1_055],
  ])("earn points under campaign %s: %i", (campaign, points) => {
    expect(campaignPoints(1_055, campaign)).toBe(points);
  });

  it("show prices in en-CA CAD with 2 decimals", () => {
    expect(formatPrice(28_900)).toBe("$289.00");
    expect(formatPrice(123_456)).toBe("$1,234.56");
  });

  it("lead to /search with the spec's parameters", () => {
    expect(
      featuredTripUrl(trip, today, {
        campaign: "campaign2",
        searchType: "verto",
      }),
    ).toBe(
      "/search?departure=YYZ&arrival=YUL&departureDate=2026-12-13&arrivalDate=2026-12-20&adults=1&children=0&campaign=campaign2&searchType=verto&stops=0",
    );
  });
});
