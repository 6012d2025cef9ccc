import { dateTimeFormat, numberFormat } from "./cached-formats";

describe("cached Intl formatters", () => {
  it("gives the same formatter for the same locale and options", () => {
    const options = { style: "currency", currency: "CAD" } as const;
    expect(numberFormat("en-CA", options)).toBe(
      numberFormat("en-CA", { ...options }),
    );
    expect(dateTimeFormat("fr-CA", { month: "long" })).toBe(
      dateTimeFormat("fr-CA", { month: "long" }),
    );
  });

  it("keeps locales and options apart", () => {
    const options = { style: "currency", currency: "CAD" } as const;
    expect(numberFormat("en-CA", options).format(1046)).toBe("$1,046.00");
    // French groups and separates the sign with no-break spaces.
    expect(
      numberFormat("fr-CA", options).format(1046).replace(/\s/g, " "),
    ).toBe("1 046,00 $");
    expect(numberFormat("en-CA", { maximumFractionDigits: 0 })).not.toBe(
      numberFormat("en-CA", options),
    );
    const day = new Date(Date.UTC(2026, 6, 1));
    expect(
      dateTimeFormat("en-CA", { month: "long", timeZone: "UTC" }).format(day),
    ).toBe("July");
    expect(
      dateTimeFormat("fr-CA", { month: "long", timeZone: "UTC" }).format(day),
    ).toBe("juillet");
  });
});
