import { compareText } from "./compare-text";

describe("compareText", () => {
  it("orders by code point, equal strings as equal", () => {
    expect(
      ["b", "B", "a", "2030-03-14", "2030-03-02"].sort(compareText),
    ).toEqual(["2030-03-02", "2030-03-14", "B", "a", "b"]);
    expect(compareText("same", "same")).toBe(0);
  });
});
