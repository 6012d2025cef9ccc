import { createBigramIndex, rarestSlot } from "./bigram-index";

// Three airports with two fields each, at position * 2 + key.
const index = createBigramIndex(
  ["yyz", "toronto", "yul", "montreal", "xto", "   "],
  2,
);

const listed = (text: string) => {
  const slot = rarestSlot(index, text);
  if (slot < 0) return undefined;
  const entries = [];
  for (let at = index.offsets[slot]!; at < index.offsets[slot + 1]!; at++) {
    entries.push([index.positions[at], index.masks[at]]);
  }
  return entries;
};

describe("createBigramIndex and rarestSlot", () => {
  it("lists each airport once, ascending, with the fields holding the pair", () => {
    expect(listed("to")).toEqual([
      [0, 0b10],
      [2, 0b01],
    ]);
    expect(listed("on")).toEqual([
      [0, 0b10],
      [1, 0b10],
    ]);
  });

  it("picks the text's rarest pair", () => {
    expect(listed("toro")).toEqual([[0, 0b10]]);
    expect(listed("xton")).toEqual([[2, 0b01]]);
  });

  it("answers -1 when a pair occurs nowhere, blank fields included", () => {
    expect(rarestSlot(index, "zz")).toBe(-1);
    expect(rarestSlot(index, "torontoz")).toBe(-1);
    expect(rarestSlot(index, "  ")).toBe(-1);
  });
});
