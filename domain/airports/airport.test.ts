import { airportRank, sortByRank } from "./airport";

describe("airport rank (SPEC §9)", () => {
  it("is large 3, medium 2, small 1, otherwise 0", () => {
    expect(
      ["large", "medium", "small", "heliport", undefined].map(airportRank),
    ).toEqual([3, 2, 1, 0, 0]);
    expect(airportRank("toString")).toBe(0);
  });

  it("sorts highest first, keeping the order within a rank", () => {
    const list = [
      { iata: "A", rank: 1 },
      { iata: "B", rank: 3 },
      { iata: "C", rank: 1 },
      { iata: "D", rank: 3 },
    ];
    expect(sortByRank(list).map(({ iata }) => iata)).toEqual([
      "B",
      "D",
      "A",
      "C",
    ]);
  });
});
