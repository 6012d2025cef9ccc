import { useTranslation } from "gatsby-plugin-react-i18next";
import { useEffect, useState, type FormEvent } from "react";
import { intlLocale } from "../../../domain/languages";
import type { SessionOfferAnswer } from "../../../domain/offers/search-session-contract";
import { formatPrice } from "../../../domain/money/format-price";
import { searchUrl } from "../../../domain/trips/search-url";
import { offerKey, takePaymentError } from "../../lib/booking/checkout-memory";
import { DemoNotice } from "../ui/booking/demo-notice";
import { FareRules } from "../ui/booking/fare-rules";
import { Itinerary } from "../ui/booking/itinerary";
import { PriceBreakdown } from "../ui/booking/price-breakdown";
import { pointsEarned } from "../../../domain/points/earn-rules";
import { PaidByPoints } from "./paid-by-points";
import { PaymentFields } from "./payment-fields";
import { PaymentSplit } from "./payment-split";
import { StripePaymentFields, type StripeForm } from "./stripe-payment-fields";
import { useStripePay } from "./use-stripe-pay";
import { PeopleFields } from "./passenger-fields";
import { PointsToEarn } from "./points-to-earn";
import { PointsToSpend } from "./points-to-spend";
import { useCheckoutForm } from "./use-checkout-form";
import { usePay } from "./use-pay";
import { usePointsToSpend } from "./use-points-to-spend";
import * as styles from "./checkout.module.css";

/** The review page once its fare is loaded: the trip, the price, the form. */
export function CheckoutView({ checkout }: { checkout: SessionOfferAnswer }) {
  const { t, i18n } = useTranslation("checkout");
  const { sessionId, trip, offer, fare_option: fare, source } = checkout;
  const spend = usePointsToSpend(fare.price.total_cents);
  const { points_cents, card_cents } = spend.split;
  const withCard = card_cents > 0;
  // Stripe's Payment Element takes the card when the API runs Stripe.
  const stripeKey =
    checkout.payment.provider === "stripe"
      ? checkout.payment.publishable_key
      : undefined;
  const [stripeForm, setStripeForm] = useState<StripeForm | null>(null);
  const fields = useCheckoutForm({
    withCard: withCard && !stripeKey,
    asked: source.passenger_fields,
    offer: offerKey(sessionId, offer.id, fare.id),
    adults: trip.adults,
    children: trip.children,
    travelDate: offer.slices[0]!.segments[0]!.from.at.slice(0, 10),
  });
  const byCard = usePay(checkout, searchUrl(trip));
  const byStripe = useStripePay(checkout, searchUrl(trip));
  const byStripeNow = stripeKey !== undefined && withCard;
  const { paying, failure, unreachable } = byStripeNow ? byStripe : byCard;
  // The issuer's message when /processing sent the traveller back.
  const [declined] = useState(takePaymentError);
  const [invalid, setInvalid] = useState(0);
  // Back from an order the airline refused over one field: start there.
  const { refused } = fields;
  useEffect(() => {
    if (refused) focusField(refused);
  }, [refused]);
  const money = (cents: number) =>
    formatPrice(cents, intlLocale(i18n.language));
  const total = money(fare.price.total_cents);
  // Points spent earn nothing: the booking earns on what the card pays.
  const earns =
    spend.rate && spend.points > 0
      ? pointsEarned(
          {
            amount_cents: card_cents,
            currency: "CAD",
            campaign: trip.campaign,
          },
          spend.rate.points_earned_per_usd,
        )
      : fare.points;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = fields.check();
    if (first) {
      setInvalid((count) => count + 1);
      focusField(first);
      return;
    }
    const chosen = { points: spend.points, cardCents: card_cents };
    if (byStripeNow) {
      if (stripeForm) void byStripe.pay(fields.form, chosen, stripeForm);
      return;
    }
    void byCard.pay(fields.form, fields.card, chosen).then((done) => {
      if (done) fields.setCard({ number: "", expiry: "", cvc: "", name: "" });
    });
  };

  return (
    <div className={styles.layout}>
      <div className={styles.summary}>
        {source.demo && <DemoNotice />}
        <Itinerary offer={offer} />
        <FareRules fare={fare} />
        <PriceBreakdown price={fare.price} />
        <PointsToEarn points={earns} />
      </div>
      <form className={styles.form} noValidate onSubmit={submit}>
        <PeopleFields
          form={fields.form}
          onChange={fields.setForm}
          errors={fields.errors}
          onLeave={fields.leave}
          asked={source.passenger_fields}
        />
        <PointsToSpend spend={spend} />
        {withCard && stripeKey ? (
          <StripePaymentFields
            publishableKey={stripeKey}
            cardCents={card_cents}
            onReady={setStripeForm}
            failure={failure ?? declined}
            unreachable={unreachable}
          />
        ) : withCard ? (
          <PaymentFields
            card={fields.card}
            onChange={fields.setCard}
            errors={fields.errors}
            onLeave={fields.leave}
            failure={failure ?? declined}
            unreachable={unreachable}
          />
        ) : (
          <PaidByPoints
            failure={failure ?? declined}
            unreachable={unreachable}
          />
        )}
        <div className={styles.payBlock}>
          <p className={styles.finalTotal}>
            <span>{t("total")}</span> <strong>{total}</strong>
          </p>
          {points_cents > 0 && (
            <PaymentSplit points={spend.points} split={spend.split} />
          )}
          {invalid > 0 && Object.keys(fields.errors).length > 0 && (
            <p role="alert" className={styles.alert} key={invalid}>
              {t("fixErrors", { count: Object.keys(fields.errors).length })}
            </p>
          )}
          <button
            type="submit"
            className={styles.primary}
            // Stripe's fields are still loading: nothing to pay with yet.
            disabled={paying || (byStripeNow && !stripeForm)}
          >
            {paying
              ? t(withCard ? "paying" : "payingWithPoints")
              : withCard
                ? t("pay", { total: money(card_cents) })
                : t("payWithPoints")}
          </button>
        </div>
      </form>
    </div>
  );
}

const focusField = (name: string) =>
  document.getElementById(`field-${name.replace(/\./g, "-")}`)?.focus();
