import type { Connection, Segment, Slice } from "../../offers/offer";
import type { AirportPlace } from "../../airports/airport-place";
import { carrierOf, DEMO_CARRIERS } from "./carriers";
import type { DemoWorld } from "./demo-world";
import { distanceKm, flightMinutes } from "./geo";
import { stableId, hashText } from "./hash";
import { instantOf, localTime } from "./local-time";
import { seededRandom, type Random } from "./random";
import { routePaths, type Leg, type RoutePath } from "./route-paths";
import { adultBaseFare } from "./base-fare";
import { pricingDayFactor } from "./pricing-day";

/** A slice with what the demo source prices it from. */
export interface DemoSlice {
  slice: Slice;
  owner: string;
  legs: Leg[];
  /** The adult basic fare in whole dollars, before taxes. */
  adultBase: number;
}

/** Connections the airlines sell: at least 50 minutes, at most 200. */
export const CONNECTION_MINUTES = { min: 50, max: 200 } as const;
const FIRST_DEPARTURE = 6 * 60;
const LAST_DEPARTURE = 22 * 60 + 30;

const round5 = (minutes: number) => Math.round(minutes / 5) * 5;

function departuresPerDay(path: RoutePath, random: Random): number {
  const [first] = path.legs;
  if (path.legs.length > 1 || !first) return random.int(1, 2);
  if (distanceKm(first.from, first.to) > 5_000) return random.int(1, 2);
  const hubs =
    DEMO_CARRIERS.find(({ code }) => code === path.owner)?.hubs ?? [];
  const hubEnds = [first.from, first.to].filter(({ iata }) =>
    hubs.includes(iata),
  );
  const large = [first.from, first.to].every(
    ({ category }) => category === "large",
  );
  if (hubEnds.length === 2) return random.int(5, 7);
  return large && hubEnds.length === 1 ? random.int(3, 4) : random.int(2, 3);
}

function connectionMinutes(
  at: AirportPlace,
  from: AirportPlace,
  to: AirportPlace,
  random: Random,
) {
  // Changing countries means customs: longer connections.
  const international =
    from.country !== at.country || to.country !== at.country;
  const min = international ? 75 : CONNECTION_MINUTES.min + 5;
  return round5(random.between(min, CONNECTION_MINUTES.max - 10));
}

function buildSlice(
  world: DemoWorld,
  path: RoutePath,
  isoDate: string,
  departure: number,
  random: Random,
  dayFactor: number,
): DemoSlice {
  const [first] = path.legs;
  if (!first) throw new Error("A path has at least one leg.");
  const segments: Segment[] = [];
  const connections: Connection[] = [];
  const start = instantOf(isoDate, departure, first.from.timeZone);
  let at = start;
  path.legs.forEach((leg, index) => {
    const minutes = flightMinutes(leg.from, leg.to);
    const number =
      100 +
      (hashText(`${leg.carrier}${leg.from.iata}${leg.to.iata}${departure}`) %
        2_800);
    segments.push({
      carrier: carrierOf(world, leg.carrier),
      flight_number: `${leg.carrier} ${number}`,
      from: {
        iata: leg.from.iata,
        city: leg.from.city,
        at: localTime(at, leg.from.timeZone),
      },
      to: {
        iata: leg.to.iata,
        city: leg.to.city,
        at: localTime(at + minutes * 60_000, leg.to.timeZone),
      },
      duration_minutes: minutes,
    });
    at += minutes * 60_000;
    const next = path.legs[index + 1];
    if (next) {
      const wait = connectionMinutes(leg.to, leg.from, next.to, random);
      connections.push({ iata: leg.to.iata, city: leg.to.city, minutes: wait });
      at += wait * 60_000;
    }
  });
  const adultBase = adultBaseFare(path, departure, isoDate, random, dayFactor);
  const id = stableId(
    "sl",
    segments
      .map((segment) => `${segment.flight_number}@${segment.from.at}`)
      .join("|"),
  );
  return {
    slice: {
      id,
      segments,
      connections,
      duration_minutes: Math.round((at - start) / 60_000),
    },
    owner: path.owner,
    legs: path.legs,
    adultBase,
  };
}

/**
 * Every flight from one airport to another on a date, the same every time:
 * the numbers come from a generator seeded with the route and the date.
 * Their prices also move with the day they are priced on, `pricedOn`.
 */
export function demoSlices(
  world: DemoWorld,
  from: AirportPlace,
  to: AirportPlace,
  isoDate: string,
  pricedOn: string,
): DemoSlice[] {
  const route = `${from.iata}-${to.iata}`;
  const random = seededRandom(`${route}-${isoDate}`);
  const dayFactor = pricingDayFactor(route, isoDate, pricedOn);
  const slices: DemoSlice[] = [];
  for (const path of routePaths(world.places, from, to)) {
    const count = departuresPerDay(path, random);
    const width = (LAST_DEPARTURE - FIRST_DEPARTURE) / count;
    for (let index = 0; index < count; index += 1) {
      const departure = round5(
        FIRST_DEPARTURE + index * width + random.between(0, width * 0.6),
      );
      slices.push(
        buildSlice(world, path, isoDate, departure, random, dayFactor),
      );
    }
  }
  return slices;
}
