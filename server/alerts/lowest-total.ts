import type { Offer } from "../../domain/offers/offer";

/** The lowest all-in price of any fare of any offer, in cents; undefined when nothing flies. */
export function lowestTotal(offers: Offer[]): number | undefined {
  let lowest: number | undefined;
  for (const offer of offers) {
    for (const option of offer.fare_options) {
      const total = option.price.total_cents;
      if (lowest === undefined || total < lowest) lowest = total;
    }
  }
  return lowest;
}
