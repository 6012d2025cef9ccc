import type { Form } from "./form-body";
import {
  cardByNumber,
  cardByPaymentMethod,
  type StandInCard,
} from "./stand-in-cards";
import { invalidRequest } from "./stand-in-errors";
import { newId, text } from "./stand-in-params";

// The card a confirmation names: a pm_card_… test method (or one made
// before), or card details as Stripe.js sends them (payment_method_data).

/** A payment method as Stripe answers it. */
export interface StandInPaymentMethod {
  id: string;
  object: "payment_method";
  type: "card";
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
}

export type StandInMethod = StandInPaymentMethod & {
  outcome: StandInCard["outcome"];
};

export function paymentMethodOf(
  form: Form,
  methods: Map<string, StandInMethod>,
): StandInMethod {
  const named = form.payment_method;
  const data = form.payment_method_data;
  let card: StandInCard | undefined;
  let expiry = { exp_month: 12, exp_year: new Date().getFullYear() + 3 };
  if (typeof named === "string") {
    const known = methods.get(named);
    if (known) return known;
    card = cardByPaymentMethod(named);
    if (!card)
      throw invalidRequest(
        `No such PaymentMethod: '${named}'`,
        "payment_method",
        "resource_missing",
      );
  } else if (data && typeof data === "object" && !Array.isArray(data)) {
    const details = data.card;
    if (!details || typeof details !== "object" || Array.isArray(details)) {
      throw invalidRequest(
        "Missing required param: payment_method_data[card].",
        "payment_method_data[card]",
      );
    }
    card = cardByNumber(
      text(details.number, "payment_method_data[card][number]").replace(
        /\s/g,
        "",
      ),
    );
    if (!card)
      throw invalidRequest(
        "Your card number is incorrect.",
        "payment_method_data[card][number]",
        "incorrect_number",
      );
    expiry = {
      exp_month: Number(
        text(details.exp_month, "payment_method_data[card][exp_month]"),
      ),
      exp_year: Number(
        text(details.exp_year, "payment_method_data[card][exp_year]"),
      ),
    };
  } else {
    throw invalidRequest(
      "You cannot confirm this PaymentIntent because it's missing a payment method.",
      "payment_method",
      "payment_intent_unexpected_state",
    );
  }
  const method = {
    id: newId("pm"),
    object: "payment_method" as const,
    type: "card" as const,
    card: { brand: card.brand, last4: card.last4, ...expiry },
    outcome: card.outcome,
  };
  methods.set(method.id, method);
  return method;
}
