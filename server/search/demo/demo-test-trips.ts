import type { TripRequest } from "../../../domain/offers/search-session-contract";

/** A busy round trip the demo tests and the benchmark share. */
export const TORONTO_VANCOUVER: TripRequest = {
  departure: "YYZ",
  arrival: "YVR",
  departureDate: "2026-12-10",
  arrivalDate: "2026-12-17",
  adults: 2,
  children: 1,
};

/** Routes of every kind: busy, regional, transatlantic, across the date line. */
export const SAMPLE_ROUTES: readonly [string, string][] = [
  ["YYZ", "YVR"],
  ["YXU", "YVR"],
  ["YXU", "YOW"],
  ["YUL", "CDG"],
  ["YVR", "NRT"],
  ["YXU", "OKA"],
  ["YHZ", "LHR"],
  ["YYC", "LAX"],
  ["YQM", "BOM"],
  ["YVR", "SYD"],
];
