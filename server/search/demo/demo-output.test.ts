import { createHash } from "node:crypto";
import { createDemoFareSource } from "./demo-fare-source";
import { SAMPLE_ROUTES, TORONTO_VANCOUVER } from "./demo-test-trips";

const source = createDemoFareSource(() => new Date("2026-11-23T15:00:00Z"));

const digest = (answer: unknown) =>
  createHash("sha256").update(JSON.stringify(answer)).digest("hex");

// A refactoring must not change a single fare: trips already searched, and the
// e2e tests' chosen offers, would no longer be found. A deliberate change to
// the demo fares updates these digests in the same commit.
describe("the demo source's output", () => {
  it("stays the same for the same trips, byte for byte", async () => {
    const everyRoute = await Promise.all(
      SAMPLE_ROUTES.map(([departure, arrival]) =>
        source.searchOffers({ ...TORONTO_VANCOUVER, departure, arrival }),
      ),
    );
    expect(digest(everyRoute)).toBe(
      "1ddf17dc0123d20e6dd0e8aae23a355b2a6b2b08371a68f83f49f6b93dfbcc3c",
    );
    const oneWay = await source.searchOffers({
      ...TORONTO_VANCOUVER,
      arrivalDate: undefined,
    });
    expect(digest(oneWay)).toBe(
      "05c8da316c30a68f60511a3e1ff81c033c62987724ceb11b039754a0c882f075",
    );
  });

  it("stays the same for the dates strip, re-quotes and booking references", async () => {
    const strip = await source.lowestPrices(
      TORONTO_VANCOUVER,
      ["2026-12-08", "2026-12-09", "2026-12-11"].map((departureDate) => ({
        departureDate,
        arrivalDate: "2026-12-18",
        lowest_total_cents: null,
      })),
    );
    expect(strip.map((day) => day.lowest_total_cents)).toEqual([
      151_138, 149_217, 162_099,
    ]);
    const offers = await source.searchOffers(TORONTO_VANCOUVER);
    const prices = await Promise.all(
      offers.map((offer) =>
        source.repriceOffer(TORONTO_VANCOUVER, offer, offer.fare_options[2]!),
      ),
    );
    expect(digest(prices)).toBe(
      "328471b4a5c0f23347062161e89ab4cfd69e6ac28d5a6d24f630d76ad23ea78f",
    );
    const placed = await source.placeOrder({
      trip: TORONTO_VANCOUVER,
      offer: offers[0]!,
      fareOption: offers[0]!.fare_options[0]!,
      passengers: [],
      idempotencyKey: "order-key-1",
    });
    expect(placed).toEqual({ ok: true, bookingReference: "H5P23N" });
  });
});
