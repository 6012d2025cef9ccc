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
    expect(orderPeople(form).passengers[0]?.given_names).toBe("Ana");
    expect(orderPeople(form).contact.email).toBe("ana@example.com");
  });
});
