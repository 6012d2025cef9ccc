import { ADULT_FROM_AGE } from "./passenger-age";
import {
  EMAIL_MAX,
  PASSPORT_NAME_MAX,
  type DateOfBirthProblem,
  type EmailProblem,
  type NameProblem,
  type PhoneProblem,
} from "./passenger-rules";

// The API's words for each problem passenger-rules.ts answers (the site has
// its own, translated, in locales/*/checkout.json). "required" is also said
// of a field that is missing or not text.

const passportName = (what: string): Record<NameProblem, string> => ({
  required: `Enter the ${what} as on the passport.`,
  tooLong: `The ${what} is at most ${PASSPORT_NAME_MAX} characters.`,
  letters: `Use letters only in the ${what}.`,
});

export const PASSENGER_MESSAGES = {
  given_names: passportName("given names"),
  surname: passportName("surname"),
  date_of_birth: {
    required: "Enter the date of birth as YYYY-MM-DD.",
    format: "Enter the date of birth as YYYY-MM-DD.",
    afterTravel: "The date of birth is after the travel date.",
    year: "Check the year of birth.",
    adultAge: `An adult is ${ADULT_FROM_AGE} or older on the travel date.`,
    childAge: `A child is under ${ADULT_FROM_AGE} on the travel date.`,
  } satisfies Record<DateOfBirthProblem, string>,
  email: {
    required: "Enter an e-mail address, like name@example.com.",
    format: "Enter an e-mail address, like name@example.com.",
    tooLong: `The e-mail address is at most ${EMAIL_MAX} characters.`,
  } satisfies Record<EmailProblem, string>,
  phone: {
    required: "Enter a phone number.",
    format: "Enter a phone number, like +1 416 555 0100.",
  } satisfies Record<PhoneProblem, string>,
};
