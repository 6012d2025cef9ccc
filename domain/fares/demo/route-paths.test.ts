import type { AirportPlace } from "../../airports/airport-place";
import { routePaths } from "./route-paths";

const place = (
  iata: string,
  category: AirportPlace["category"],
  region: string,
  latitude: number,
  longitude: number,
): AirportPlace => ({
  iata,
  city: iata,
  country: "CA",
  region,
  continent: "NA",
  category,
  latitude,
  longitude,
  timeZone: "America/Toronto",
});

const LONDON_ON = place("YXU", "medium", "CA-ON", 43.04, -81.15);
const VANCOUVER = place("YVR", "large", "CA-BC", 49.19, -123.18);
const TORONTO = place("YYZ", "large", "CA-ON", 43.68, -79.63);

const placesOf = (...places: AirportPlace[]) =>
  new Map(places.map((one) => [one.iata, one]));

describe("routePaths", () => {
  it("connects through the hubs among the places it is given, and no others", () => {
    const withHub = placesOf(LONDON_ON, VANCOUVER, TORONTO);
    const paths = routePaths(withHub, LONDON_ON, VANCOUVER);
    expect(paths.length).toBeGreaterThan(0);
    for (const { legs } of paths) {
      expect(legs.map(({ to }) => to.iata)).toEqual(["YYZ", "YVR"]);
    }
    // Another set of places has its own answers, not the first set's.
    const withoutHub = placesOf(LONDON_ON, VANCOUVER);
    expect(routePaths(withoutHub, LONDON_ON, VANCOUVER)).toEqual([]);
    expect(routePaths(withHub, VANCOUVER, LONDON_ON)).toHaveLength(
      paths.length,
    );
  });
});
