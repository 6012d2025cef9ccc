import type { Choice } from "./choices";
import { bestScores, sortChoices } from "./sort-choices";

const row = (
  id: string,
  priceCents: number,
  durationMinutes: number,
  departureMinutes: number,
) => ({ id, priceCents, durationMinutes, departureMinutes }) as Choice;

const rows = [
  row("cheap-slow", 50_000, 600, 600),
  row("dear-fast", 90_000, 300, 420),
  row("middle", 56_000, 330, 900),
];

const ids = (list: Choice[]) => list.map((c) => c.id);

describe("sortChoices", () => {
  it("sorts by CO₂, a row with no stated CO₂ last", () => {
    const withCo2 = [
      { ...row("heavy", 50_000, 600, 600), co2Kg: 900 },
      { ...row("unknown", 40_000, 300, 420) },
      { ...row("light", 90_000, 330, 900), co2Kg: 320 },
    ] as Choice[];
    expect(ids(sortChoices(withCo2, "co2"))).toEqual([
      "light",
      "heavy",
      "unknown",
    ]);
  });

  it("sorts by price, duration and departure time", () => {
    expect(ids(sortChoices(rows, "price"))).toEqual([
      "cheap-slow",
      "middle",
      "dear-fast",
    ]);
    expect(ids(sortChoices(rows, "duration"))).toEqual([
      "dear-fast",
      "middle",
      "cheap-slow",
    ]);
    expect(ids(sortChoices(rows, "departure"))).toEqual([
      "dear-fast",
      "cheap-slow",
      "middle",
    ]);
  });

  it("ranks best by 60 % scaled price and 40 % scaled duration", () => {
    const scores = bestScores(rows);
    expect(scores.get("cheap-slow")).toBeCloseTo(0.4);
    expect(scores.get("dear-fast")).toBeCloseTo(0.6);
    expect(scores.get("middle")).toBeCloseTo(0.6 * 0.15 + 0.4 * 0.1);
    expect(ids(sortChoices(rows, "best"))).toEqual([
      "middle",
      "cheap-slow",
      "dear-fast",
    ]);
  });

  it("breaks ties by price and leaves the input alone", () => {
    const tied = [row("b", 70_000, 300, 400), row("a", 60_000, 300, 500)];
    expect(ids(sortChoices(tied, "duration"))).toEqual(["a", "b"]);
    expect(ids(tied)).toEqual(["b", "a"]);
    expect(bestScores([row("x", 1, 1, 1)]).get("x")).toBe(0);
  });
});
