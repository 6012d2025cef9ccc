import type {
  Carrier,
  FareName,
  FareOption,
  Offer,
  PriceBreakdown,
  Slice,
} from "../../../domain/offers/offer";
import type {
  DatePrice,
  TripRequest,
} from "../../../domain/offers/search-session-contract";

// Mock mode's fares (deploy previews): small, deterministic for the same
// trip, in the contract's shape. Not the server's demo source: just enough
// variety (carriers, stops, times, prices) to exercise every control.

const CARRIERS: Carrier[] = [
  { code: "AC", name: "Air Canada" },
  { code: "WS", name: "WestJet" },
  { code: "PD", name: "Porter Airlines" },
  { code: "F8", name: "Flair Airlines" },
];
const HUBS = [
  { iata: "YYC", city: "Calgary" },
  { iata: "YWG", city: "Winnipeg" },
  { iata: "YUL", city: "Montréal" },
];

/** A small seeded generator (mulberry32), so a trip always gives the same fares. */
function seeded(text: string): () => number {
  let seed = [...text].reduce(
    (h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619),
    2166136261,
  );
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number) => String(n).padStart(2, "0");
function at(date: string, minutes: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCMinutes(minutes);
  const iso = day.toISOString();
  return `${iso.slice(0, 10)}T${pad(day.getUTCHours())}:${pad(day.getUTCMinutes())}`;
}

function makeSlice(
  random: () => number,
  from: { iata: string; city: string },
  to: { iata: string; city: string },
  date: string,
  index: number,
  base: number,
): { slice: Slice; carrier: Carrier } {
  const carrier = CARRIERS[Math.floor(random() * CARRIERS.length)]!;
  const stops = index % 3 === 0 ? 0 : index % 5 === 0 ? 2 : 1;
  const hubs = HUBS.filter((h) => h.iata !== from.iata && h.iata !== to.iata);
  const points = [from, ...hubs.slice(0, stops), to];
  let clock = 300 + Math.floor(random() * 1080);
  const start = clock;
  const segments = [];
  const connections = [];
  for (let leg = 0; leg < points.length - 1; leg += 1) {
    const minutes = Math.round(base / (stops + 1) + 30 + random() * 40);
    segments.push({
      carrier,
      flight_number: `${carrier.code} ${100 + Math.floor(random() * 899)}`,
      from: { ...points[leg]!, at: at(date, clock) },
      to: { ...points[leg + 1]!, at: at(date, clock + minutes) },
      duration_minutes: minutes,
    });
    clock += minutes;
    if (leg < points.length - 2) {
      const wait = 50 + Math.floor(random() * 120);
      connections.push({ ...points[leg + 1]!, minutes: wait });
      clock += wait;
    }
  }
  const id = `${from.iata}${to.iata}-${date}-${segments.map((s) => s.flight_number.replace(" ", "")).join("-")}`;
  return {
    slice: { id, segments, connections, duration_minutes: clock - start },
    carrier,
  };
}

function price(baseCents: number, travellers: number): PriceBreakdown {
  const base = baseCents * travellers;
  const taxes = [
    {
      code: "ATSC",
      name: "Air Travellers Security Charge",
      amount_cents: 1_491 * travellers,
    },
    {
      code: "AIF",
      name: "Airport Improvement Fee",
      amount_cents: 3_000 * travellers,
    },
    { code: "GST", name: "GST/HST", amount_cents: Math.round(base * 0.05) },
  ];
  const total = base + taxes.reduce((sum, tax) => sum + tax.amount_cents, 0);
  return {
    currency: "CAD",
    base_cents: base,
    taxes,
    total_cents: total,
    travellers,
  };
}

const FARES: { name: FareName; factor: number }[] = [
  { name: "basic", factor: 1 },
  { name: "standard", factor: 1.3 },
  { name: "flexible", factor: 1.9 },
];

function fareOptions(
  offerId: string,
  baseCents: number,
  travellers: number,
): FareOption[] {
  return FARES.map(({ name, factor }, index) => {
    const fare = price(Math.round(baseCents * factor), travellers);
    return {
      id: `${offerId}-${name}`,
      name,
      baggage: { carry_on: 1, checked: index },
      seat_choice: index === 0 ? "paid" : "included",
      changes: { allowed: index > 0, fee_cents: index === 1 ? 7_500 : 0 },
      refund: index === 2 ? "full" : index === 1 ? "credit" : "none",
      price: fare,
      points: Math.floor((fare.total_cents / 100) * 3.6),
      seats_left: 2 + index * 3,
    };
  });
}

const cityOf = (iata: string) => ({ iata, city: iata });

/** The offers for a trip: 6 outbounds, each with 4 returns on a round trip. */
export function mockOffers(trip: TripRequest, issuedAt: Date): Offer[] {
  const random = seeded(
    `${trip.departure}${trip.arrival}${trip.departureDate}${trip.arrivalDate ?? ""}`,
  );
  const travellers = trip.adults + trip.children;
  const from = cityOf(trip.departure);
  const to = cityOf(trip.arrival);
  const base = 180 + Math.floor(random() * 150);
  const outs = Array.from({ length: 6 }, (_, i) =>
    makeSlice(random, from, to, trip.departureDate, i, base),
  );
  const backs = trip.arrivalDate
    ? Array.from({ length: 4 }, (_, i) =>
        makeSlice(random, to, from, trip.arrivalDate!, i + 1, base),
      )
    : [undefined];
  const expires = new Date(issuedAt.getTime() + 30 * 60_000).toISOString();
  return outs.flatMap((out, i) =>
    backs.map((back, j) => {
      const id = `mock-offer-${i}-${j}`;
      const stops =
        out.slice.segments.length + (back?.slice.segments.length ?? 0);
      const fare =
        9_000 +
        Math.floor(random() * 25_000) -
        stops * 1_500 +
        (back ? 8_000 : 0);
      return {
        id,
        owner: out.carrier,
        slices: back ? [out.slice, back.slice] : [out.slice],
        fare_options: fareOptions(id, fare, travellers),
        expires_at: expires,
      };
    }),
  );
}

/** ±3 days around the trip, each with a plausible lowest total. */
export function mockCalendar(trip: TripRequest, lowest: number): DatePrice[] {
  const shift = (date: string, days: number) => {
    const day = new Date(`${date}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + days);
    return day.toISOString().slice(0, 10);
  };
  return [-3, -2, -1, 0, 1, 2, 3].map((days) => ({
    departureDate: shift(trip.departureDate, days),
    arrivalDate: trip.arrivalDate && shift(trip.arrivalDate, days),
    lowest_total_cents:
      days === 0 ? lowest : Math.round(lowest * (1 + ((days * 37) % 11) / 50)),
  }));
}
