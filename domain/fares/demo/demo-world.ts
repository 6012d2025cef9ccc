import type { AirportPlace } from "../../airports/airport-place";

/**
 * What the demo generator knows of the world, passed in: the server brings
 * every airport and airline from its data packages, mock mode a few.
 */
export interface DemoWorld {
  /** Airports by IATA code; the carriers' hubs are looked up here too. */
  places: ReadonlyMap<string, AirportPlace>;
  /** Airline names by IATA designator. */
  carrierNames: ReadonlyMap<string, string>;
}
