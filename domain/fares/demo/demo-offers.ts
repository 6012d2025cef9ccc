import type { Offer } from "../../offers/offer";
import type { TripRequest } from "../../offers/search-session-contract";
import { carrierOf } from "./carriers";
import type { DemoWorld } from "./demo-world";
import { fareOptions, lowestSliceTotal, type Travellers } from "./fare-options";
import { stableId } from "./hash";
import { seededRandom } from "./random";
import { offerEmissionsKg } from "./emissions";
import { demoSlices, type DemoSlice } from "./slices";

/** Each outbound comes with this many returns of the same airline. */
export const RETURNS_PER_OUTBOUND = 3;

export interface TripDates {
  departureDate: string;
  arrivalDate?: string;
}

const travellersOf = (trip: TripRequest): Travellers => ({
  adults: trip.adults,
  children: trip.children,
});

/** The outbound slices, and the returns grouped by airline, cheapest first. */
function tripSlices(
  world: DemoWorld,
  trip: TripRequest,
  dates: TripDates,
  pricedOn: string,
) {
  const from = world.places.get(trip.departure);
  const to = world.places.get(trip.arrival);
  if (!from || !to) return undefined;
  const outbound = demoSlices(world, from, to, dates.departureDate, pricedOn);
  const returns = new Map<string, { demo: DemoSlice; total: number }[]>();
  if (dates.arrivalDate) {
    for (const demo of demoSlices(
      world,
      to,
      from,
      dates.arrivalDate,
      pricedOn,
    )) {
      const total = lowestSliceTotal(demo, travellersOf(trip));
      returns.set(demo.owner, [
        ...(returns.get(demo.owner) ?? []),
        { demo, total },
      ]);
    }
    for (const list of returns.values()) list.sort((a, b) => a.total - b.total);
  }
  return { outbound, returns, roundTrip: !!dates.arrivalDate };
}

function buildOffer(
  world: DemoWorld,
  slices: DemoSlice[],
  trip: TripRequest,
  expiresAt: string,
): Offer {
  const id = stableId("off", slices.map((demo) => demo.slice.id).join("+"));
  return {
    id,
    owner: carrierOf(world, slices[0]!.owner),
    slices: slices.map((demo) => demo.slice),
    fare_options: fareOptions(id, slices, travellersOf(trip)),
    expires_at: expiresAt,
    total_emissions_kg: offerEmissionsKg(
      slices.map((demo) => demo.legs),
      trip.adults + trip.children,
    ),
  };
}

/** The cheapest return of the airline always, then others picked at random. */
function returnsFor(
  outbound: DemoSlice,
  list: { demo: DemoSlice }[],
): DemoSlice[] {
  const [cheapest, ...others] = list;
  if (!cheapest) return [];
  const random = seededRandom(`returns:${outbound.slice.id}`);
  const picked = [cheapest.demo];
  while (picked.length < RETURNS_PER_OUTBOUND && others.length > 0) {
    picked.push(others.splice(random.int(0, others.length - 1), 1)[0]!.demo);
  }
  return picked;
}

/** Every demo offer for a trip as priced on `pricedOn` (YYYY-MM-DD), cheapest first. */
export function demoOffers(
  world: DemoWorld,
  trip: TripRequest,
  expiresAt: string,
  pricedOn: string,
): Offer[] {
  const found = tripSlices(world, trip, trip, pricedOn);
  if (!found) return [];
  const offers: Offer[] = [];
  for (const outbound of found.outbound) {
    if (!found.roundTrip) {
      offers.push(buildOffer(world, [outbound], trip, expiresAt));
      continue;
    }
    for (const back of returnsFor(
      outbound,
      found.returns.get(outbound.owner) ?? [],
    )) {
      offers.push(buildOffer(world, [outbound, back], trip, expiresAt));
    }
  }
  const total = (offer: Offer) => offer.fare_options[0]!.price.total_cents;
  return offers.sort((a, b) => total(a) - total(b) || a.id.localeCompare(b.id));
}

/**
 * The lowest total of the trip on other dates without building the offers:
 * a fare's total is the sum of its slices' totals, and every outbound is
 * offered with its airline's cheapest return.
 */
export function lowestDemoTotal(
  world: DemoWorld,
  trip: TripRequest,
  dates: TripDates,
  pricedOn: string,
): number | null {
  const found = tripSlices(world, trip, dates, pricedOn);
  if (!found) return null;
  let lowest: number | null = null;
  for (const outbound of found.outbound) {
    let total = lowestSliceTotal(outbound, travellersOf(trip));
    if (found.roundTrip) {
      const back = found.returns.get(outbound.owner)?.[0];
      if (!back) continue;
      total += back.total;
    }
    if (lowest === null || total < lowest) lowest = total;
  }
  return lowest;
}
