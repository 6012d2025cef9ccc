import type {
  FareOption,
  Offer,
  PriceBreakdown,
} from "../../../domain/offers/offer";

// Mock mode's one offer (deploy previews): Toronto–Vancouver and back for
// one adult, a nonstop out and a connection home that lands the next day.

const price = (base: number): PriceBreakdown => {
  const taxes = [
    {
      code: "ATSC",
      name: "Air Travellers Security Charge",
      amount_cents: 1_986,
    },
    { code: "AIF", name: "Airport Improvement Fee", amount_cents: 3_500 },
    { code: "NAV", name: "NAV CANADA surcharge", amount_cents: 1_200 },
    {
      code: "HST",
      name: "Harmonized Sales Tax",
      amount_cents: Math.round(base * 0.13),
    },
  ];
  return {
    currency: "CAD",
    base_cents: base,
    taxes,
    total_cents: base + taxes.reduce((sum, tax) => sum + tax.amount_cents, 0),
    travellers: 1,
  };
};

const fare = (
  name: FareOption["name"],
  base: number,
  rules: Pick<FareOption, "baggage" | "seat_choice" | "changes" | "refund">,
): FareOption => ({
  id: name,
  name,
  ...rules,
  price: price(base),
  points: Math.round(base / 20),
  seats_left: 7,
});

const carrier = { code: "AC", name: "Air Canada" };
const yyz = { iata: "YYZ", city: "Toronto" };
const yvr = { iata: "YVR", city: "Vancouver" };
const yyc = { iata: "YYC", city: "Calgary" };

export const SAMPLE_OFFER: Offer = {
  id: "mock-offer-1",
  owner: carrier,
  slices: [
    {
      id: "out",
      segments: [
        {
          carrier,
          flight_number: "AC 113",
          from: { ...yyz, at: "2026-07-10T08:30" },
          to: { ...yvr, at: "2026-07-10T10:45" },
          duration_minutes: 315,
        },
      ],
      connections: [],
      duration_minutes: 315,
    },
    {
      id: "back",
      segments: [
        {
          carrier,
          flight_number: "AC 220",
          from: { ...yvr, at: "2026-07-17T21:10" },
          to: { ...yyc, at: "2026-07-17T23:40" },
          duration_minutes: 90,
        },
        {
          carrier,
          flight_number: "AC 142",
          from: { ...yyc, at: "2026-07-18T00:50" },
          to: { ...yyz, at: "2026-07-18T06:35" },
          duration_minutes: 225,
        },
      ],
      connections: [{ ...yyc, minutes: 70 }],
      duration_minutes: 385,
    },
  ],
  fare_options: [
    fare("basic", 31_900, {
      baggage: { carry_on: 1, checked: 0 },
      seat_choice: "paid",
      changes: { allowed: false, fee_cents: 0 },
      refund: "none",
    }),
    fare("standard", 38_900, {
      baggage: { carry_on: 1, checked: 1 },
      seat_choice: "included",
      changes: { allowed: true, fee_cents: 10_000 },
      refund: "credit",
    }),
    fare("flexible", 52_900, {
      baggage: { carry_on: 1, checked: 2 },
      seat_choice: "included",
      changes: { allowed: true, fee_cents: 0 },
      refund: "full",
    }),
  ],
  expires_at: "2099-01-01T00:00:00Z",
};
