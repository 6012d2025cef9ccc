import type { Offer, Slice } from "../../../domain/offers/offer";
import { offerOf, sliceOf } from "./offer-fixture";
import { tripCities } from "./trip-cities";

const NAMES: Record<string, string> = {
  YYZ: "Toronto",
  YUL: "Montréal",
  YVR: "Vancouver",
};

/** The fixture's slice with each airport's city named. */
function named(slice: Slice): Slice {
  return {
    ...slice,
    segments: slice.segments.map((segment) => ({
      ...segment,
      from: { ...segment.from, city: NAMES[segment.from.iata]! },
      to: { ...segment.to, city: NAMES[segment.to.iata]! },
    })),
  };
}

const slice = (id: string, via?: string[]) =>
  named(
    sliceOf({
      id,
      departs: "2026-12-20T07:00",
      arrives: "2026-12-20T09:30",
      minutes: 330,
      via,
    }),
  );
const trip = { departure: "YYZ", arrival: "YVR" };

test("names both airports' cities from the flights that leave and land there", () => {
  const offers: Offer[] = [offerOf("a", 60_000, [slice("o1", ["YUL"])])];
  expect(tripCities(offers, trip)).toEqual({
    departure: "Toronto",
    arrival: "Vancouver",
  });
});

test("an airport no flight leaves from or lands at has no city", () => {
  const offers = [offerOf("a", 60_000, [slice("o1", ["YUL"])])];
  expect(tripCities(offers, { departure: "YOW", arrival: "YVR" })).toEqual({
    arrival: "Vancouver",
  });
});

test("no offers, no cities", () => {
  expect(tripCities([], trip)).toEqual({});
});
