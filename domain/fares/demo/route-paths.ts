import type { AirportPlace } from "../../airports/airport-place";
import { DEMO_CARRIERS, regionOf, type DemoCarrier } from "./carriers";
import type { DemoWorld } from "./demo-world";
import { distanceKm } from "./geo";

/** A flight from one airport to the next, by one carrier. */
export interface Leg {
  from: AirportPlace;
  to: AirportPlace;
  carrier: string;
}

/** One way a carrier gets travellers from A to B: nonstop or through hubs. */
export interface RoutePath {
  owner: string;
  legs: Leg[];
}

/** Short enough for a nonstop between any two airports. */
export const SHORT_KM = 1_500;
/** A path through hubs may be at most this much longer than the direct line. */
const ONE_STOP_DETOUR = 1.45;
const TWO_STOP_DETOUR = 2;
/** A hub this close to an end (YTZ beside YYZ) is no connection. */
const MIN_LEG_KM = 100;
const MAX_CARRIERS = 4;
const MAX_ONE_STOP_PER_CARRIER = 2;

/** The rule the demo source keeps: a nonstop needs a short route or two large airports. */
export function nonstopPossible(from: AirportPlace, to: AirportPlace): boolean {
  return (
    distanceKm(from, to) <= SHORT_KM ||
    (from.category === "large" && to.category === "large")
  );
}

const regionOfPlace = (place: AirportPlace) =>
  regionOf(place.country, place.continent);

const GATEWAYS = new Set(DEMO_CARRIERS.flatMap(({ hubs }) => hubs));
/** Past this, a nonstop joins a hub to another airline hub (a gateway). */
const LONG_HAUL_KM = 6_000;

function flies(carrier: DemoCarrier, from: AirportPlace, to: AirportPlace) {
  const km = distanceKm(from, to);
  if (!nonstopPossible(from, to) || km > carrier.reach) return false;
  const hubEnd = [from, to].some(({ iata }) => carrier.hubs.includes(iata));
  if (km > LONG_HAUL_KM) {
    return hubEnd && GATEWAYS.has(from.iata) && GATEWAYS.has(to.iata);
  }
  if (hubEnd) return true;
  // Between two airports of its home region, or nearby from home.
  const home = [from, to].filter(
    (end) => regionOfPlace(end) === carrier.region,
  );
  return (
    home.length === 2 || (home.length === 1 && distanceKm(from, to) <= 5_000)
  );
}

type Places = DemoWorld["places"];

function hubsOf(
  places: Places,
  carrier: DemoCarrier,
  ends: AirportPlace[],
): AirportPlace[] {
  return carrier.hubs
    .map((code) => places.get(code))
    .filter((hub): hub is AirportPlace => !!hub)
    .filter((hub) => ends.every((end) => distanceKm(hub, end) >= MIN_LEG_KM));
}

function routeCarriers(from: AirportPlace, to: AirportPlace): DemoCarrier[] {
  const regions = new Set([regionOfPlace(from), regionOfPlace(to)]);
  // Gulf carriers connect the long routes between other regions.
  if (regions.size === 2 && distanceKm(from, to) > 8_000) regions.add("ME");
  return DEMO_CARRIERS.filter(({ region }) => regions.has(region));
}

const pathKm = (path: RoutePath) =>
  path.legs.reduce((sum, leg) => sum + distanceKm(leg.from, leg.to), 0);

function findPaths(
  places: Places,
  from: AirportPlace,
  to: AirportPlace,
): RoutePath[] {
  const carriers = routeCarriers(from, to);
  const direct = distanceKm(from, to);
  const paths: RoutePath[] = [];
  for (const carrier of carriers) {
    if (flies(carrier, from, to)) {
      paths.push({
        owner: carrier.code,
        legs: [{ from, to, carrier: carrier.code }],
      });
    }
    const viaHubs = hubsOf(places, carrier, [from, to])
      .filter((hub) => flies(carrier, from, hub) && flies(carrier, hub, to))
      .map((hub): RoutePath => ({
        owner: carrier.code,
        legs: [
          { from, to: hub, carrier: carrier.code },
          { from: hub, to, carrier: carrier.code },
        ],
      }))
      .filter((path) => pathKm(path) <= direct * ONE_STOP_DETOUR)
      .sort((a, b) => pathKm(a) - pathKm(b));
    paths.push(...viaHubs.slice(0, MAX_ONE_STOP_PER_CARRIER));
  }
  if (paths.length > 0) return keepBestCarriers(paths);
  return keepBestCarriers(twoStopPaths(places, from, to, carriers));
}

/** Two hubs: one of a carrier near A, then one of a carrier near B. */
function twoStopPaths(
  places: Places,
  from: AirportPlace,
  to: AirportPlace,
  carriers: DemoCarrier[],
): RoutePath[] {
  const direct = distanceKm(from, to);
  const paths: RoutePath[] = [];
  for (const first of carriers) {
    for (const firstHub of hubsOf(places, first, [from, to])) {
      if (!flies(first, from, firstHub)) continue;
      for (const second of carriers) {
        for (const secondHub of hubsOf(places, second, [from, to, firstHub])) {
          if (!flies(first, firstHub, secondHub)) continue;
          if (!flies(second, secondHub, to)) continue;
          paths.push({
            owner: first.code,
            legs: [
              { from, to: firstHub, carrier: first.code },
              { from: firstHub, to: secondHub, carrier: first.code },
              { from: secondHub, to, carrier: second.code },
            ],
          });
        }
      }
    }
  }
  return paths
    .filter((path) => pathKm(path) <= direct * TWO_STOP_DETOUR)
    .sort((a, b) => pathKm(a) - pathKm(b))
    .filter(
      (path, index, all) =>
        all.findIndex((other) => other.owner === path.owner) === index,
    );
}

/** The carriers with the best paths: nonstops first, then the shortest. */
function keepBestCarriers(paths: RoutePath[]): RoutePath[] {
  const score = (path: RoutePath) => path.legs.length * 1e6 + pathKm(path);
  const best = new Map<string, number>();
  for (const path of paths) {
    best.set(
      path.owner,
      Math.min(best.get(path.owner) ?? Infinity, score(path)),
    );
  }
  const kept = new Set(
    [...best.entries()]
      .sort((a, b) => a[1] - b[1])
      .slice(0, MAX_CARRIERS)
      .map(([owner]) => owner),
  );
  return paths.filter((path) => kept.has(path.owner));
}

const reversed = (path: RoutePath): RoutePath => ({
  owner: path.owner,
  legs: [...path.legs]
    .reverse()
    .map(({ from, to, carrier }) => ({ from: to, to: from, carrier })),
});

// One cache per set of places: another set (mock mode's few) has other hubs.
const caches = new WeakMap<Places, Map<string, RoutePath[]>>();

/**
 * The paths between two airports, worked out once per pair in one order, so
 * the return offers the same carriers and hubs as the outbound, reversed.
 */
export function routePaths(
  places: Places,
  from: AirportPlace,
  to: AirportPlace,
): RoutePath[] {
  if (from.iata > to.iata) return routePaths(places, to, from).map(reversed);
  let cache = caches.get(places);
  if (!cache) {
    cache = new Map();
    caches.set(places, cache);
  }
  const key = `${from.iata}-${to.iata}`;
  let paths = cache.get(key);
  if (!paths) {
    paths = findPaths(places, from, to);
    if (cache.size > 10_000) cache.clear();
    cache.set(key, paths);
  }
  return paths;
}
