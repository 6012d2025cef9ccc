/** Who travels on a ticket: the fare and the age rule differ for each. */
export const PASSENGER_TYPES = ["adult", "child"] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

/** As on the passport, for suppliers that ask (airlines' F and M). */
export const PASSENGER_GENDERS = ["f", "m"] as const;
/** The titles airlines take. */
export const PASSENGER_TITLES = ["mr", "ms", "mrs", "miss", "dr"] as const;
/** What some fare sources need of each passenger beyond names and birth dates. */
export const PASSENGER_FIELDS = ["gender", "title"] as const;
export type PassengerField = (typeof PASSENGER_FIELDS)[number];

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
