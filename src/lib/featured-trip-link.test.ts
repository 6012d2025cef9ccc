import type { FeaturedCard } from "../../domain/content/content-schema";
import { featuredTripHref } from "./featured-trip-link";

const trip: FeaturedCard = {
  airline: "United Airlines",
  departure: "YVR",
  arrival: "SFO",
  departureWithCode: "Vancouver (YVR)",
  arrivalWithCode: "San Francisco (SFO)",
  destination: "San Francisco",
  fareClass: "Economy",
  priceCents: 37_200,
  currency: "CAD",
  pointsValue: 1_360,
  tripType: "Roundtrip",
  stops: 1,
  fr: {
    departureWithCode: "Vancouver (YVR)",
    arrivalWithCode: "San Francisco (SFO)",
    destination: "San Francisco",
  },
};

describe("a featured trip card's link", () => {
  it("carries the dates once today is known", () => {
    expect(featuredTripHref(trip, { today: new Date(2026, 0, 31) })).toBe(
      "/search?departure=YVR&arrival=SFO&departureDate=2026-02-21&arrivalDate=2026-02-28&adults=1&children=0&stops=1",
    );
  });

  it("carries the campaign and the verto search type", () => {
    const href = featuredTripHref(trip, {
      today: new Date(2026, 0, 31),
      campaign: "campaign2",
      searchType: "verto",
    });
    const params = new URLSearchParams(href.split("?")[1]);
    expect(params.get("campaign")).toBe("campaign2");
    expect(params.get("searchType")).toBe("verto");
  });

  it("leaves the dates out rather than showing stale ones", () => {
    expect(
      featuredTripHref(trip, { campaign: "campaign4", searchType: "verto" }),
    ).toBe(
      "/search?departure=YVR&arrival=SFO&adults=1&children=0&campaign=campaign4&searchType=verto&stops=1",
    );
  });
});
