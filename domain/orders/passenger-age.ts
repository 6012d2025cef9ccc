import { parseIsoDate } from "../trips/trip-dates";

/** Airlines' rule: a child is under 12 on the day of travel, an adult 12 or over. */
export const ADULT_FROM_AGE = 12;

/** Whole years between a birth date and a day, both "YYYY-MM-DD". */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [
    number,
    number,
    number,
  ];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export type PassengerType = "adult" | "child";

/**
 * Why a date of birth doesn't fit the passenger type on the travel date, or
 * undefined when it does.
 */
export function passengerAgeProblem(
  type: PassengerType,
  dateOfBirth: string,
  travelDate: string,
): string | undefined {
  if (!parseIsoDate(dateOfBirth))
    return "Enter the date of birth as YYYY-MM-DD.";
  if (dateOfBirth > travelDate)
    return "The date of birth is after the travel date.";
  const age = ageOn(dateOfBirth, travelDate);
  if (age > 120) return "Check the year of birth.";
  if (type === "adult" && age < ADULT_FROM_AGE) {
    return `An adult is ${ADULT_FROM_AGE} or older on the travel date.`;
  }
  if (type === "child" && age >= ADULT_FROM_AGE) {
    return `A child is under ${ADULT_FROM_AGE} on the travel date.`;
  }
  return undefined;
}
