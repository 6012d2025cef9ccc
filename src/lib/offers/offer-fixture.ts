import type { Carrier, Offer, Slice } from "../../../domain/offers/offer";

// Tests' offers: just the fields the results read, in the contract's shape.

export const AC: Carrier = { code: "AC", name: "Air Canada" };
export const WS: Carrier = { code: "WS", name: "WestJet" };

interface SliceSpec {
  id: string;
  departs: string;
  arrives: string;
  minutes: number;
  carrier?: Carrier;
  /** Connection airports, in order. */
  via?: string[];
}

export function sliceOf(spec: SliceSpec): Slice {
  const carrier = spec.carrier ?? AC;
  const points = ["YYZ", ...(spec.via ?? []), "YVR"];
  const segments = points.slice(0, -1).map((from, index) => ({
    carrier,
    flight_number: `${carrier.code} ${100 + index}`,
    from: {
      iata: from,
      city: from,
      at: spec.departs,
    },
    to: {
      iata: points[index + 1]!,
      city: points[index + 1]!,
      at: index === points.length - 2 ? spec.arrives : spec.departs,
    },
    duration_minutes: 60,
  }));
  return {
    id: spec.id,
    segments,
    connections: (spec.via ?? []).map((iata) => ({
      iata,
      city: iata,
      minutes: 75,
    })),
    duration_minutes: spec.minutes,
  };
}

/**
 * The slice with its airports' cities named as `cities` says (the fixture
 * names each by its code); an airport left out keeps its code.
 */
export function withCities(
  slice: Slice,
  cities: Record<string, string>,
): Slice {
  const named = <End extends { iata: string; city: string }>(end: End) => ({
    ...end,
    city: cities[end.iata] ?? end.city,
  });
  return {
    ...slice,
    segments: slice.segments.map((segment) => ({
      ...segment,
      from: named(segment.from),
      to: named(segment.to),
    })),
  };
}

export function offerOf(
  id: string,
  totalCents: number,
  slices: Slice[],
): Offer {
  const price = {
    currency: "CAD" as const,
    base_cents: totalCents - 1000,
    taxes: [{ code: "GST", name: "GST", amount_cents: 1000 }],
    total_cents: totalCents,
    travellers: 1,
  };
  return {
    id,
    owner: slices[0]!.segments[0]!.carrier,
    slices,
    fare_options: [
      {
        id: `${id}-basic`,
        name: "basic",
        baggage: { carry_on: 1, checked: 0 },
        seat_choice: "paid",
        changes: { allowed: false, fee_cents: 0 },
        refund: "none",
        price,
        points: Math.floor(totalCents / 100),
        seats_left: 4,
      },
      {
        id: `${id}-flexible`,
        name: "flexible",
        baggage: { carry_on: 1, checked: 2 },
        seat_choice: "included",
        changes: { allowed: true, fee_cents: 0 },
        refund: "full",
        price: { ...price, total_cents: totalCents * 2 },
        points: Math.floor(totalCents / 50),
        seats_left: 9,
      },
    ],
    expires_at: "2030-01-01T00:00:00Z",
  };
}
