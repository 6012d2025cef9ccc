import { navigate } from "gatsby";
import type { SessionOfferAnswer } from "../../../domain/offers/search-session-contract";
import { isLanguage } from "../../../domain/languages";
import { useContext, useRef, useState } from "react";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import type { CardFields } from "../../lib/booking/card-fields";
import { toCardRequest } from "../../lib/booking/card-fields";
import {
  orderPeople,
  type CheckoutForm,
} from "../../lib/booking/checkout-form";
import {
  readPendingOrder,
  savePendingOrder,
} from "../../lib/booking/pending-order";
import {
  localizedPath,
  stripLanguagePrefix,
} from "../../lib/preferred-language";
import { newRandomUuid } from "../../lib/random-uuid";
import { ApiRequestError } from "../../services/api-client";
import { createPaymentMethod } from "../../services/orders/create-payment-method";

/** Points toward the total, and what the card is left to pay. */
export interface PointsSpend {
  points: number;
  cardCents: number;
}

/**
 * The Pay button: the card becomes a token (POST /payment/card) unless
 * points pay it all, the order
 * to place is kept for the tab with a new Idempotency-Key, and /processing
 * places it. A press while busy does nothing; a pending order for the same
 * fare keeps its key, so coming back and paying again can't book twice.
 */
export function usePay(checkout: SessionOfferAnswer, searchPath: string) {
  const { language, languages, defaultLanguage } = useContext(I18nextContext);
  const busy = useRef(false);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // No answer at all (network, server down): not the card's fault.
  const [unreachable, setUnreachable] = useState(false);

  const pay = async (
    form: CheckoutForm,
    card: CardFields,
    spend: PointsSpend,
  ) => {
    if (busy.current) return false;
    busy.current = true;
    setPaying(true);
    setFailure(null);
    setUnreachable(false);
    try {
      const method =
        spend.cardCents > 0
          ? await createPaymentMethod(toCardRequest(card))
          : null;
      const { sessionId, offer, fare_option: fare } = checkout;
      const earlier = readPendingOrder();
      const sameFare =
        earlier?.request.search_session_id === sessionId &&
        earlier.request.offer_id === offer.id &&
        earlier.request.fare_option_id === fare.id;
      savePendingOrder({
        idempotencyKey: sameFare ? earlier.idempotencyKey : newRandomUuid(),
        request: {
          search_session_id: sessionId,
          offer_id: offer.id,
          fare_option_id: fare.id,
          ...orderPeople(form),
          ...(method && { payment_method: method.payment_method }),
          expected_total_cents: fare.price.total_cents,
          ...(spend.points > 0 && { points_to_spend: spend.points }),
          // The confirmation e-mail is written in the page's language.
          ...(isLanguage(language) && { language }),
        },
        card: method && { brand: method.brand, last4: method.last4 },
        // Without its /fr: every way back adds the page's language prefix.
        checkoutPath:
          stripLanguagePrefix(window.location.pathname, languages) +
          window.location.search,
        searchPath,
      });
      void navigate(localizedPath("/processing", language, defaultLanguage));
      return true;
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : 0;
      // No answer, a server failure, or a success cut off: nothing charged.
      if (!status || status >= 500 || status < 300) setUnreachable(true);
      else setFailure(error instanceof Error ? error.message : String(error));
      busy.current = false;
      setPaying(false);
      return false;
    }
  };

  return { pay, paying, failure, unreachable };
}
