import { navigate } from "gatsby";
import type { SessionOfferAnswer } from "../../../domain/offers/search-session-contract";
import { useContext } from "react";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import type { CardFields } from "../../lib/booking/card-fields";
import { toCardRequest } from "../../lib/booking/card-fields";
import type { CheckoutForm } from "../../lib/booking/checkout-form";
import { savePendingOrder } from "../../lib/booking/pending-order";
import { localizedPath } from "../../lib/preferred-language";
import { createPaymentMethod } from "../../services/orders/create-payment-method";
import {
  orderKeyFor,
  pendingOrderOf,
  type PointsSpend,
} from "./pending-order-of";
import { usePayAttempt } from "./use-pay-attempt";

export type { PointsSpend } from "./pending-order-of";

/**
 * The Pay button: the card becomes a token (POST /payment/card) unless
 * points pay it all, the order
 * to place is kept for the tab with a new Idempotency-Key, and /processing
 * places it. A press while busy does nothing; a pending order for the same
 * fare keeps its key, so coming back and paying again can't book twice.
 */
export function usePay(checkout: SessionOfferAnswer, searchPath: string) {
  const { language, languages, defaultLanguage } = useContext(I18nextContext);
  const { attempt, ...press } = usePayAttempt();

  const pay = (form: CheckoutForm, card: CardFields, spend: PointsSpend) =>
    attempt(async () => {
      const method =
        spend.cardCents > 0
          ? await createPaymentMethod(toCardRequest(card))
          : null;
      savePendingOrder(
        pendingOrderOf(checkout, {
          key: orderKeyFor(checkout),
          form,
          spend,
          paidWith: method && { payment_method: method.payment_method },
          card: method && { brand: method.brand, last4: method.last4 },
          language,
          languages,
          searchPath,
        }),
      );
      void navigate(localizedPath("/processing", language, defaultLanguage));
      return true;
    });

  return { pay, ...press };
}
