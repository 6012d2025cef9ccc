import { useTranslation } from "gatsby-plugin-react-i18next";
import { useState, type FormEvent } from "react";
import { intlLocale } from "../../../domain/languages";
import type { SessionOfferAnswer } from "../../../domain/offers/search-session-contract";
import { formatPrice } from "../../../domain/money/format-price";
import { searchUrl } from "../../../domain/trips/search-url";
import { offerKey, takePaymentError } from "../../lib/booking/checkout-memory";
import { DemoNotice } from "../ui/booking/demo-notice";
import { FareRules } from "../ui/booking/fare-rules";
import { Itinerary } from "../ui/booking/itinerary";
import { PriceBreakdown } from "../ui/booking/price-breakdown";
import { PaymentFields } from "./payment-fields";
import { PeopleFields } from "./passenger-fields";
import { PointsToEarn } from "./points-to-earn";
import { useCheckoutForm } from "./use-checkout-form";
import { usePay } from "./use-pay";
import * as styles from "./checkout.module.css";

/** The review page once its fare is loaded: the trip, the price, the form. */
export function CheckoutView({ checkout }: { checkout: SessionOfferAnswer }) {
  const { t, i18n } = useTranslation("checkout");
  const { sessionId, trip, offer, fare_option: fare, source } = checkout;
  const fields = useCheckoutForm({
    offer: offerKey(sessionId, offer.id, fare.id),
    adults: trip.adults,
    children: trip.children,
    travelDate: offer.slices[0]!.segments[0]!.from.at.slice(0, 10),
  });
  const { pay, paying, failure, unreachable } = usePay(
    checkout,
    searchUrl(trip),
  );
  // The issuer's message when /processing sent the traveller back.
  const [declined] = useState(takePaymentError);
  const [invalid, setInvalid] = useState(0);
  const total = formatPrice(fare.price.total_cents, intlLocale(i18n.language));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = fields.check();
    if (first) {
      setInvalid((count) => count + 1);
      document.getElementById(`field-${first.replace(/\./g, "-")}`)?.focus();
      return;
    }
    void pay(fields.form, fields.card).then((done) => {
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
        <PointsToEarn points={fare.points} />
      </div>
      <form className={styles.form} noValidate onSubmit={submit}>
        <PeopleFields
          form={fields.form}
          onChange={fields.setForm}
          errors={fields.errors}
          onLeave={fields.leave}
        />
        <PaymentFields
          card={fields.card}
          onChange={fields.setCard}
          errors={fields.errors}
          onLeave={fields.leave}
          failure={failure ?? declined}
          unreachable={unreachable}
        />
        <div className={styles.payBlock}>
          <p className={styles.finalTotal}>
            <span>{t("total")}</span> <strong>{total}</strong>
          </p>
          {invalid > 0 && Object.keys(fields.errors).length > 0 && (
            <p role="alert" className={styles.alert} key={invalid}>
              {t("fixErrors", { count: Object.keys(fields.errors).length })}
            </p>
          )}
          <button type="submit" className={styles.primary} disabled={paying}>
            {paying ? t("paying") : t("pay", { total })}
          </button>
        </div>
      </form>
    </div>
  );
}
