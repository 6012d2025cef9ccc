import { LATE_BOOKING_DAYS, pricingDayFactor, utcDay } from "./pricing-day";

const days = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    utcDay(new Date(Date.UTC(2027, 0, 1 + index))),
  );

describe("pricingDayFactor", () => {
  it("is the same all day, and moves within ±10 % from one day to the next, far from departure", () => {
    const factors = days(30).map((day) =>
      pricingDayFactor("YYZ-YVR", "2027-06-01", day),
    );
    expect(pricingDayFactor("YYZ-YVR", "2027-06-01", "2027-01-01")).toBe(
      factors[0],
    );
    for (const factor of factors) {
      expect(factor).toBeGreaterThanOrEqual(0.9);
      expect(factor).toBeLessThan(1.1);
    }
    expect(new Set(factors).size).toBe(30);
  });

  it("differs between routes and travel dates priced the same day", () => {
    const day = "2027-01-05";
    expect(pricingDayFactor("YYZ-YVR", "2027-06-01", day)).not.toBe(
      pricingDayFactor("YVR-YYZ", "2027-06-01", day),
    );
    expect(pricingDayFactor("YYZ-YVR", "2027-06-01", day)).not.toBe(
      pricingDayFactor("YYZ-YVR", "2027-06-02", day),
    );
  });

  it("adds 2 % a day inside the last two weeks before departure", () => {
    const onDeparture = pricingDayFactor("YYZ-YVR", "2027-01-20", "2027-01-20");
    expect(onDeparture).toBeGreaterThanOrEqual(
      0.9 * (1 + 0.02 * LATE_BOOKING_DAYS),
    );
  });
});

describe("utcDay", () => {
  it("is the UTC day of an instant", () => {
    expect(utcDay(new Date("2026-11-28T23:30:00-05:00"))).toBe("2026-11-29");
  });
});
