import type { Airport } from "../../../domain/airports/airport";

export interface AirportSuggestions {
  history: Airport[];
  matches: Airport[];
}

/**
 * SPEC §2, §9: the recent airports first (those the text matches, or all of
 * them while nothing is typed), then the matches, without the airports
 * already shown from history.
 */
export function airportSuggestions(
  historyCodes: readonly string[],
  byCode: ReadonlyMap<string, Airport>,
  matches: readonly Airport[],
  text: string,
): AirportSuggestions {
  const recent = historyCodes
    .map((code) => byCode.get(code))
    .filter((airport): airport is Airport => airport !== undefined);
  const matched = new Set(matches.map(({ iata }) => iata));
  const history = text.trim()
    ? recent.filter(({ iata }) => matched.has(iata))
    : recent;
  const inHistory = new Set(historyCodes);
  return {
    history,
    matches: matches.filter(({ iata }) => !inHistory.has(iata)),
  };
}

/** "Toronto Pearson (YYZ)" with "Ontario, Canada": what a suggestion shows. */
export function suggestionLines(airport: Airport): {
  title: string;
  place: string;
} {
  // The data marks a missing region "(unassigned)": the city says more.
  const region = airport.region_name.startsWith("(") ? "" : airport.region_name;
  return {
    title: `${airport.name} (${airport.iata})`,
    place: `${region || airport.city}, ${airport.country}`,
  };
}
