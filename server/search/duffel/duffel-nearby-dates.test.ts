import type { DatePrice } from "../../../domain/offers/search-session-contract";
import { DependencyUnavailable } from "../../platform/outbound/dependency";
import { DuffelRateLimited } from "./duffel-errors";
import { NEARBY_AT_ONCE, priceEachDate } from "./duffel-nearby-dates";

const TRIP = {
  departure: "YYZ",
  arrival: "YVR",
  departureDate: "2027-01-10",
  arrivalDate: "2027-01-17",
  adults: 1,
  children: 0,
};
const unasked = (day: number): DatePrice => ({
  departureDate: `2027-01-${String(day).padStart(2, "0")}`,
  arrivalDate: `2027-01-${String(day + 7).padStart(2, "0")}`,
  lowest_total_cents: null,
  unpriced: true,
});
const quiet = () => {};

describe("priceEachDate", () => {
  it("asks each date with the trip moved to it, and drops `unpriced`", async () => {
    const asked: string[] = [];
    const strip = await priceEachDate(
      TRIP,
      [unasked(8), unasked(9)],
      async (trip) => {
        asked.push(`${trip.departureDate}/${trip.arrivalDate}`);
        return trip.departureDate === "2027-01-09" ? null : 500;
      },
      quiet,
    );
    expect(asked.sort()).toEqual([
      "2027-01-08/2027-01-15",
      "2027-01-09/2027-01-16",
    ]);
    expect(strip).toEqual([
      {
        departureDate: "2027-01-08",
        arrivalDate: "2027-01-15",
        lowest_total_cents: 500,
      },
      {
        departureDate: "2027-01-09",
        arrivalDate: "2027-01-16",
        lowest_total_cents: null,
      },
    ]);
  });

  it("asks no date after a rate limit, and keeps the ones it priced", async () => {
    const dates = Array.from({ length: NEARBY_AT_ONCE + 2 }, (_, i) =>
      unasked(i + 1),
    );
    let calls = 0;
    const strip = await priceEachDate(
      TRIP,
      dates,
      async () => {
        calls += 1;
        if (calls === 1) throw new DuffelRateLimited(30);
        return 700;
      },
      quiet,
    );
    expect(calls).toBe(NEARBY_AT_ONCE);
    expect(strip.filter((date) => date.unpriced)).toHaveLength(3);
    expect(
      strip.filter((date) => date.lowest_total_cents === 700),
    ).toHaveLength(NEARBY_AT_ONCE - 1);
  });

  it("throws the rate limit, or the source unavailable, when nothing was priced", async () => {
    await expect(
      priceEachDate(
        TRIP,
        [unasked(1)],
        () => Promise.reject(new DuffelRateLimited(12)),
        quiet,
      ),
    ).rejects.toMatchObject({ retryAfterSeconds: 12 });
    const failed = priceEachDate(
      TRIP,
      [unasked(1), unasked(2)],
      () => Promise.reject(new Error("socket hang up")),
      quiet,
    );
    await expect(failed).rejects.toBeInstanceOf(DependencyUnavailable);
    await expect(failed).rejects.not.toBeInstanceOf(DuffelRateLimited);
  });
});
