import type { AirportCategory } from "./airport";

/** Where an airport is: what the demo fares need to fly there. */
export interface AirportPlace {
  iata: string;
  city: string;
  /** ISO 3166 country, e.g. "CA". */
  country: string;
  /** ISO 3166-2 region, e.g. "CA-ON". */
  region: string;
  /** OurAirports' continent: AF, AN, AS, EU, NA, OC, SA. */
  continent: string;
  category: AirportCategory;
  latitude: number;
  longitude: number;
  /** IANA time zone, e.g. "America/Toronto". */
  timeZone: string;
}
