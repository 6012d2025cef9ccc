import type { TripRequest, Watch } from "../../../domain/alerts/watch-contract";
import { watchedTripOf } from "../../../domain/alerts/watched-trip";
import { newRandomUuid } from "../../lib/random-uuid";

// Mock mode's watched trips, in memory for the visit, with a week of made-up
// daily prices so the chart has something to draw.
const watches: Watch[] = [];

const sampleDays = () =>
  [1_120, 1_080, 1_095, 1_010, 1_030, 985, 990].map((dollars, index) => ({
    day: new Date(Date.UTC(2026, 10, 20 + index)).toISOString().slice(0, 10),
    lowest_total_cents: dollars * 100,
  }));

export function mockWatchTrip(trip: TripRequest): Watch {
  const watch: Watch = {
    id: newRandomUuid(),
    trip: watchedTripOf(trip),
    last_announced_cents: null,
    days: sampleDays(),
  };
  watches.push(watch);
  return watch;
}

export const mockWatches = (): Watch[] => [...watches];

export function mockStopWatch(id: string): void {
  const index = watches.findIndex((watch) => watch.id === id);
  if (index >= 0) watches.splice(index, 1);
}
