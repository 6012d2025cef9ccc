import { allowedErrors, bitapChunks, patternPieces } from "./pattern-pieces";

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
  it("cut the pattern in at least 2 × errors + 1 pieces of 2+ characters covering it", () => {
    expect(patternPieces("toronto", 0)).toEqual(["toronto"]);
    expect(patternPieces("abcdefghijk", 1)).toEqual([
      "ab",
      "cd",
      "ef",
      "gh",
      "ijk",
    ]);
    const pieces = patternPieces("abcdefghijklmnopqrstu", 2);
    expect(pieces).toHaveLength(10);
    expect(pieces.every((piece) => piece.length >= 2)).toBe(true);
    expect(pieces.join("")).toBe("abcdefghijklmnopqrstu");
    expect(patternPieces("a".repeat(32), 3)).toEqual(Array(16).fill("aa"));
  });
});

describe("bitapChunks", () => {
  it("keeps 32 characters whole and cuts longer ones like fuse.js", () => {
    const text = "abcdefghijklmnopqrstuvwxyz0123456789";
    expect(bitapChunks(text.slice(0, 32))).toEqual([text.slice(0, 32)]);
    expect(bitapChunks(text)).toEqual([text.slice(0, 32), text.slice(4)]);
    expect(bitapChunks(text.slice(0, 32).repeat(2))).toHaveLength(2);
  });
});
