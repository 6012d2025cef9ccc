import type { PriceBreakdown } from "../../../domain/offers/offer";
import {
  isRequotedOffer,
  REQUOTE_FACTOR,
} from "../../../domain/fares/demo/requote";
import { createDemoFareSource } from "./demo-fare-source";
import { TORONTO_VANCOUVER } from "./demo-test-trips";

const source = createDemoFareSource(() => new Date("2026-11-23T15:00:00Z"));
const sumOf = (price: PriceBreakdown) =>
  price.taxes.reduce((sum, item) => sum + item.amount_cents, price.base_cents);

describe("repriceOffer", () => {
  it("answers re-quoted offers 3 % higher, re-itemised, and the others unchanged", async () => {
    const offers = await source.searchOffers(TORONTO_VANCOUVER);
    const requoted = offers.filter(({ id }) => isRequotedOffer(id));
    const kept = offers.filter(({ id }) => !isRequotedOffer(id));
    expect(requoted.length).toBeGreaterThan(0);
    for (const offer of requoted) {
      for (const option of offer.fare_options) {
        const price = await source.repriceOffer(
          TORONTO_VANCOUVER,
          offer,
          option,
        );
        expect(price!.total_cents).toBe(sumOf(price!));
        expect(price!.base_cents).toBe(
          Math.round(option.price.base_cents * REQUOTE_FACTOR),
        );
        expect(price!.taxes.map(({ code }) => code)).toEqual(
          option.price.taxes.map(({ code }) => code),
        );
        const rise = price!.total_cents / option.price.total_cents;
        expect(rise).toBeGreaterThan(1.0299);
        expect(rise).toBeLessThan(1.0301);
      }
    }
    for (const offer of kept.slice(0, 10)) {
      const option = offer.fare_options[1]!;
      expect(
        await source.repriceOffer(TORONTO_VANCOUVER, offer, option),
      ).toEqual(option.price);
    }
  });

  it("answers undefined for an offer or fare it never quoted", async () => {
    const [offer] = await source.searchOffers(TORONTO_VANCOUVER);
    const option = offer!.fare_options[0]!;
    const forged = { ...offer!, id: "off_forged" };
    expect(
      await source.repriceOffer(TORONTO_VANCOUVER, forged, option),
    ).toBeUndefined();
    const otherOption = { ...option, id: `${offer!.id}_business` };
    expect(
      await source.repriceOffer(TORONTO_VANCOUVER, offer!, otherOption),
    ).toBeUndefined();
    const otherTrip = { ...TORONTO_VANCOUVER, departureDate: "2026-12-11" };
    expect(
      await source.repriceOffer(otherTrip, offer!, option),
    ).toBeUndefined();
  });
});
