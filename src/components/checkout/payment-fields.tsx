import { useTranslation } from "gatsby-plugin-react-i18next";
import { REFUSED_BOOKING_SURNAME } from "../../../domain/fares/demo/booking-refusal";
import type { CardFields } from "../../lib/booking/card-fields";
import { PaymentAlerts } from "./payment-alerts";
import { TextField } from "./text-field";
import * as styles from "./checkout.module.css";

interface PaymentFieldsProps {
  card: CardFields;
  onChange: (card: CardFields) => void;
  errors: Record<string, string>;
  onLeave: (name: string) => void;
  /** Why the last payment failed (the issuer's message). */
  failure: string | null;
  /** The last press got no answer from the API (nothing was charged). */
  unreachable?: boolean;
}

const TEST_CARDS = [
  ["4242 4242 4242 4242", "Visa"],
  ["5555 5555 5555 4444", "Mastercard"],
  ["3782 822463 10005", "American Express"],
] as const;

/** The card, sent only to POST /payment/card; clearly a test payment. */
export function PaymentFields({
  card,
  onChange,
  errors,
  onLeave,
  failure,
  unreachable = false,
}: PaymentFieldsProps) {
  const { t } = useTranslation("checkout");
  const field = (name: keyof CardFields) => ({
    name: `card.${name}`,
    label: t(`payment.${name}`),
    value: card[name],
    error: errors[`card.${name}`] && t(errors[`card.${name}`]!),
    onChange: (value: string) => onChange({ ...card, [name]: value }),
    onBlur: () => onLeave(`card.${name}`),
  });
  return (
    <section
      id="payment"
      className={styles.section}
      aria-labelledby="payment-heading"
    >
      <h2 id="payment-heading">{t("payment.heading")}</h2>
      <div className={styles.testPayment}>
        <p>
          <strong>{t("payment.test")}</strong>
        </p>
        <p>{t("payment.testCards")}</p>
        <ul>
          {TEST_CARDS.map(([number, brand]) => (
            <li key={number}>
              <code>{number}</code> {brand}
            </li>
          ))}
          <li>
            <code>4000 0000 0000 0002</code> {t("payment.declineCard")}
          </li>
          <li>
            <code>4000 0000 0000 0341</code> {t("payment.captureFailCard")}
          </li>
        </ul>
        <p>
          {t("payment.refusedBooking")} <code>{REFUSED_BOOKING_SURNAME}</code>
        </p>
      </div>
      <PaymentAlerts failure={failure} unreachable={unreachable} />
      <TextField
        {...field("number")}
        inputMode="numeric"
        autoComplete="cc-number"
      />
      <div className={styles.pair}>
        <TextField
          {...field("expiry")}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t("payment.expiryPlaceholder")}
        />
        <TextField
          {...field("cvc")}
          inputMode="numeric"
          autoComplete="cc-csc"
        />
      </div>
      <TextField {...field("name")} autoComplete="cc-name" />
    </section>
  );
}
