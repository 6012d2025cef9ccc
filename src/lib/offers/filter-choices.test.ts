import type { Choice } from "./choices";
import {
  filterChoices,
  filterCounts,
  hasFilters,
  NO_FILTERS,
} from "./filter-choices";
import { AC, WS } from "./offer-fixture";

const row = (
  id: string,
  stops: number,
  carriers: Choice["carriers"],
  timeOfDay: Choice["timeOfDay"],
  priceCents: number,
) => ({ id, stops, carriers, timeOfDay, priceCents }) as Choice;

const rows = [
  row("a", 0, [AC], "morning", 50_000),
  row("b", 1, [WS], "evening", 40_000),
  row("c", 2, [AC, WS], "morning", 70_000),
  row("d", 3, [WS], "night", 30_000),
];
const ids = (list: Choice[]) => list.map((c) => c.id);

describe("filterChoices", () => {
  it("keeps everything with no filters", () => {
    expect(ids(filterChoices(rows, NO_FILTERS))).toEqual(["a", "b", "c", "d"]);
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it("filters by stops (2+ holds 2 and more), airline, time and price", () => {
    expect(ids(filterChoices(rows, { ...NO_FILTERS, stops: ["2+"] }))).toEqual([
      "c",
      "d",
    ]);
    expect(
      ids(filterChoices(rows, { ...NO_FILTERS, stops: ["0", "1"] })),
    ).toEqual(["a", "b"]);
    expect(
      ids(filterChoices(rows, { ...NO_FILTERS, airlines: ["AC"] })),
    ).toEqual(["a", "c"]);
    expect(
      ids(filterChoices(rows, { ...NO_FILTERS, times: ["morning"] })),
    ).toEqual(["a", "c"]);
    expect(
      ids(filterChoices(rows, { ...NO_FILTERS, maxPriceCents: 45_000 })),
    ).toEqual(["b", "d"]);
  });

  it("combines filters, possibly to nothing", () => {
    const none = { ...NO_FILTERS, stops: ["0" as const], airlines: ["WS"] };
    expect(filterChoices(rows, none)).toEqual([]);
    expect(hasFilters(none)).toBe(true);
  });
});

describe("filterCounts", () => {
  it("counts every value over all rows with no filters", () => {
    const counts = filterCounts(rows, NO_FILTERS);
    expect(counts.stops).toEqual({ "0": 1, "1": 1, "2+": 2 });
    expect(counts.times).toEqual({
      night: 1,
      morning: 2,
      afternoon: 0,
      evening: 1,
    });
    expect(counts.airlines).toEqual([
      { ...AC, count: 2 },
      { ...WS, count: 3 },
    ]);
    expect([counts.minPriceCents, counts.maxPriceCents]).toEqual([
      30_000, 70_000,
    ]);
  });

  it("counts each facet with the other filters applied, not its own", () => {
    const counts = filterCounts(rows, {
      ...NO_FILTERS,
      airlines: ["AC"],
      stops: ["0"],
    });
    // Stops counted among Air Canada rows; airlines among nonstop rows.
    expect(counts.stops).toEqual({ "0": 1, "1": 0, "2+": 1 });
    expect(counts.airlines).toEqual([
      { ...AC, count: 1 },
      { ...WS, count: 0 },
    ]);
    expect(counts.times.morning).toBe(1);
  });

  it("lists airlines alphabetically, ignoring case and accents, with no collator", () => {
    const localeCompare = jest.spyOn(String.prototype, "localeCompare");
    const collator = jest.spyOn(Intl, "Collator");
    const airline = (code: string, name: string) =>
      row(code, 0, [{ code, name }], "morning", 10_000);
    const counts = filterCounts(
      [
        airline("WS", "WestJet"),
        airline("EV", "Évasion Air"),
        airline("AC", "Air Canada"),
        airline("FL", "flair"),
        airline("EA", "Eagle"),
      ],
      NO_FILTERS,
    );
    expect(counts.airlines.map((airline) => airline.name)).toEqual([
      "Air Canada",
      "Eagle",
      "Évasion Air",
      "flair",
      "WestJet",
    ]);
    expect(localeCompare).not.toHaveBeenCalled();
    expect(collator).not.toHaveBeenCalled();
    localeCompare.mockRestore();
    collator.mockRestore();
  });
});
