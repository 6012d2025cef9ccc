import type { SessionOfferAnswer } from "../../../domain/offers/search-session-contract";
import { isLanguage } from "../../../domain/languages";
import type { CardSummary } from "../../../domain/payments/payment-contract";
import {
  orderPeople,
  type CheckoutForm,
} from "../../lib/booking/checkout-form";
import {
  readPendingOrder,
  type PendingOrder,
} from "../../lib/booking/pending-order";
import { stripLanguagePrefix } from "../../lib/preferred-language";
import { newRandomUuid } from "../../lib/random-uuid";

/** Points toward the total, and what the card is left to pay. */
export interface PointsSpend {
  points: number;
  cardCents: number;
}

/** The provider's reference: a test card's token or a Stripe intent. */
export type PaidWith =
  { payment_method: string } | { payment_intent: string } | null;

/**
 * The same fare's pending order keeps its Idempotency-Key, so paying again
 * after a refusal or a trip back can't book twice; another fare gets a new one.
 */
export function orderKeyFor({
  sessionId,
  offer,
  fare_option: fare,
}: SessionOfferAnswer): string {
  const earlier = readPendingOrder();
  const sameFare =
    earlier?.request.search_session_id === sessionId &&
    earlier.request.offer_id === offer.id &&
    earlier.request.fare_option_id === fare.id;
  return sameFare ? earlier.idempotencyKey : newRandomUuid();
}

/** The order /processing will place, as the tab keeps it. */
export function pendingOrderOf(
  checkout: SessionOfferAnswer,
  order: {
    key: string;
    form: CheckoutForm;
    spend: PointsSpend;
    paidWith: PaidWith;
    card: CardSummary | null;
    language: string;
    languages: string[];
    searchPath: string;
  },
): PendingOrder {
  const { sessionId, offer, fare_option: fare } = checkout;
  const { spend, language } = order;
  return {
    idempotencyKey: order.key,
    request: {
      search_session_id: sessionId,
      offer_id: offer.id,
      fare_option_id: fare.id,
      ...orderPeople(order.form),
      ...order.paidWith,
      expected_total_cents: fare.price.total_cents,
      ...(spend.points > 0 && { points_to_spend: spend.points }),
      // The confirmation e-mail is written in the page's language.
      ...(isLanguage(language) && { language }),
    },
    card: order.card,
    // Without its /fr: every way back adds the page's language prefix.
    checkoutPath:
      stripLanguagePrefix(window.location.pathname, order.languages) +
      window.location.search,
    searchPath: order.searchPath,
  };
}
