import fc from "fast-check";
import { allAirports } from "../../../server/airports/airport-list";
import type { Airport } from "../../../domain/airports/airport";
import { parseAirportQuery } from "./airport-query";
import { createAirportMatcher } from "./airport-matcher";
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

/** Replaces, drops or adds one character: a typing slip. */
const slip = (text: string, at: number, kind: number, char: string) => {
  const position = at % (text.length + 1);
  const rest = text.slice(position + (kind === 2 ? 0 : 1));
  return text.slice(0, position) + (kind === 1 ? "" : char) + rest;
};

/** A piece of a real field, with up to 3 slips: texts people type. */
const typed = fc
  .tuple(
    fieldText,
    fc.nat(),
    fc.integer({ min: 2, max: 40 }),
    fc.array(
      fc.tuple(
        fc.nat(),
        fc.nat({ max: 2 }),
        fc.string({ minLength: 1, maxLength: 1 }),
      ),
      {
        maxLength: 3,
      },
    ),
  )
  .map(([text, start, length, slips]) => {
    const from = start % Math.max(1, text.length - 1);
    const piece = text.slice(from, from + length);
    if (piece.length < 3) return piece;
    return slips.reduce(
      (done, [at, kind, char]) => slip(done, at, kind, char),
      piece,
    );
  });

const anyText = fc.oneof(
  typed,
  typed.map((text) => text.toUpperCase()),
  fieldText,
  fc.string({ minLength: 0, maxLength: 12 }),
  fc.stringMatching(/^[a-z]{2,12}$/),
  fc.tuple(fieldText, fieldText).map(([city, name]) => `${city} ${name}`),
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
      "internatoinal",
      "Lester B. Pearson International Airport, Toronto",
      "zz",
      "",
    ]) {
      expect(codes(fast(text))).toEqual(codes(plain(text)));
    }
    expect(codes(fast("Toronto (YYZ)"))).toEqual(["YYZ"]);
    expect(fast("toronto")[0]!.rank).toBe(3);
  });

  it("keeps the first answers when given a limit", () => {
    const all = codes(plain("or"));
    const large = airports.filter(({ rank }) => rank === 3).length;
    for (const limit of [0, 1, 8, large - 1, large + 5, all.length + 1]) {
      expect(codes(fast("or", limit))).toEqual(all.slice(0, limit));
    }
  });

  it("answers exactly like plain fuse.js, in full and cut to a limit, on a thousand generated queries", () => {
    fc.assert(
      fc.property(
        anyText,
        fc.oneof(fc.integer({ min: 0, max: 20 }), fc.nat({ max: 5000 })),
        (text, limit) => {
          const expected = codes(plain(text));
          expect(codes(fast(text))).toEqual(expected);
          expect(codes(fast(text, limit))).toEqual(expected.slice(0, limit));
        },
      ),
      // A thousand: each compares against plain fuse.js over every airport
      // (about 45 ms a query), and this test sets the unit suite's length.
      { numRuns: 1000, seed: 20261122 },
    );
  });
});
