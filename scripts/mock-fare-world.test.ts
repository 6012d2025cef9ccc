/** @jest-environment node */
import { demoOffers } from "../domain/fares/demo/demo-offers";
import { utcDay } from "../domain/fares/demo/pricing-day";
import { createDemoFareSource } from "../server/search/demo/demo-fare-source";
import { MOCK_FARE_WORLD } from "../src/services/search/mock-fare-world";
import { mockCarrierNames, mockWorldPlaces } from "./mock-fare-world";

const NOW = new Date("2026-11-23T15:00:00Z");
const EXPIRES_AT = "2026-11-23T15:30:00.000Z";

describe("src/services/search/mock-fare-world.ts", () => {
  it("holds the server's airport places and airline names now (if not: node --import tsx scripts/write-mock-fare-world.ts)", () => {
    expect([...MOCK_FARE_WORLD.places.values()]).toEqual(mockWorldPlaces());
    expect(Object.fromEntries(MOCK_FARE_WORLD.carrierNames)).toEqual(
      mockCarrierNames(),
    );
  });

  it.each([
    ["YYZ", "NRT", "2027-02-04"],
    ["YHZ", "SFO", undefined],
    ["YUL", "CDG", "2027-02-11"],
  ])(
    "gives the API's demo offers from %s to %s",
    async (departure, arrival, arrivalDate) => {
      const trip = {
        departure,
        arrival,
        departureDate: "2027-02-01",
        arrivalDate,
        adults: 2,
        children: 1,
      };
      const api = await createDemoFareSource(() => NOW).searchOffers(trip);
      expect(api.length).toBeGreaterThan(0);
      expect(
        demoOffers(MOCK_FARE_WORLD, trip, EXPIRES_AT, utcDay(NOW)),
      ).toEqual(api);
    },
  );
});
