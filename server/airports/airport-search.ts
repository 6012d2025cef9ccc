import type { Airport } from "../../domain/airports/airport";

/** Lower case without accents: "Montréal" matches "montreal". */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

const SEARCHED: readonly (keyof Airport)[] = [
  "iata",
  "city",
  "name",
  "country",
  "region_name",
];

const indexes = new WeakMap<readonly Airport[], string[]>();

/** Each airport's searched fields, folded once per list. */
function searchIndex(airports: readonly Airport[]): string[] {
  let index = indexes.get(airports);
  if (!index) {
    index = airports.map((airport) =>
      SEARCHED.map((field) => foldText(String(airport[field]))).join("\n"),
    );
    indexes.set(airports, index);
  }
  return index;
}

/**
 * The airports whose code, city, name, country or region contains the text,
 * an exact code first, then by rank (the list's order). Empty text: all.
 */
export function searchAirports(
  airports: readonly Airport[],
  text: string,
): Airport[] {
  const query = foldText(text);
  if (!query) return [...airports];
  const haystacks = searchIndex(airports);
  const matches = airports.filter((_airport, index) =>
    haystacks[index]!.includes(query),
  );
  const exact = matches.filter(
    (airport) => airport.iata.toLowerCase() === query,
  );
  return [...exact, ...matches.filter((airport) => !exact.includes(airport))];
}
