import type { Carrier } from "../../offers/offer";
import type { DemoWorld } from "./demo-world";

/** Where a carrier is at home: its domestic network and its hubs. */
export type Region = "CA" | "US" | "LATAM" | "EU" | "ME" | "ASIA" | "OC" | "AF";

export interface DemoCarrier {
  code: string;
  region: Region;
  hubs: readonly string[];
  /** Its longest flight in km: regional carriers stay near home. */
  reach: number;
}

/** Real carriers and their main hubs, a handful per region. */
export const DEMO_CARRIERS: readonly DemoCarrier[] = [
  {
    code: "AC",
    region: "CA",
    hubs: ["YYZ", "YUL", "YVR", "YYC"],
    reach: 16_000,
  },
  { code: "WS", region: "CA", hubs: ["YYC", "YYZ", "YVR"], reach: 8000 },
  { code: "PD", region: "CA", hubs: ["YYZ", "YTZ", "YOW"], reach: 4200 },
  { code: "TS", region: "CA", hubs: ["YUL", "YYZ"], reach: 8000 },
  {
    code: "AA",
    region: "US",
    hubs: ["DFW", "CLT", "ORD", "MIA", "PHL"],
    reach: 16_000,
  },
  {
    code: "UA",
    region: "US",
    hubs: ["ORD", "DEN", "IAH", "EWR", "SFO"],
    reach: 16_000,
  },
  {
    code: "DL",
    region: "US",
    hubs: ["ATL", "MSP", "DTW", "JFK", "SEA"],
    reach: 16_000,
  },
  { code: "AS", region: "US", hubs: ["SEA", "PDX", "ANC"], reach: 5500 },
  { code: "B6", region: "US", hubs: ["JFK", "BOS"], reach: 6000 },
  { code: "HA", region: "US", hubs: ["HNL"], reach: 8000 },
  { code: "AM", region: "LATAM", hubs: ["MEX"], reach: 11000 },
  { code: "CM", region: "LATAM", hubs: ["PTY"], reach: 6500 },
  { code: "LA", region: "LATAM", hubs: ["GRU", "SCL", "LIM"], reach: 16_000 },
  { code: "AV", region: "LATAM", hubs: ["BOG"], reach: 7000 },
  { code: "AR", region: "LATAM", hubs: ["EZE"], reach: 11000 },
  { code: "BA", region: "EU", hubs: ["LHR"], reach: 16_000 },
  { code: "AF", region: "EU", hubs: ["CDG"], reach: 16_000 },
  { code: "KL", region: "EU", hubs: ["AMS"], reach: 16_000 },
  { code: "LH", region: "EU", hubs: ["FRA", "MUC"], reach: 16_000 },
  { code: "LX", region: "EU", hubs: ["ZRH"], reach: 16_000 },
  { code: "IB", region: "EU", hubs: ["MAD"], reach: 16_000 },
  { code: "SK", region: "EU", hubs: ["CPH", "ARN", "OSL"], reach: 16_000 },
  { code: "AY", region: "EU", hubs: ["HEL"], reach: 10000 },
  { code: "EI", region: "EU", hubs: ["DUB"], reach: 7000 },
  { code: "TP", region: "EU", hubs: ["LIS"], reach: 9000 },
  { code: "FI", region: "EU", hubs: ["KEF"], reach: 6500 },
  { code: "LO", region: "EU", hubs: ["WAW"], reach: 9000 },
  { code: "EK", region: "ME", hubs: ["DXB"], reach: 16_000 },
  { code: "QR", region: "ME", hubs: ["DOH"], reach: 16_000 },
  { code: "EY", region: "ME", hubs: ["AUH"], reach: 16_000 },
  { code: "TK", region: "ME", hubs: ["IST"], reach: 16_000 },
  { code: "SV", region: "ME", hubs: ["JED", "RUH"], reach: 12000 },
  { code: "CX", region: "ASIA", hubs: ["HKG"], reach: 16_000 },
  { code: "JL", region: "ASIA", hubs: ["HND", "NRT"], reach: 16_000 },
  { code: "NH", region: "ASIA", hubs: ["NRT", "HND"], reach: 16_000 },
  { code: "KE", region: "ASIA", hubs: ["ICN"], reach: 16_000 },
  { code: "SQ", region: "ASIA", hubs: ["SIN"], reach: 16_000 },
  { code: "CA", region: "ASIA", hubs: ["PEK"], reach: 16_000 },
  { code: "MU", region: "ASIA", hubs: ["PVG"], reach: 16_000 },
  { code: "BR", region: "ASIA", hubs: ["TPE"], reach: 16_000 },
  { code: "AI", region: "ASIA", hubs: ["DEL", "BOM"], reach: 16_000 },
  { code: "QF", region: "OC", hubs: ["SYD", "MEL"], reach: 16_000 },
  { code: "NZ", region: "OC", hubs: ["AKL"], reach: 16_000 },
  { code: "VA", region: "OC", hubs: ["BNE"], reach: 13000 },
  { code: "ET", region: "AF", hubs: ["ADD"], reach: 16_000 },
  { code: "SA", region: "AF", hubs: ["JNB"], reach: 16_000 },
  { code: "MS", region: "AF", hubs: ["CAI"], reach: 11000 },
  { code: "KQ", region: "AF", hubs: ["NBO"], reach: 12000 },
];

const MIDDLE_EAST = new Set("AE QA SA TR BH OM KW JO IL LB IQ IR".split(" "));

/** The region an airport's carriers come from, by country and continent. */
export function regionOf(
  country: string,
  continent: string,
): Region | undefined {
  if (country === "CA") return "CA";
  if (["US", "PR", "VI", "GU"].includes(country)) return "US";
  if (MIDDLE_EAST.has(country)) return "ME";
  const byContinent: Record<string, Region> = {
    NA: "LATAM",
    SA: "LATAM",
    EU: "EU",
    AS: "ASIA",
    OC: "OC",
    AF: "AF",
  };
  return byContinent[continent];
}

/** The carrier's code and name (the world's names; the code when it has none). */
export function carrierOf(world: DemoWorld, code: string): Carrier {
  return { code, name: world.carrierNames.get(code) ?? code };
}
