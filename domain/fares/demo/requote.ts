import type { PriceBreakdown } from "../../offers/offer";
import { withTotal } from "./fare-options";
import { hashText } from "./hash";

/** How much a re-quoted offer's price rises at the pre-order check. */
export const REQUOTE_FACTOR = 1.03;

/**
 * Whether the demo source re-quotes this offer higher before an order: one in
 * eight offers, chosen by a stable hash of the id, so e2e tests can pick one.
 */
export function isRequotedOffer(offerId: string): boolean {
  return hashText(`requote:${offerId}`) % 8 === 0;
}

/** The same price, every amount raised by the re-quote, re-itemised. */
export function requotedPrice(price: PriceBreakdown): PriceBreakdown {
  const raise = (cents: number) => Math.round(cents * REQUOTE_FACTOR);
  return withTotal(
    raise(price.base_cents),
    price.taxes.map((item) => ({
      ...item,
      amount_cents: raise(item.amount_cents),
    })),
    price.travellers,
  );
}
