import { dateStrip } from "./date-strip";

describe("dateStrip", () => {
  it("orders the days and marks the chosen and the cheapest, with no collator", () => {
    const localeCompare = jest.spyOn(String.prototype, "localeCompare");
    const strip = dateStrip(
      [
        { departureDate: "2030-03-15", lowest_total_cents: 40_000 },
        { departureDate: "2030-03-13", lowest_total_cents: 30_000 },
        { departureDate: "2030-03-14", lowest_total_cents: null },
      ],
      "2030-03-14",
    );
    expect(strip.map((d) => [d.departureDate, d.chosen, d.cheapest])).toEqual([
      ["2030-03-13", false, true],
      ["2030-03-14", true, false],
      ["2030-03-15", false, false],
    ]);
    expect(localeCompare).not.toHaveBeenCalled();
    localeCompare.mockRestore();
  });

  it("marks nothing cheapest when no day has a price", () => {
    const strip = dateStrip(
      [{ departureDate: "2030-03-14", lowest_total_cents: null }],
      "2030-03-14",
    );
    expect(strip[0]).toMatchObject({ chosen: true, cheapest: false });
  });
});
