import type { FeaturedCard } from "../../domain/content/content-schema";
import { featuredTripUrl, tripDates } from "./featured-trip";

const trip: FeaturedCard = {
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
  fr: {
    departureWithCode: "Toronto (YYZ)",
    arrivalWithCode: "Montréal (YUL)",
    destination: "Montréal",
  },
};
const today = new Date(2026, 10, 22);

describe("featured trips", () => {
  it("leave in 21 days and return in 28", () => {
    expect(tripDates(today)).toEqual({
      departureDate: "2026-12-13",
      returnDate: "2026-12-20",
    });
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
