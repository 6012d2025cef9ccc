import type { Offer } from "../../../domain/offers/offer";
import { allAirportPlaces } from "../../airports";
import { createDemoFareSource } from "./demo-fare-source";
import { SAMPLE_ROUTES } from "./demo-test-trips";
import { instantOf } from "../../../domain/fares/demo/local-time";
import { nonstopPossible } from "../../../domain/fares/demo/route-paths";
import { CONNECTION_MINUTES } from "../../../domain/fares/demo/slices";

const source = createDemoFareSource(() => new Date("2026-11-23T15:00:00Z"));

async function search(departure: string, arrival: string): Promise<Offer[]> {
  return source.searchOffers({
    departure,
    arrival,
    departureDate: "2027-03-12",
    arrivalDate: "2027-03-19",
    adults: 1,
    children: 0,
  });
}

const place = (iata: string) => allAirportPlaces().get(iata)!;

/** The instant of a segment end's local time at its airport. */
const instant = (end: { iata: string; at: string }) => {
  const [date, time] = end.at.split("T");
  const [hours, minutes] = time!.split(":").map(Number);
  return instantOf(date!, hours! * 60 + minutes!, place(end.iata).timeZone);
};

describe("demo itineraries", () => {
  it("flies nonstop only on short routes or between two large airports", async () => {
    for (const [from, to] of SAMPLE_ROUTES) {
      const offers = await search(from, to);
      expect(offers.length).toBeGreaterThan(0);
      const nonstop = offers.some(
        ({ slices }) => slices[0]!.segments.length === 1,
      );
      if (!nonstopPossible(place(from), place(to))) expect(nonstop).toBe(false);
    }
    for (const [from, to] of [
      ["YYZ", "YVR"],
      ["YUL", "CDG"],
      ["YXU", "YOW"],
    ] as const) {
      const offers = await search(from, to);
      expect(
        offers.some(({ slices }) => slices[0]!.segments.length === 1),
      ).toBe(true);
    }
    // London, Ontario is a medium airport 3,300 km from Vancouver.
    const regional = await search("YXU", "YVR");
    expect(regional.every(({ slices }) => slices[0]!.segments.length > 1)).toBe(
      true,
    );
  });

  it("connects through hubs with 1 or 2 stops and real connection times", async () => {
    for (const [from, to] of SAMPLE_ROUTES) {
      for (const offer of await search(from, to)) {
        for (const slice of offer.slices) {
          expect(slice.segments.length).toBeLessThanOrEqual(3);
          expect(slice.connections).toHaveLength(slice.segments.length - 1);
          slice.connections.forEach((connection, index) => {
            expect(connection.minutes).toBeGreaterThanOrEqual(
              CONNECTION_MINUTES.min,
            );
            expect(connection.minutes).toBeLessThanOrEqual(
              CONNECTION_MINUTES.max,
            );
            expect(slice.segments[index]!.to.iata).toBe(connection.iata);
            expect(slice.segments[index + 1]!.from.iata).toBe(connection.iata);
          });
        }
        expect(offer.slices[0]!.segments[0]!.from.iata).toBe(from);
        expect(offer.slices[0]!.segments.at(-1)!.to.iata).toBe(to);
        expect(offer.slices[1]!.segments[0]!.from.iata).toBe(to);
      }
    }
  });

  it("keeps local times consistent with durations across time zones", async () => {
    let nextDay = 0;
    for (const [from, to] of SAMPLE_ROUTES) {
      for (const offer of await search(from, to)) {
        for (const slice of offer.slices) {
          let previousArrival: number | undefined;
          slice.segments.forEach((segment, index) => {
            expect(segment.from.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
            const departs = instant(segment.from);
            const arrives = instant(segment.to);
            expect(arrives - departs).toBe(segment.duration_minutes * 60_000);
            if (previousArrival !== undefined) {
              const wait = slice.connections[index - 1]!.minutes;
              expect(departs - previousArrival).toBe(wait * 60_000);
            }
            previousArrival = arrives;
            if (segment.to.at.slice(0, 10) > segment.from.at.slice(0, 10))
              nextDay += 1;
          });
          const start = instant(slice.segments[0]!.from);
          expect(previousArrival! - start).toBe(
            slice.duration_minutes * 60_000,
          );
        }
      }
    }
    // Eastbound overnight flights and the date line do land on later days.
    expect(nextDay).toBeGreaterThan(0);
  });

  it("takes longer westbound, as against the winds, and about 4 to 5 hours Toronto–Vancouver", async () => {
    const offers = await search("YYZ", "YVR");
    const nonstop = offers.find(
      ({ slices }) => slices[0]!.segments.length === 1,
    )!;
    const [out, back] = nonstop.slices;
    expect(out!.duration_minutes).toBeGreaterThan(back!.duration_minutes);
    expect(out!.duration_minutes).toBeGreaterThanOrEqual(240);
    expect(out!.duration_minutes).toBeLessThanOrEqual(330);
  });

  it("spreads departures through the day and names real carriers", async () => {
    const offers = await search("YYZ", "YVR");
    const hours = new Set(
      offers.map(({ slices }) =>
        Number(slices[0]!.segments[0]!.from.at.slice(11, 13)),
      ),
    );
    expect(Math.min(...hours)).toBeLessThan(9);
    expect(Math.max(...hours)).toBeGreaterThanOrEqual(18);
    const carriers = new Map(
      offers.map(({ owner }) => [owner.code, owner.name]),
    );
    expect(carriers.get("AC")).toBe("Air Canada");
    expect(carriers.get("WS")).toBe("WestJet");
  });
});
