import type { FareOption, Offer } from "../../domain/offers/offer";
import type { TripRequest } from "../../domain/offers/search-session-contract";
import type { OrderRequest } from "../../domain/orders/order-contract";
import type { Queryable } from "../platform/db/database";
import { checkPassengers, type PassengerField } from "./check-passengers";
import { EXPIRED_SEARCH_MESSAGE, findSessionOffer } from "../search";

export interface OrderOutcome {
  status: number;
  body: unknown;
}

export const FARE_GONE = "This fare is no longer available. Search again.";
export const OFFER_EXPIRED_MESSAGE =
  "The airline no longer holds this fare's price. Search again for current fares.";

export type ChosenFare =
  | { ok: true; trip: TripRequest; offer: Offer; fareOption: FareOption }
  | { ok: false; outcome: OrderOutcome };

/**
 * The offer and fare option an order names, from its search session, with
 * passengers that fit the trip; else the answer to give (404, 410, 400).
 */
export async function chosenFare(
  db: Queryable,
  request: OrderRequest,
  now: Date,
  passengerFields: readonly PassengerField[] = [],
): Promise<ChosenFare> {
  const found = await findSessionOffer(
    db,
    request.search_session_id,
    request.offer_id,
    now,
  );
  if (found === "expired") {
    return {
      ok: false,
      outcome: {
        status: 410,
        body: { message: EXPIRED_SEARCH_MESSAGE, status: "expired" },
      },
    };
  }
  if (!found) {
    return {
      ok: false,
      outcome: { status: 404, body: { message: FARE_GONE } },
    };
  }
  const { trip, offer } = found;
  // A supplier holds an offer's price until its expires_at, which can come
  // before the search's own end.
  if (Date.parse(offer.expires_at) <= now.getTime()) {
    return {
      ok: false,
      outcome: {
        status: 410,
        body: { message: OFFER_EXPIRED_MESSAGE, status: "expired" },
      },
    };
  }
  const fareOption = offer.fare_options.find(
    (option) => option.id === request.fare_option_id,
  );
  const fields = fareOption
    ? checkPassengers(trip, request.passengers, passengerFields)
    : { fare_option_id: "Choose one of this fare's options." };
  if (!fareOption || Object.keys(fields).length) {
    return { ok: false, outcome: invalid(fields) };
  }
  return { ok: true, trip, offer, fareOption };
}

/** 400 naming each field, as the API's schema failures do. */
export function invalid(fields: Record<string, string>): OrderOutcome {
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join("; ");
  return {
    status: 400,
    body: { message: `Invalid request: ${summary}`, fields },
  };
}
