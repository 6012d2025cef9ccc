import type { Stripe, StripeElements } from "@stripe/stripe-js";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { useEffect, useRef, useState } from "react";
import { loadStripeFor } from "../../lib/payments/load-stripe";
import { documentAllowsStripe } from "../../lib/payments/stripe-document";
import { PaymentAlerts } from "./payment-alerts";
import * as styles from "./checkout.module.css";

/** Stripe.js and its Payment Element, once mounted: what Pay confirms with. */
export interface StripeForm {
  stripe: Stripe;
  elements: StripeElements;
}

interface StripePaymentFieldsProps {
  publishableKey: string;
  /** The card part, in cents: the Payment Element shows what it will pay. */
  cardCents: number;
  onReady: (form: StripeForm | null) => void;
  failure: string | null;
  unreachable: boolean;
}

/**
 * Stripe's Payment Element in place of our card fields: the card is typed
 * into Stripe's frames and goes to Stripe only. The intent is made when Pay
 * is pressed (elements in "payment" mode, manual capture, as the server's).
 */
export function StripePaymentFields({
  publishableKey,
  cardCents,
  onReady,
  failure,
  unreachable,
}: StripePaymentFieldsProps) {
  const { t, i18n } = useTranslation("checkout");
  const host = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState<StripeForm | null>(null);
  const [broken, setBroken] = useState(false);

  useEffect(() => {
    // Reached by a link: this page's policy has no Stripe until it loads.
    if (!documentAllowsStripe()) {
      window.location.replace(window.location.href);
      return;
    }
    let gone = false;
    loadStripeFor(publishableKey)
      .then((stripe) => {
        if (gone || !stripe || !host.current) return;
        const elements = stripe.elements({
          mode: "payment",
          amount: cardCents,
          currency: "cad",
          captureMethod: "manual",
          locale: i18n.language === "fr" ? "fr" : "en",
        });
        elements.create("payment").mount(host.current);
        setForm({ stripe, elements });
      })
      .catch(() => !gone && setBroken(true));
    return () => {
      gone = true;
    };
    // Mounted once per key; the amount follows below, the language reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publishableKey]);

  useEffect(() => {
    form?.elements.update({ amount: cardCents });
  }, [form, cardCents]);

  useEffect(() => onReady(form), [form, onReady]);

  return (
    <section
      id="payment"
      className={styles.section}
      aria-labelledby="payment-heading"
    >
      <h2 id="payment-heading">{t("payment.heading")}</h2>
      <PaymentAlerts failure={failure} unreachable={unreachable || broken} />
      <div ref={host} />
    </section>
  );
}
