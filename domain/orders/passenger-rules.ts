import { parseIsoDate } from "../trips/trip-dates";
import { ADULT_FROM_AGE, ageOn, type PassengerType } from "./passenger-age";

// The passengers' and contact's rules, written once: the site's form
// translates each problem code (locales' checkout errors) and the API's
// passengerSchema and contactSchema are built on these functions, wording
// each code in English (passenger-messages.ts). Kept free of zod, so the
// site's bundle stays free of it too (docs/decisions/0001).

export const PASSPORT_NAME_MAX = 60;
const PASSPORT_NAME_PATTERN = /^[\p{L}][\p{L}\p{M} '.-]*$/u;
export const EMAIL_MAX = 254;
const PHONE_PATTERN = /^\+?[0-9 ().-]{7,20}$/;
// As zod's default e-mail check: a local part, an @, a dotted domain.
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type NameProblem = "required" | "tooLong" | "letters";
export type DateOfBirthProblem =
  "required" | "format" | "afterTravel" | "year" | "adultAge" | "childAge";
export type EmailProblem = "required" | "format" | "tooLong";
export type PhoneProblem = "required" | "format";

export function passportNameProblem(value: string): NameProblem | undefined {
  const name = value.trim();
  if (!name) return "required";
  if (name.length > PASSPORT_NAME_MAX) return "tooLong";
  if (!PASSPORT_NAME_PATTERN.test(name)) return "letters";
  return undefined;
}

/**
 * The age rule: a date of birth that is a real day, not after the travel
 * date, and fits the passenger's type (adult or child) on that date.
 */
export function dateOfBirthProblem(
  type: PassengerType,
  dateOfBirth: string,
  travelDate: string,
): DateOfBirthProblem | undefined {
  if (!dateOfBirth) return "required";
  if (!parseIsoDate(dateOfBirth)) return "format";
  if (dateOfBirth > travelDate) return "afterTravel";
  const age = ageOn(dateOfBirth, travelDate);
  if (age > 120) return "year";
  if (type === "adult" && age < ADULT_FROM_AGE) return "adultAge";
  if (type === "child" && age >= ADULT_FROM_AGE) return "childAge";
  return undefined;
}

export function emailProblem(value: string): EmailProblem | undefined {
  if (!value) return "required";
  if (value.length > EMAIL_MAX) return "tooLong";
  if (!EMAIL_PATTERN.test(value)) return "format";
  return undefined;
}

export function phoneProblem(value: string): PhoneProblem | undefined {
  const phone = value.trim();
  if (!phone) return "required";
  if (!PHONE_PATTERN.test(phone) || phone.replace(/\D/g, "").length < 7) {
    return "format";
  }
  return undefined;
}
