import { allAirports, buildAirportList } from "./airport-list";
import { foldText, searchAirports } from "./airport-search";

describe("buildAirportList", () => {
  it("keeps airports with an IATA code, with names for country and region", () => {
    const list = buildAirportList({
      airports: [
        {
          type: "large_airport",
          name: "Montréal-Trudeau",
          municipality: "Montréal",
          iso_country: "CA",
          iso_region: "CA-QC",
          iata_code: "YUL",
        },
        {
          type: "small_airport",
          name: "Field",
          municipality: "",
          iso_country: "CA",
          iso_region: "CA-ON",
          iata_code: "ABC",
        },
        {
          type: "medium_airport",
          name: "No code",
          iso_country: "CA",
          iso_region: "CA-ON",
        },
        {
          type: "heliport",
          name: "Pad",
          iso_country: "CA",
          iso_region: "CA-ON",
          iata_code: "HEL",
        },
        {
          type: "closed",
          name: "Gone",
          iso_country: "CA",
          iso_region: "CA-ON",
          iata_code: "OLD",
        },
      ],
      countries: [{ code: "CA", name: "Canada" }],
      regions: [
        { code: "CA-QC", name: "Quebec" },
        { code: "CA-ON", name: "Ontario" },
      ],
    });
    expect(list).toEqual([
      {
        iata: "YUL",
        city: "Montréal",
        name: "Montréal-Trudeau",
        country: "Canada",
        region_name: "Quebec",
        category: "large",
        rank: 3,
      },
      {
        iata: "ABC",
        city: "Field",
        name: "Field",
        country: "Canada",
        region_name: "Ontario",
        category: "small",
        rank: 1,
      },
    ]);
  });

  it("holds the real data: about 4,500 airports, highest rank first", () => {
    const list = allAirports();
    expect(list.length).toBeGreaterThan(4_000);
    expect(list.length).toBe(new Set(list.map(({ iata }) => iata)).size);
    for (let index = 1; index < list.length; index += 1) {
      expect(list[index - 1]!.rank).toBeGreaterThanOrEqual(list[index]!.rank);
    }
    expect(list.find(({ iata }) => iata === "YYZ")).toEqual({
      iata: "YYZ",
      city: "Toronto",
      name: "Lester B. Pearson International Airport",
      country: "Canada",
      region_name: "Ontario",
      category: "large",
      rank: 3,
    });
  });
});

describe("searchAirports", () => {
  it("folds case and accents", () => {
    expect(foldText("  Montréal ")).toBe("montreal");
  });

  it("matches code, city, name, country and region, an exact code first", () => {
    const airports = allAirports();
    expect(searchAirports(airports, "yul")[0]!.iata).toBe("YUL");
    expect(
      searchAirports(airports, "montreal").map(({ iata }) => iata),
    ).toContain("YUL");
    expect(searchAirports(airports, "Montréal")).toEqual(
      searchAirports(airports, "montreal"),
    );
    expect(searchAirports(airports, "toronto").map(({ iata }) => iata)).toEqual(
      expect.arrayContaining(["YYZ", "YTZ"]),
    );
    const inOntario = searchAirports(airports, "ontario");
    expect(
      inOntario.every((airport) =>
        JSON.stringify(airport).toLowerCase().includes("ontario"),
      ),
    ).toBe(true);
    expect(searchAirports(airports, "zzzzqqq")).toEqual([]);
    expect(searchAirports(airports, "")).toHaveLength(airports.length);
  });
});
