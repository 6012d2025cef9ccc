import type {
  PassengerField,
  PassengerType,
} from "../../../domain/orders/passenger-age";
import {
  dateOfBirthProblem,
  emailProblem,
  passportNameProblem,
  phoneProblem,
} from "../../../domain/orders/passenger-rules";
import type { Contact, Passenger } from "../../../domain/orders/order-contract";
import {
  cardNameProblem,
  cardNumberProblem,
  cvcProblem,
} from "../../../domain/payments/card-rules";
import { expiryProblem, type CardFields } from "./card-fields";

/** The passengers and contact blocks as typed (kept for the visit). */
export interface CheckoutForm {
  passengers: Passenger[];
  contact: Contact;
}

/** One block per adult, then one per child, as the trip was searched. */
export function emptyCheckoutForm(adults: number, children: number) {
  const passenger = (type: PassengerType): Passenger => ({
    type,
    given_names: "",
    surname: "",
    date_of_birth: "",
  });
  return {
    passengers: [
      ...Array.from({ length: adults }, () => passenger("adult")),
      ...Array.from({ length: children }, () => passenger("child")),
    ],
    contact: { email: "", phone: "" },
  } satisfies CheckoutForm;
}

/** A field's name, e.g. "passengers.0.surname", "contact.email", "card.cvc". */
export type FieldName = string;

/**
 * The message key for one field (e.g. "errors.name.letters"), or undefined
 * when the field is fine. `travelDate` is the first flight's day.
 */
export function fieldError(
  name: FieldName,
  form: CheckoutForm,
  card: CardFields,
  travelDate: string,
  now: Date,
): string | undefined {
  const [group, index, field] = name.split(".") as [string, string, string?];
  const key = (kind: string, problem: string | undefined) =>
    problem && `errors.${kind}.${problem}`;
  if (group === "passengers") {
    const passenger = form.passengers[Number(index)];
    if (!passenger) return undefined;
    if (field === "date_of_birth") {
      const problem = dateOfBirthProblem(
        passenger.type,
        passenger.date_of_birth,
        travelDate,
      );
      return key("dateOfBirth", problem);
    }
    if (field === "given_names" || field === "surname") {
      return key(field, passportNameProblem(passenger[field]));
    }
    // Named only when the fare source asks for them (fieldNames).
    if (field === "gender" || field === "title") {
      return passenger[field] ? undefined : `errors.${field}.missing`;
    }
    return undefined;
  }
  if (name === "contact.email") {
    return key("email", emailProblem(form.contact.email.trim()));
  }
  if (name === "contact.phone") {
    return key("phone", phoneProblem(form.contact.phone));
  }
  if (name === "card.number")
    return key("cardNumber", cardNumberProblem(card.number));
  if (name === "card.expiry")
    return key("expiry", expiryProblem(card.expiry, now));
  if (name === "card.cvc") return key("cvc", cvcProblem(card.cvc, card.number));
  if (name === "card.name") return key("cardName", cardNameProblem(card.name));
  return undefined;
}

/**
 * Every field of the form, in the order the page shows them; without the
 * card's when points pay the whole total (no card is asked); with each
 * passenger's `asked` fields when the fare source needs them.
 */
export function fieldNames(
  form: CheckoutForm,
  withCard = true,
  asked: readonly PassengerField[] = [],
): FieldName[] {
  const card = ["card.number", "card.expiry", "card.cvc", "card.name"];
  return [
    ...form.passengers.flatMap((_, i) =>
      ["given_names", "surname", "date_of_birth", ...asked].map(
        (field) => `passengers.${i}.${field}`,
      ),
    ),
    "contact.email",
    "contact.phone",
    ...(withCard ? card : []),
  ];
}

/** Every failing field with its message key, in page order. */
export function formErrors(
  form: CheckoutForm,
  card: CardFields,
  travelDate: string,
  now: Date,
  withCard = true,
  asked: readonly PassengerField[] = [],
): Record<FieldName, string> {
  const errors: Record<FieldName, string> = {};
  for (const name of fieldNames(form, withCard, asked)) {
    const error = fieldError(name, form, card, travelDate, now);
    if (error) errors[name] = error;
  }
  return errors;
}

/** The passengers and contact as the API takes them (names trimmed). */
export function orderPeople(form: CheckoutForm): CheckoutForm {
  return {
    passengers: form.passengers.map(({ gender, title, ...passenger }) => ({
      ...passenger,
      given_names: passenger.given_names.trim(),
      surname: passenger.surname.trim(),
      // Sent only once chosen: the API takes no empty choice.
      ...(gender && { gender }),
      ...(title && { title }),
    })),
    contact: {
      email: form.contact.email.trim(),
      phone: form.contact.phone.trim(),
    },
  };
}
