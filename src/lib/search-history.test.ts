import { addToHistory, HISTORY_LIMIT, parseHistory } from "./search-history";

describe("addToHistory", () => {
  it("adds a new code at the front", () => {
    expect(addToHistory(["YUL"], "YYZ")).toEqual(["YYZ", "YUL"]);
  });

  it("leaves the list as it is when the code is already there", () => {
    expect(addToHistory(["YUL", "YYZ"], "YYZ")).toEqual(["YUL", "YYZ"]);
  });

  it("drops the oldest beyond 10", () => {
    const full = [
      "A01",
      "A02",
      "A03",
      "A04",
      "A05",
      "A06",
      "A07",
      "A08",
      "A09",
      "A10",
    ];
    const next = addToHistory(full, "NEW");
    expect(next).toHaveLength(HISTORY_LIMIT);
    expect(next[0]).toBe("NEW");
    expect(next).not.toContain("A10");
  });
});

describe("parseHistory", () => {
  it.each([
    [null, []],
    ["", []],
    ["not json", []],
    ['{"a":1}', []],
    ['["YYZ", 5, "yul", "YYZ", "LHR"]', ["YYZ", "LHR"]],
  ])("reads %j", (stored, codes) => {
    expect(parseHistory(stored)).toEqual(codes);
  });
});
