import { chooseEncoding } from "./content-encoding";

describe("chooseEncoding", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["identity", undefined],
    ["deflate", undefined],
    ["gzip", "gzip"],
    ["x-gzip", "gzip"],
    ["*", "gzip"],
    ["br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["GZIP, BR", "br"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, gzip;q=0", undefined],
    ["gzip;q=0.8, br;q=0.8", "br"],
    ["gzip ; q=0.5, br ; q=0.9", "br"],
  ])("%s: %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
