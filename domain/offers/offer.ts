/**
 * A fare as suppliers quote it (offer request → offers that expire → order),
 * shared by the API, its fare sources and the site. Money is integer cents.
 */

export type Currency = "CAD";

/** One tax or fee, itemised as Canadian air-price rules ask. */
export interface PriceItem {
  /** Stable code the site translates, e.g. "base", "ATSC", "AIF", "GST". */
  code: string;
  /** English name, for logs and the .ics file. */
  name: string;
  amount_cents: number;
}

/** An all-in price for every traveller on the booking. */
export interface PriceBreakdown {
  currency: Currency;
  base_cents: number;
  taxes: PriceItem[];
  /** base_cents plus every tax and fee, to the cent. */
  total_cents: number;
  travellers: number;
}

export interface Carrier {
  /** IATA airline designator, e.g. "AC". */
  code: string;
  name: string;
}

export interface FlightEnd {
  iata: string;
  city: string;
  /** Local time at that airport, "YYYY-MM-DDTHH:mm". */
  at: string;
}

export interface Segment {
  carrier: Carrier;
  /** e.g. "AC 113". */
  flight_number: string;
  from: FlightEnd;
  to: FlightEnd;
  duration_minutes: number;
}

export interface Connection {
  iata: string;
  city: string;
  minutes: number;
}

/** One direction of a trip: outbound, or the return. */
export interface Slice {
  /** Same id for the same flights, so a round trip's two steps can group offers by it. */
  id: string;
  segments: Segment[];
  /** Between segments, in order; empty for a nonstop. */
  connections: Connection[];
  duration_minutes: number;
}

export type FareName = "basic" | "standard" | "flexible";

export interface FareOption {
  id: string;
  name: FareName;
  baggage: { carry_on: number; checked: number };
  seat_choice: "none" | "paid" | "included";
  changes: { allowed: boolean; fee_cents: number };
  refund: "none" | "credit" | "full";
  price: PriceBreakdown;
  /** What a signed-in traveller earns for it (same rules as POST /point/balance). */
  points: number;
  seats_left: number;
}

export interface Offer {
  id: string;
  /** The carrier selling the offer. */
  owner: Carrier;
  /** [outbound] or [outbound, return]. */
  slices: Slice[];
  /** Cheapest first; the offer's price is its first option's. */
  fare_options: FareOption[];
  /** ISO instant after which the supplier no longer holds the price. */
  expires_at: string;
}
