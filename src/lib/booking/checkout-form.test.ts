import fs from "node:fs";
import path from "node:path";
import { LANGUAGES } from "../../../domain/languages";
import { PASSENGER_MESSAGES } from "../../../domain/orders/passenger-messages";
import { CARD_MESSAGES } from "../../../domain/payments/card-messages";
import { EMPTY_CARD } from "./card-fields";
import {
  emptyCheckoutForm,
  fieldError,
  formErrors,
  orderPeople,
} from "./checkout-form";

const now = new Date(2026, 5, 1);
const travel = "2026-07-10";

describe("the checkout form", () => {
  it("has one block per adult, then per child", () => {
    expect(emptyCheckoutForm(2, 1).passengers.map((p) => p.type)).toEqual([
      "adult",
      "adult",
      "child",
    ]);
  });

  it("names each failing field with a message key", () => {
    const form = emptyCheckoutForm(1, 1);
    form.passengers[0] = {
      type: "adult",
      given_names: "Ana",
      surname: "S1lva",
      date_of_birth: "2020-01-01",
    };
    form.contact.email = "ana@";
    const errors = formErrors(form, EMPTY_CARD, travel, now);
    expect(errors["passengers.0.given_names"]).toBeUndefined();
    expect(errors["passengers.0.surname"]).toBe("errors.surname.letters");
    expect(errors["passengers.0.date_of_birth"]).toBe(
      "errors.dateOfBirth.adultAge",
    );
    expect(errors["passengers.1.given_names"]).toBe(
      "errors.given_names.required",
    );
    expect(errors["contact.email"]).toBe("errors.email.format");
    expect(errors["contact.phone"]).toBe("errors.phone.required");
    expect(errors["card.number"]).toBe("errors.cardNumber.required");
    expect(Object.keys(errors)[0]).toBe("passengers.0.surname");
  });

  it("asks no card when points pay the whole total", () => {
    const form = emptyCheckoutForm(1, 0);
    const withCard = Object.keys(formErrors(form, EMPTY_CARD, travel, now));
    const withoutCard = Object.keys(
      formErrors(form, EMPTY_CARD, travel, now, false),
    );
    expect(withCard).toContain("card.number");
    expect(withoutCard).toEqual(
      withCard.filter((name) => !name.startsWith("card.")),
    );
  });

  it("has no errors once every field is right", () => {
    const form = emptyCheckoutForm(1, 0);
    form.passengers[0] = {
      type: "adult",
      given_names: " Ana ",
      surname: "Silva",
      date_of_birth: "1990-01-01",
    };
    form.contact = { email: "ana@example.com ", phone: "+1 416 555 0100" };
    const card = {
      number: "4242424242424242",
      expiry: "12/30",
      cvc: "123",
      name: "Ana",
    };
    expect(formErrors(form, card, travel, now)).toEqual({});
    expect(
      fieldError(
        "card.expiry",
        form,
        { ...card, expiry: "01/26" },
        travel,
        now,
      ),
    ).toBe("errors.expiry.expired");
    expect(
      fieldError(
        "card.cvc",
        form,
        { ...card, number: "3782 822463 10005" },
        travel,
        now,
      ),
    ).toBe("errors.cvc.fourDigits");
    expect(orderPeople(form).passengers[0]?.given_names).toBe("Ana");
    expect(orderPeople(form).contact.email).toBe("ana@example.com");
  });

  it("asks each passenger's gender and title only when the fare source needs them, and sends them once chosen", () => {
    const form = emptyCheckoutForm(1, 0);
    const asked = ["gender", "title"] as const;
    expect(formErrors(form, EMPTY_CARD, travel, now, false)).not.toHaveProperty(
      "passengers.0.gender",
    );
    const errors = formErrors(form, EMPTY_CARD, travel, now, false, asked);
    expect(errors["passengers.0.gender"]).toBe("errors.gender.missing");
    expect(errors["passengers.0.title"]).toBe("errors.title.missing");

    const chosen = {
      ...form,
      passengers: [{ ...form.passengers[0]!, gender: "f" as const }],
    };
    expect(
      formErrors(chosen, EMPTY_CARD, travel, now, false, asked),
    ).not.toHaveProperty("passengers.0.gender");
    const [sent] = orderPeople(chosen).passengers;
    expect(sent?.gender).toBe("f");
    expect(sent).not.toHaveProperty("title");
  });
});

describe("the form's words for the domain's problems", () => {
  // The API's tables list every problem each rule answers (typed complete).
  const problems: Record<string, string[]> = {
    given_names: Object.keys(PASSENGER_MESSAGES.given_names),
    surname: Object.keys(PASSENGER_MESSAGES.surname),
    dateOfBirth: Object.keys(PASSENGER_MESSAGES.date_of_birth),
    email: Object.keys(PASSENGER_MESSAGES.email),
    phone: Object.keys(PASSENGER_MESSAGES.phone),
    cardNumber: Object.keys(CARD_MESSAGES.number),
    // The form reads MM/YY itself: it may also find it missing or malformed.
    expiry: ["required", "format", ...Object.keys(CARD_MESSAGES.expiry)],
    cvc: Object.keys(CARD_MESSAGES.cvc),
    cardName: Object.keys(CARD_MESSAGES.name),
  };

  it.each([...LANGUAGES])("has each in %s", (language) => {
    const file = path.join(
      __dirname,
      "../../../locales",
      language,
      "checkout.json",
    );
    const { errors } = JSON.parse(fs.readFileSync(file, "utf8")) as {
      errors: Record<string, Record<string, string>>;
    };
    const missing = Object.entries(problems).flatMap(([field, codes]) =>
      codes
        .filter((code) => !errors[field]?.[code])
        .map((code) => `errors.${field}.${code}`),
    );
    expect(missing).toEqual([]);
  });
});
