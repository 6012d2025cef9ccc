import type { TripRequest } from "../../domain/offers/search-session-contract";
import { isAlertWorthy } from "../alerts/alert-rule";
import { lowestTotal } from "../alerts/lowest-total";
import { createDemoFareSource } from "../search";

const DAY_MS = 86_400_000;

/**
 * The trip's lowest all-in total as the demo source prices it on `day`:
 * its prices follow the pricing day only, never the clock (README: Fares).
 */
export async function demoLowestOn(
  trip: TripRequest,
  day: string,
): Promise<number> {
  const source = createDemoFareSource(() => new Date(), day);
  return lowestTotal(await source.searchOffers(trip))!;
}

/** The first day after `start` whose demo price is an alert's drop from start's. */
export async function cheaperDemoDay(
  trip: TripRequest,
  start: string,
): Promise<string> {
  const startPrice = await demoLowestOn(trip, start);
  for (let offset = 1; offset < 60; offset += 1) {
    const day = new Date(Date.parse(`${start}T00:00:00Z`) + offset * DAY_MS)
      .toISOString()
      .slice(0, 10);
    if (isAlertWorthy(startPrice, await demoLowestOn(trip, day))) return day;
  }
  throw new Error("No cheaper day in two months");
}
