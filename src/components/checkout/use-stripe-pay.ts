import { navigate } from "gatsby";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import { useContext } from "react";
import type { SessionOfferAnswer } from "../../../domain/offers/search-session-contract";
import type { CheckoutForm } from "../../lib/booking/checkout-form";
import {
  clearPendingOrder,
  savePendingOrder,
} from "../../lib/booking/pending-order";
import { declineOfStripeError } from "../../lib/payments/stripe-error-decline";
import { localizedPath } from "../../lib/preferred-language";
import { startPaymentIntent } from "../../services/orders/start-payment-intent";
import {
  orderKeyFor,
  pendingOrderOf,
  type PointsSpend,
} from "./pending-order-of";
import type { StripeForm } from "./stripe-payment-fields";
import { usePayAttempt } from "./use-pay-attempt";

/**
 * Pay with Stripe: Stripe's fields checked, an intent made for the card part
 * under the order's key (the same intent again on a new attempt), the order
 * kept for the tab with it, then the card confirmed by Stripe.js. 3-D Secure
 * may leave for the bank and come back to /processing, which places the
 * kept order; a refusal is said here, the form and the order key kept.
 */
export function useStripePay(checkout: SessionOfferAnswer, searchPath: string) {
  const { language, languages, defaultLanguage } = useContext(I18nextContext);
  const { attempt, ...press } = usePayAttempt();

  const pay = (
    form: CheckoutForm,
    spend: PointsSpend,
    { stripe, elements }: StripeForm,
  ) =>
    attempt(async (refuse) => {
      // Stripe's fields show their own messages.
      if ((await elements.submit()).error) return false;
      const { sessionId, offer, fare_option: fare } = checkout;
      const key = orderKeyFor(checkout);
      const intent = await startPaymentIntent(
        {
          search_session_id: sessionId,
          offer_id: offer.id,
          fare_option_id: fare.id,
          expected_total_cents: fare.price.total_cents,
          ...(spend.points > 0 && { points_to_spend: spend.points }),
        },
        key,
      );
      savePendingOrder(
        pendingOrderOf(checkout, {
          key,
          form,
          spend,
          paidWith: { payment_intent: intent.payment_intent },
          card: null,
          language,
          languages,
          searchPath,
        }),
      );
      const processing = localizedPath(
        "/processing",
        language,
        defaultLanguage,
      );
      const back = new URL(processing, window.location.origin);
      back.searchParams.set("order", key);
      const { error } = await stripe.confirmPayment({
        elements,
        clientSecret: intent.client_secret,
        confirmParams: { return_url: back.href },
        redirect: "if_required",
      });
      if (error) {
        // An intent that can no longer be confirmed (canceled, or left
        // mid-check): the next press starts afresh under a new key.
        if (error.code === "payment_intent_unexpected_state") {
          clearPendingOrder();
        }
        const decline = declineOfStripeError(error);
        return decline ? refuse(`decline:${decline}`) : false;
      }
      void navigate(processing);
      return true;
    });

  return { pay, ...press };
}
