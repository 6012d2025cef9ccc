import type { Airport } from "../../../domain/airports/airport";
import { airportSuggestions, suggestionLines } from "./airport-suggestions";

const airport = (iata: string, city: string, rank = 3): Airport => ({
  iata,
  city,
  name: `${city} International`,
  country: "Canada",
  region_name: "Ontario",
  category: "large",
  rank,
});
const yyz = airport("YYZ", "Toronto");
const ytz = airport("YTZ", "Toronto", 2);
const yul = airport("YUL", "Montreal");
const byCode = new Map([yyz, ytz, yul].map((item) => [item.iata, item]));

describe("airportSuggestions", () => {
  it("shows every recent airport while nothing is typed", () => {
    expect(airportSuggestions(["YUL", "YYZ"], byCode, [], "")).toEqual({
      history: [yul, yyz],
      matches: [],
    });
  });

  it("puts matching recent airports first and leaves them out of the matches", () => {
    expect(
      airportSuggestions(["YUL", "YYZ"], byCode, [yyz, ytz], "toronto"),
    ).toEqual({
      history: [yyz],
      matches: [ytz],
    });
  });

  it("skips history codes it does not know", () => {
    expect(airportSuggestions(["XXX"], byCode, [], "").history).toEqual([]);
  });
});

describe("suggestionLines", () => {
  it("shows the name with the code, and region plus country", () => {
    expect(suggestionLines(yyz)).toEqual({
      title: "Toronto International (YYZ)",
      place: "Ontario, Canada",
    });
  });

  it("shows the city where the region is unassigned", () => {
    const nev = {
      ...airport("NEV", "Charlestown"),
      region_name: "(unassigned)",
      country: "Saint Kitts and Nevis",
    };
    expect(suggestionLines(nev).place).toBe(
      "Charlestown, Saint Kitts and Nevis",
    );
  });
});
