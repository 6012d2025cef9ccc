import {
  CARD_NAME_MAX,
  type CardNameProblem,
  type CardNumberProblem,
  type CvcProblem,
  type ExpiryProblem,
} from "./card-rules";

// The API's words for each problem card-rules.ts answers (the site has its
// own, translated, in locales/*/checkout.json). "required" is also said of a
// field that is missing or not text.

const anyCvc = "Enter the 3 or 4 digits on the back of the card.";

export const CARD_MESSAGES = {
  number: {
    required: "Enter the card number.",
    format: "Check the card number.",
  } satisfies Record<CardNumberProblem, string>,
  cvc: {
    required: anyCvc,
    format: anyCvc,
    threeDigits: "Enter the 3 digits of the card's security code.",
    fourDigits: "Enter the 4 digits of the card's security code.",
  } satisfies Record<CvcProblem, string>,
  expiry: {
    expired: "This card has expired.",
  } satisfies Record<ExpiryProblem, string>,
  name: {
    required: "Enter the name on the card.",
    tooLong: `The name on the card is at most ${CARD_NAME_MAX} characters.`,
  } satisfies Record<CardNameProblem, string>,
};
