import type { TripRequest } from "../../domain/offers/search-session-contract";
import type { Passenger } from "../../domain/orders/order-contract";
import { PASSENGER_MESSAGES } from "../../domain/orders/passenger-messages";
import type { PassengerField } from "../../domain/orders/passenger-age";
import { dateOfBirthProblem } from "../../domain/orders/passenger-rules";

export type { PassengerField };

const REQUIRED_MESSAGES: Readonly<Record<PassengerField, string>> = {
  gender: "Choose F or M, as on the passport: the airline needs it.",
  title: "Choose a title (Mr, Ms, Mrs, Miss or Dr): the airline needs it.",
};

const count = (n: number, one: string, many: string) =>
  `${n} ${n === 1 ? one : many}`;

/**
 * The passengers against the trip searched: as many adults and children, and
 * each date of birth fitting adult or child on the departure date. Answers
 * the failing fields, e.g. `passengers.1.date_of_birth`; empty when all fit.
 */
export function checkPassengers(
  trip: TripRequest,
  passengers: Passenger[],
  required: readonly PassengerField[] = [],
): Record<string, string> {
  const fields: Record<string, string> = {};
  const adults = passengers.filter((p) => p.type === "adult").length;
  if (adults !== trip.adults || passengers.length - adults !== trip.children) {
    const wanted = [count(trip.adults, "adult", "adults")];
    if (trip.children) wanted.push(count(trip.children, "child", "children"));
    fields.passengers = `This fare is for ${wanted.join(" and ")}: enter each traveller once.`;
  }
  passengers.forEach((passenger, index) => {
    for (const field of required) {
      if (!passenger[field]) {
        fields[`passengers.${index}.${field}`] = REQUIRED_MESSAGES[field];
      }
    }
    const problem = dateOfBirthProblem(
      passenger.type,
      passenger.date_of_birth,
      trip.departureDate,
    );
    if (problem) {
      fields[`passengers.${index}.date_of_birth`] =
        PASSENGER_MESSAGES.date_of_birth[problem];
    }
  });
  return fields;
}
