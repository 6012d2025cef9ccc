import Fuse from "fuse.js";
import { allAirports } from "../../../server/airports/airport-list";
import { SEARCHED_KEYS } from "./airport-query";
import { fieldNorm } from "./field-norm";

describe("fieldNorm", () => {
  it("weighs a field by 1 / √(words), to 3 decimals", () => {
    expect(fieldNorm("YYZ")).toBe(1);
    expect(fieldNorm("Toronto Pearson International")).toBe(0.577);
    expect(fieldNorm("  Le\tPuy  ")).toBe(0.707);
  });

  it("agrees with fuse.js's index on every airport field", () => {
    const airports = allAirports();
    const { records } = Fuse.createIndex([...SEARCHED_KEYS], airports).toJSON();
    const fuseNorms = records.flatMap(({ $ }) =>
      SEARCHED_KEYS.map(
        (_, key) => ($ as Record<number, { n: number }>)[key]?.n,
      ),
    );
    const ours = airports.flatMap((airport) =>
      SEARCHED_KEYS.map((key) => fieldNorm(airport[key])),
    );
    expect(ours).toEqual(fuseNorms);
  });
});
