import {
  DEMO_BIRTH_DATE_REFUSED,
  DEMO_BOOKING_REFUSED,
} from "../../../domain/fares/demo/booking-refusal";
import type { Offer } from "../../../domain/offers/offer";
import { createDemoFareSource } from "./demo-fare-source";
import { TORONTO_VANCOUVER } from "./demo-test-trips";

const NOW = new Date("2026-11-23T15:00:00Z");
const source = createDemoFareSource(() => NOW);
const oneWay = { ...TORONTO_VANCOUVER, arrivalDate: undefined };

const total = (offer: Offer) => offer.fare_options[0]!.price.total_cents;

describe("the demo fare source", () => {
  it("answers the same offers for the same route and dates", async () => {
    const again = createDemoFareSource(() => new Date(NOW.getTime() + 60_000));
    const first = await source.searchOffers(TORONTO_VANCOUVER);
    const second = await again.searchOffers(TORONTO_VANCOUVER);
    const withoutExpiry = (offers: Offer[]) =>
      offers.map((offer) => ({ ...offer, expires_at: "" }));
    expect(withoutExpiry(second)).toEqual(withoutExpiry(first));
    const otherDay = await source.searchOffers({
      ...TORONTO_VANCOUVER,
      departureDate: "2026-12-11",
    });
    expect(otherDay.map(({ id }) => id)).not.toEqual(first.map(({ id }) => id));
  });

  it("answers at least 20 offers for Toronto–Vancouver, one way and return", async () => {
    const oneWayOffers = await source.searchOffers(oneWay);
    expect(oneWayOffers.length).toBeGreaterThanOrEqual(20);
    expect(oneWayOffers.every(({ slices }) => slices.length === 1)).toBe(true);
    const returns = await source.searchOffers(TORONTO_VANCOUVER);
    expect(returns.length).toBeGreaterThanOrEqual(20);
    expect(returns.every(({ slices }) => slices.length === 2)).toBe(true);
    expect(new Set(returns.map(({ id }) => id)).size).toBe(returns.length);
  });

  it("offers several returns of the same airline for each outbound flight", async () => {
    const offers = await source.searchOffers(TORONTO_VANCOUVER);
    const byOutbound = new Map<string, Offer[]>();
    for (const offer of offers) {
      const key = offer.slices[0]!.id;
      byOutbound.set(key, [...(byOutbound.get(key) ?? []), offer]);
    }
    expect(byOutbound.size).toBeGreaterThanOrEqual(20);
    for (const group of byOutbound.values()) {
      expect(group.length).toBeGreaterThanOrEqual(2);
      expect(new Set(group.map(({ owner }) => owner.code)).size).toBe(1);
      // The same flights, the same slice, whichever offer holds it.
      for (const offer of group)
        expect(offer.slices[0]).toEqual(group[0]!.slices[0]);
      const [outbound] = group[0]!.slices;
      expect(outbound!.segments[0]!.from.at.slice(0, 10)).toBe("2026-12-10");
      for (const offer of group) {
        expect(offer.slices[1]!.segments[0]!.from.iata).toBe("YVR");
        expect(offer.slices[1]!.segments[0]!.from.at.slice(0, 10)).toBe(
          "2026-12-17",
        );
      }
    }
  });

  it("prices basic, standard and flexible fares whose totals are base plus each tax", async () => {
    const offers = await source.searchOffers(TORONTO_VANCOUVER);
    for (const offer of offers) {
      expect(offer.fare_options.map(({ name }) => name)).toEqual([
        "basic",
        "standard",
        "flexible",
      ]);
      for (const option of offer.fare_options) {
        const { price } = option;
        const taxes = price.taxes.reduce(
          (sum, item) => sum + item.amount_cents,
          0,
        );
        expect(price.total_cents).toBe(price.base_cents + taxes);
        expect(price.travellers).toBe(3);
        expect(price.currency).toBe("CAD");
        expect(option.seats_left).toBeGreaterThanOrEqual(1);
        expect(option.seats_left).toBeLessThanOrEqual(9);
        expect(option.points).toBe(0);
      }
      const [basic, standard, flexible] = offer.fare_options;
      expect(basic!.price.total_cents).toBeLessThan(
        standard!.price.total_cents,
      );
      expect(standard!.price.total_cents).toBeLessThan(
        flexible!.price.total_cents,
      );
      expect(basic!.refund).toBe("none");
      expect(flexible).toMatchObject({
        refund: "full",
        seat_choice: "included",
      });
      expect(offer.expires_at).toBe("2026-11-23T15:30:00.000Z");
    }
    // Canadian domestic: security charge, airport fees, HST from Ontario, GST from BC.
    const codes = offers[0]!.fare_options[0]!.price.taxes.map(
      ({ code }) => code,
    );
    expect(codes).toEqual(["ATSC", "AIF", "HST", "GST"]);
  });

  it("sorts the offers cheapest first and charges children a little less", async () => {
    const offers = await source.searchOffers(TORONTO_VANCOUVER);
    const totals = offers.map(total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const adults = await source.searchOffers({
      ...oneWay,
      adults: 2,
      children: 0,
    });
    const family = await source.searchOffers({
      ...oneWay,
      adults: 1,
      children: 1,
    });
    const find = (list: Offer[], id: string) => list.find((o) => o.id === id)!;
    const id = adults[0]!.id;
    expect(find(family, id).fare_options[0]!.price.base_cents).toBeLessThan(
      find(adults, id).fare_options[0]!.price.base_cents,
    );
  });

  it("knows no offers for an airport it can't find", async () => {
    expect(await source.searchOffers({ ...oneWay, arrival: "QQQ" })).toEqual(
      [],
    );
  });
});

describe("lowestPrices", () => {
  it("equals the lowest total of a full search on each date", async () => {
    const dates = [
      { departureDate: "2026-12-09", arrivalDate: "2026-12-16" },
      { departureDate: "2026-12-10", arrivalDate: "2026-12-17" },
      { departureDate: "2026-12-13", arrivalDate: "2026-12-20" },
    ];
    const strip = await source.lowestPrices(
      TORONTO_VANCOUVER,
      dates.map((date) => ({ ...date, lowest_total_cents: null })),
    );
    for (const [index, date] of dates.entries()) {
      const offers = await source.searchOffers({
        ...TORONTO_VANCOUVER,
        ...date,
      });
      expect(strip[index]).toEqual({
        ...date,
        lowest_total_cents: total(offers[0]!),
      });
    }
    const [oneWayDay] = await source.lowestPrices(oneWay, [
      { departureDate: "2026-12-12", lowest_total_cents: null },
    ]);
    const oneWayOffers = await source.searchOffers({
      ...oneWay,
      departureDate: "2026-12-12",
    });
    expect(oneWayDay!.lowest_total_cents).toBe(total(oneWayOffers[0]!));
  });
});

describe("placeOrder", () => {
  it("answers a 6-character booking reference, the same for the same key", async () => {
    const [offer] = await source.searchOffers(oneWay);
    const request = {
      trip: oneWay,
      offer: offer!,
      fareOption: offer!.fare_options[0]!,
      passengers: [{ given_names: "Ada", surname: "Tremblay" }],
      idempotencyKey: "order-key-1",
    };
    const placed = await source.placeOrder(request);
    if (!placed.ok) throw new Error(placed.message);
    expect(placed.bookingReference).toMatch(/^[A-Z2-9]{6}$/);
    expect(await source.placeOrder(request)).toEqual(placed);
    const other = await source.placeOrder({
      ...request,
      idempotencyKey: "order-key-2",
    });
    expect(other).toEqual({
      ok: true,
      bookingReference: expect.not.stringMatching(placed.bookingReference),
    });
  });

  it("refuses the booking when the lead traveller is named Bookfail", async () => {
    const [offer] = await source.searchOffers(oneWay);
    const refused = await source.placeOrder({
      trip: oneWay,
      offer: offer!,
      fareOption: offer!.fare_options[0]!,
      passengers: [
        { given_names: "Ada", surname: "Bookfail" },
        { given_names: "Max", surname: "Tremblay" },
      ],
      idempotencyKey: "order-key-3",
    });
    expect(refused).toEqual({ ok: false, message: DEMO_BOOKING_REFUSED });
  });

  it("refuses the lead traveller's date of birth when they are named Birthfail", async () => {
    const [offer] = await source.searchOffers(oneWay);
    const refused = await source.placeOrder({
      trip: oneWay,
      offer: offer!,
      fareOption: offer!.fare_options[0]!,
      passengers: [{ given_names: "Ada", surname: " birthfail " }],
      idempotencyKey: "order-key-4",
    });
    expect(refused).toEqual({
      ok: false,
      message: DEMO_BIRTH_DATE_REFUSED,
      field: "passengers.0.date_of_birth",
    });
  });
});

describe("cancelOrder", () => {
  it("cancels a demo booking", async () => {
    expect(
      await source.cancelOrder({
        bookingReference: "H5P23N",
        idempotencyKey: "order-key-1:cancel",
      }),
    ).toEqual({ cancelled: true });
  });
});
