import type { Offer } from "../../../domain/offers/offer";
import { offerOf, sliceOf, withCities } from "./offer-fixture";
import { tripCities } from "./trip-cities";

const NAMES: Record<string, string> = {
  YYZ: "Toronto",
  YUL: "Montréal",
  YVR: "Vancouver",
};

const slice = (id: string, via?: string[]) =>
  withCities(
    sliceOf({
      id,
      departs: "2026-12-20T07:00",
      arrives: "2026-12-20T09:30",
      minutes: 330,
      via,
    }),
    NAMES,
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
