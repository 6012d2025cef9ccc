import { useTranslation } from "gatsby-plugin-react-i18next";
import type { CheckoutForm } from "../../lib/booking/checkout-form";
import {
  PASSENGER_GENDERS,
  PASSENGER_TITLES,
  type PassengerField,
} from "../../../domain/orders/passenger-age";
import { BirthDateField } from "./birth-date-field";
import { SelectField } from "./select-field";
import { TextField } from "./text-field";
import * as styles from "./checkout.module.css";

interface PeopleFieldsProps {
  form: CheckoutForm;
  onChange: (form: CheckoutForm) => void;
  errors: Record<string, string>;
  onLeave: (name: string) => void;
  /** What the fare source also needs of each passenger. */
  asked?: readonly PassengerField[];
}

type NameField = "given_names" | "surname" | "date_of_birth" | PassengerField;

const CHOICES: Readonly<Record<PassengerField, readonly string[]>> = {
  gender: PASSENGER_GENDERS,
  title: PASSENGER_TITLES,
};

/** One block per traveller (names as on the passport), then the contact. */
export function PeopleFields({
  form,
  onChange,
  errors,
  onLeave,
  asked = [],
}: PeopleFieldsProps) {
  const { t } = useTranslation("checkout");
  const message = (name: string) => errors[name] && t(errors[name]);
  const setPassenger = (index: number, field: NameField, value: string) =>
    onChange({
      ...form,
      passengers: form.passengers.map((passenger, i) =>
        i === index ? { ...passenger, [field]: value } : passenger,
      ),
    });
  const counts = { adult: 0, child: 0 };

  return (
    <>
      <section className={styles.section} aria-labelledby="people-heading">
        <h2 id="people-heading">{t("passengers.heading")}</h2>
        <p className={styles.hint}>{t("passengers.hint")}</p>
        {form.passengers.map((passenger, index) => {
          counts[passenger.type] += 1;
          const field = (name: NameField) => `passengers.${index}.${name}`;
          const common = (name: NameField) => ({
            name: field(name),
            label: t(`passengers.${name}`),
            value: passenger[name] ?? "",
            error: message(field(name)),
            onChange: (value: string) => setPassenger(index, name, value),
            onBlur: () => onLeave(field(name)),
          });
          return (
            <fieldset key={index} className={styles.person}>
              <legend>
                {t(`passengers.${passenger.type}`, {
                  n: counts[passenger.type],
                })}
              </legend>
              <TextField {...common("given_names")} autoComplete="given-name" />
              <TextField {...common("surname")} autoComplete="family-name" />
              <BirthDateField
                {...common("date_of_birth")}
                hint={t(`passengers.dobHint.${passenger.type}`)}
                ownBirthday={index === 0}
              />
              {asked.map((name) => (
                <SelectField
                  key={name}
                  {...common(name)}
                  hint={
                    name === "gender" ? t("passengers.genderHint") : undefined
                  }
                  placeholder={t("passengers.choose")}
                  options={CHOICES[name].map((value) => ({
                    value,
                    label: t(`passengers.${name}s.${value}`),
                  }))}
                />
              ))}
            </fieldset>
          );
        })}
      </section>
      <section className={styles.section} aria-labelledby="contact-heading">
        <h2 id="contact-heading">{t("contact.heading")}</h2>
        <p className={styles.hint}>{t("contact.hint")}</p>
        <TextField
          name="contact.email"
          label={t("contact.email")}
          type="email"
          autoComplete="email"
          value={form.contact.email}
          error={message("contact.email")}
          onChange={(email) =>
            onChange({ ...form, contact: { ...form.contact, email } })
          }
          onBlur={() => onLeave("contact.email")}
        />
        <TextField
          name="contact.phone"
          label={t("contact.phone")}
          type="tel"
          autoComplete="tel"
          value={form.contact.phone}
          error={message("contact.phone")}
          onChange={(phone) =>
            onChange({ ...form, contact: { ...form.contact, phone } })
          }
          onBlur={() => onLeave("contact.phone")}
        />
      </section>
    </>
  );
}
