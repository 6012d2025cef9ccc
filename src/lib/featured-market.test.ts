import { isMarket } from "../../domain/content/markets";
import { browserMarket, marketForTimeZone } from "./featured-market";

describe("the visitor's featured-trips market", () => {
  it.each([
    "America/Vancouver",
    "America/Edmonton",
    "America/Regina",
    "America/Whitehorse",
    "America/Los_Angeles",
    "America/Denver",
    "US/Pacific",
    "Pacific/Honolulu",
    "Australia/Sydney",
    "Asia/Tokyo",
  ])("is vancouver in %s", (timeZone) => {
    expect(marketForTimeZone(timeZone)).toBe("vancouver");
  });

  it.each([
    "America/Toronto",
    "America/Montreal",
    "America/Winnipeg",
    "America/Halifax",
    "America/St_Johns",
    "America/New_York",
    "America/Chicago",
    "Europe/London",
    "Europe/Paris",
    "UTC",
  ])("is toronto in %s", (timeZone) => {
    expect(marketForTimeZone(timeZone)).toBe("toronto");
  });

  it("is toronto when the time zone is unknown", () => {
    expect(marketForTimeZone(undefined)).toBe("toronto");
    expect(marketForTimeZone("")).toBe("toronto");
  });

  it("accepts only the two markets", () => {
    expect(isMarket("toronto")).toBe(true);
    expect(isMarket("vancouver")).toBe(true);
    expect(isMarket("calgary")).toBe(false);
    expect(isMarket(null)).toBe(false);
  });

  it("reads the browser's own time zone from Temporal, building no Intl formatter", () => {
    const buildFormatter = jest.spyOn(Intl, "DateTimeFormat");
    Object.assign(globalThis, {
      Temporal: { Now: { timeZoneId: () => "America/Edmonton" } },
    });
    try {
      expect(browserMarket()).toBe("vancouver");
      expect(buildFormatter).not.toHaveBeenCalled();
    } finally {
      delete (globalThis as { Temporal?: unknown }).Temporal;
      buildFormatter.mockRestore();
    }
  });

  it("reads the browser's own time zone from Intl where there is no Temporal", () => {
    const resolvedOptions = jest
      .spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions")
      .mockReturnValue({
        timeZone: "America/Vancouver",
      } as Intl.ResolvedDateTimeFormatOptions);
    expect(browserMarket()).toBe("vancouver");
    resolvedOptions.mockImplementation(() => {
      throw new RangeError("no time zone");
    });
    expect(browserMarket()).toBe("toronto");
    resolvedOptions.mockRestore();
  });
});
