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
