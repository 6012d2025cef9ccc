import fc from "fast-check";
import { allAirports } from "../../../server/airports/airport-list";
import type { Airport } from "./airport";
import { parseAirportQuery } from "./airport-query";
import {
  allowedErrors,
  createAirportMatcher,
  patternPieces,
} from "./airport-matcher";
import { createPlainFuseMatcher } from "./plain-fuse-matcher";

const airports: Airport[] = allAirports();
const fast = createAirportMatcher(airports);
const plain = createPlainFuseMatcher(airports);
const codes = (list: Airport[]) => list.map(({ iata }) => iata);

const fieldText = fc
  .tuple(
    fc.constantFrom(...airports),
    fc.constantFrom("iata", "city", "name", "country", "region_name" as const),
  )
  .map(([airport, key]) => airport[key]);

/** A piece of a real field, maybe with one character changed: texts people type. */
const typed = fc
  .tuple(
    fieldText,
    fc.nat(),
    fc.integer({ min: 2, max: 40 }),
    fc.nat(),
    fc.string({ minLength: 1, maxLength: 1 }),
  )
  .map(([text, start, length, at, replacement]) => {
    const from = start % Math.max(1, text.length - 1);
    const piece = text.slice(from, from + length);
    if (piece.length < 3 || at % 3 !== 0) return piece;
    const position = at % piece.length;
    return piece.slice(0, position) + replacement + piece.slice(position + 1);
  });

const anyText = fc.oneof(
  typed,
  fc.string({ minLength: 0, maxLength: 12 }),
  fc.stringMatching(/^[a-z]{2,12}$/),
  fc
    .tuple(fieldText, fc.stringMatching(/^[A-Za-z]{0,5}\)?$/))
    .map(([city, code]) => `${city} (${code}`),
);

describe("parseAirportQuery", () => {
  it.each([
    ["t", undefined],
    [" to ", { kind: "free-text", pattern: "to" }],
    ["Toronto (YY", undefined],
    ["Toronto (YYZ)", { kind: "code", pattern: "YYZ" }],
    ["Toronto (yyz", { kind: "code", pattern: "yyz" }],
  ])("reads %j", (text, query) => {
    expect(parseAirportQuery(text)).toEqual(query);
  });
});

describe("patternPieces and allowedErrors", () => {
  it("allow no error under 10 characters, one from 10, two from 20", () => {
    expect(allowedErrors(9)).toBe(0);
    expect(allowedErrors(10)).toBe(1);
    expect(allowedErrors(19)).toBe(1);
    expect(allowedErrors(20)).toBe(2);
  });

  it("cover the whole pattern", () => {
    expect(patternPieces("abcdefghijk", 1)).toEqual(["abc", "def", "ghijk"]);
    expect(patternPieces("abcdefghijklmnopqrstu", 2).join("")).toBe(
      "abcdefghijklmnopqrstu",
    );
  });
});

describe("createAirportMatcher", () => {
  it("answers like plain fuse.js on known queries", () => {
    for (const text of [
      "to",
      "toronto",
      "Montréal",
      "yul",
      "Toronto (YYZ)",
      "Toronto (YY",
      "london heathrow",
      "san francisco international",
      "zz",
      "",
    ]) {
      expect(codes(fast(text))).toEqual(codes(plain(text)));
    }
    expect(codes(fast("Toronto (YYZ)"))).toEqual(["YYZ"]);
    expect(fast("toronto")[0]!.rank).toBe(3);
  });

  it("answers exactly like plain fuse.js on thousands of generated queries", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(codes(fast(text))).toEqual(codes(plain(text)));
      }),
      { numRuns: 2000, seed: 20261122 },
    );
  });
});
