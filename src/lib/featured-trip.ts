import { searchUrl } from "./search-query";
import { addDays, toIsoDate } from "./trip-dates";

/** SPEC §9: featured trips leave in 21 days and come back in 28. */
export const DEPARTURE_IN_DAYS = 21;
export const RETURN_IN_DAYS = 28;

export type Market = "toronto" | "vancouver";
export const MARKETS: readonly Market[] = ["toronto", "vancouver"];

export interface FeaturedTripContent {
  airline: string;
  departure: string;
  arrival: string;
  departureWithCode: string;
  arrivalWithCode: string;
  destination: string;
  fareClass: string;
  priceCents: number;
  currency: "CAD";
  pointsValue: number;
  tripType: "Roundtrip";
  stops: number;
}

export function tripDates(today: Date) {
  return {
    departureDate: toIsoDate(addDays(today, DEPARTURE_IN_DAYS)),
    returnDate: toIsoDate(addDays(today, RETURN_IN_DAYS)),
  };
}

/** SPEC §9: the base points, doubled under campaign2, 200 under campaign4. */
export function campaignPoints(base: number, campaign?: string): number {
  if (campaign === "campaign2") return base * 2;
  if (campaign === "campaign4") return 200;
  return base;
}

/** en-CA, CAD, 2 decimals (SPEC §9). */
export function formatPrice(cents: number, locale = "en-CA"): string {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "CAD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** The /search address a card leads to (SPEC §2). */
export function featuredTripUrl(
  trip: FeaturedTripContent,
  today: Date,
  options: { campaign?: string; searchType?: "verto" } = {},
): string {
  const { departureDate, returnDate } = tripDates(today);
  const url = searchUrl({
    departure: trip.departure,
    arrival: trip.arrival,
    departureDate,
    arrivalDate: returnDate,
    adults: 1,
    children: 0,
    ...options,
  });
  return `${url}&stops=${trip.stops}`;
}
