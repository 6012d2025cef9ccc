import type { Offer } from "../../../domain/offers/offer";
import { createHash } from "node:crypto";
import { createDemoFareSource } from "./demo-fare-source";
import { SAMPLE_ROUTES, TORONTO_VANCOUVER } from "./demo-test-trips";

const source = createDemoFareSource(() => new Date("2026-11-23T15:00:00Z"));

const digest = (answer: unknown) =>
  createHash("sha256").update(JSON.stringify(answer)).digest("hex");

// A refactoring must not change a single fare: trips already searched, and the
// e2e tests' chosen offers, would no longer be found. A deliberate change to
// the demo fares updates these digests in the same commit (the last: prices
// that move with the pricing day, priced here on 2026-11-23).
describe("the demo source's output", () => {
  it("stays the same for the same trips, byte for byte", async () => {
    const everyRoute = await Promise.all(
      SAMPLE_ROUTES.map(([departure, arrival]) =>
        source.searchOffers({ ...TORONTO_VANCOUVER, departure, arrival }),
      ),
    );
    expect(digest(everyRoute)).toBe(
      "6d9c2e5be786b2a92f9349cf909ed4b3ee3ddc7e757853df8e459e7173a2c331",
    );
    const oneWay = await source.searchOffers({
      ...TORONTO_VANCOUVER,
      arrivalDate: undefined,
    });
    expect(digest(oneWay)).toBe(
      "4526bf8f15ea5f686749f39134ea400793271ec072df66f285471e42b2648a74",
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
      159_381, 155_765, 161_641,
    ]);
    const offers = await source.searchOffers(TORONTO_VANCOUVER);
    const prices = await Promise.all(
      offers.map((offer) =>
        source.repriceOffer(TORONTO_VANCOUVER, offer, offer.fare_options[2]!),
      ),
    );
    expect(digest(prices)).toBe(
      "6dc428a7a2439524eb2986fa6b1197bf9520add7f1267672c2ad753c4ab7b3a8",
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

  it("prices as of DEMO_FARES_TODAY when given, whatever the clock says", async () => {
    const onTheDay = createDemoFareSource(
      () => new Date("2026-11-30T08:00:00Z"),
      "2026-11-23",
    );
    // Only the expiry follows the clock.
    const prices = (offers: Offer[]) =>
      offers.map(({ id, fare_options }) => ({ id, fare_options }));
    expect(prices(await onTheDay.searchOffers(TORONTO_VANCOUVER))).toEqual(
      prices(await source.searchOffers(TORONTO_VANCOUVER)),
    );
    const nextDay = createDemoFareSource(
      () => new Date("2026-11-23T15:00:00Z"),
      "2026-11-24",
    );
    const [today] = await source.searchOffers(TORONTO_VANCOUVER);
    const [tomorrow] = await nextDay.searchOffers(TORONTO_VANCOUVER);
    expect(tomorrow!.id).toBe(today!.id);
    expect(tomorrow!.fare_options[0]!.price.total_cents).not.toBe(
      today!.fare_options[0]!.price.total_cents,
    );
  });
});
