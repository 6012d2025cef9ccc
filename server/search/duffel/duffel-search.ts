import type {
  CreateOfferRequest,
  CreateOfferRequestPassenger,
} from "@duffel/api/types";
import type { TripRequest } from "../../../domain/offers/search-session-contract";
import type { RetryPolicy } from "../../platform/outbound/guarded-call";

// What the Duffel source asks of Duffel, and how long it waits for it.

/**
 * The age a child is searched at: the search form asks how many children,
 * not their ages, and airlines price ages 2 to 11 alike.
 */
export const CHILD_SEARCH_AGE = 8;
/** How long Duffel waits for airlines during a search (its supplier_timeout). */
export const SUPPLIER_TIMEOUT_MS = 15_000;
/** The cheapest offers kept per search: a session answer stays small. */
export const MAX_OFFERS = 100;

/**
 * Airlines answer a search in seconds: one attempt may take the supplier's
 * timeout and a little more, and a second one is made after a failure.
 */
export const DUFFEL_SEARCH_POLICY: RetryPolicy = {
  attempts: 2,
  attemptTimeoutMs: SUPPLIER_TIMEOUT_MS + 5_000,
  baseDelayMs: 250,
  budgetMs: 45_000,
};

/**
 * An instant order is made with the airline while we wait, often in
 * seconds: an attempt cut short may still book, and the retry then finds
 * that order by its key rather than book again.
 */
export const DUFFEL_ORDER_POLICY: RetryPolicy = {
  attempts: 2,
  attemptTimeoutMs: 25_000,
  baseDelayMs: 500,
  budgetMs: 55_000,
};

/** The offer request for a trip: one slice each way, economy. */
export function offerRequest(trip: TripRequest): CreateOfferRequest {
  const slice = (origin: string, destination: string, date: string) => ({
    origin,
    destination,
    departure_date: date,
    departure_time: null,
    arrival_time: null,
  });
  const passengers: CreateOfferRequestPassenger[] = [
    ...Array.from({ length: trip.adults }, () => ({ type: "adult" as const })),
    ...Array.from({ length: trip.children }, () => ({
      age: CHILD_SEARCH_AGE,
    })),
  ];
  return {
    slices: [
      slice(trip.departure, trip.arrival, trip.departureDate),
      ...(trip.arrivalDate
        ? [slice(trip.arrival, trip.departure, trip.arrivalDate)]
        : []),
    ],
    passengers,
    cabin_class: "economy",
  };
}
