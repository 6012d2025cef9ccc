import { allowedErrors, patternPieces } from "./pattern-pieces";

describe("allowedErrors", () => {
  it("allows no error under 10 characters, one from 10, two from 20", () => {
    expect(allowedErrors(9)).toBe(0);
    expect(allowedErrors(10)).toBe(1);
    expect(allowedErrors(19)).toBe(1);
    expect(allowedErrors(20)).toBe(2);
    expect(allowedErrors(32)).toBe(3);
  });

  it("allows none at threshold 0 (the code form)", () => {
    expect(allowedErrors(30, 0)).toBe(0);
  });
});

describe("patternPieces", () => {
  it("cut the pattern in 2 × errors + 1 pieces covering it", () => {
    expect(patternPieces("toronto", 0)).toEqual(["toronto"]);
    expect(patternPieces("abcdefghijk", 1)).toEqual(["abc", "def", "ghijk"]);
    const pieces = patternPieces("abcdefghijklmnopqrstu", 2);
    expect(pieces).toHaveLength(5);
    expect(pieces.join("")).toBe("abcdefghijklmnopqrstu");
  });
});
