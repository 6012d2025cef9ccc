import featuredTrips from "../../content/featured-trips.json";
import {
  applyCampaign,
  DEFAULT_POINTS_EARNED_PER_USD,
  isSupportedCurrency,
  pointsEarned,
  SUPPORTED_CURRENCIES,
} from "./earn-rules";

describe("pointsEarned", () => {
  it.each([
    [10_000, "USD", 500],
    [28_900, "CAD", 1_055], // US$210.97 → 211 dollars
    [0, "CAD", 0],
    [49, "USD", 0], // under half a dollar
    [50, "USD", 5], // half a dollar rounds up
    [100_000_000, "CAD", 3_650_000],
  ])(
    "earns %i cents %s → %i points at 5 a dollar",
    (cents, currency, points) => {
      expect(pointsEarned({ amount_cents: cents, currency }, 5)).toBe(points);
    },
  );

  it("reproduces the points of every featured trip at the default rate", () => {
    const trips = Object.values(featuredTrips.markets).flat();
    expect(trips.length).toBeGreaterThan(0);
    for (const trip of trips) {
      const purchase = { amount_cents: trip.priceCents, currency: "CAD" };
      expect({
        trip: trip.destination,
        points: pointsEarned(purchase, DEFAULT_POINTS_EARNED_PER_USD),
      }).toEqual({ trip: trip.destination, points: trip.pointsValue });
    }
  });

  it("follows the configured rate per dollar", () => {
    const fare = { amount_cents: 10_000, currency: "USD" };
    expect(pointsEarned(fare, 10)).toBe(1_000);
    expect(pointsEarned(fare, 2.5)).toBe(250);
    expect(pointsEarned({ amount_cents: 100, currency: "USD" }, 2.5)).toBe(3);
    expect(pointsEarned(fare, 0)).toBe(0);
  });

  it("applies the campaigns: campaign2 doubles, campaign4 fixes 200", () => {
    const fare = { amount_cents: 28_900, currency: "CAD" };
    expect(pointsEarned({ ...fare, campaign: "campaign2" }, 5)).toBe(2_110);
    expect(pointsEarned({ ...fare, campaign: "campaign4" }, 5)).toBe(200);
    expect(
      pointsEarned(
        { amount_cents: 0, currency: "CAD", campaign: "campaign4" },
        5,
      ),
    ).toBe(200);
  });

  it.each([
    "spring-sale",
    "",
    "Campaign2",
    "toString",
    "constructor",
    "__proto__",
  ])("earns the base points under the unknown campaign %j", (campaign) => {
    const fare = { amount_cents: 28_900, currency: "CAD", campaign };
    expect(pointsEarned(fare, 5)).toBe(1_055);
  });

  it("refuses a currency it has no rate for", () => {
    expect([...SUPPORTED_CURRENCIES].sort()).toEqual(["CAD", "USD"]);
    for (const currency of ["EUR", "cad", "toString", "__proto__"]) {
      expect(isSupportedCurrency(currency)).toBe(false);
      expect(() => pointsEarned({ amount_cents: 100, currency }, 5)).toThrow(
        `Currency ${currency} is not supported.`,
      );
    }
  });
});

describe("applyCampaign", () => {
  it.each([
    [undefined, 1_055],
    ["campaign2", 2_110],
    ["campaign4", 200],
    ["other", 1_055],
  ])("gives the points under campaign %s: %i", (campaign, points) => {
    expect(applyCampaign(1_055, campaign)).toBe(points);
  });
});
