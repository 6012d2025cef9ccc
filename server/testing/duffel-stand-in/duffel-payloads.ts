import { randomUUID } from "node:crypto";
import type {
  Airline,
  Airport,
  FlightsConditions,
  Offer as DuffelOffer,
  OfferSlice,
  OfferSliceSegment,
} from "@duffel/api/types";

// Duffel's offers as its API reference and the official client's types
// describe them (typed against those types, so a field left out fails the
// typecheck): the stand-in answers these, the mapping tests read them.

type ListedOffer = Omit<DuffelOffer, "available_services">;

const AIRPORTS: Record<string, [name: string, city: string, zone: string]> = {
  YYZ: ["Toronto Pearson International Airport", "Toronto", "America/Toronto"],
  YVR: ["Vancouver International Airport", "Vancouver", "America/Vancouver"],
  YUL: [
    "Montréal-Trudeau International Airport",
    "Montreal",
    "America/Toronto",
  ],
  YYC: ["Calgary International Airport", "Calgary", "America/Edmonton"],
  YWG: ["Winnipeg James Armstrong Richardson", "Winnipeg", "America/Winnipeg"],
};

const AIRLINES: Record<string, string> = {
  AC: "Air Canada",
  WS: "WestJet",
  PD: "Porter Airlines",
  RV: "Air Canada Rouge",
};

export function airport(iata: string): Airport {
  const [name, city, zone] = AIRPORTS[iata] ?? [iata, iata, "America/Toronto"];
  return {
    id: `arp_${iata.toLowerCase()}_ca`,
    type: "airport",
    name,
    iata_code: iata,
    icao_code: `C${iata}`,
    iata_country_code: "CA",
    iata_city_code: iata,
    city_name: city,
    city: null,
    latitude: 43.68,
    longitude: -79.63,
    time_zone: zone,
  };
}

export function airline(code: string): Airline {
  return {
    id: `arl_${code.toLowerCase()}`,
    name: AIRLINES[code] ?? code,
    iata_code: code,
    logo_lockup_url: null,
    logo_symbol_url: null,
    conditions_of_carriage_url: null,
  };
}

export interface FlightSpec {
  carrier: string;
  number: string;
  from: string;
  to: string;
  departs: string;
  arrives: string;
  /** ISO 8601; null as Duffel sometimes leaves it. */
  duration: string | null;
  operatedBy?: string;
  bags?: { carry_on: number; checked: number };
}

function segment(
  flight: FlightSpec,
  passengerIds: string[],
): OfferSliceSegment {
  const bags = flight.bags ?? { carry_on: 1, checked: 0 };
  const operating = flight.operatedBy ?? flight.carrier;
  return {
    id: `seg_${randomUUID()}`,
    aircraft: {
      id: "arc_00009UhD4ongolulWd91Ky",
      name: "Airbus A320",
      iata_code: "320",
    },
    departing_at: flight.departs,
    arriving_at: flight.arrives,
    origin: airport(flight.from),
    destination: airport(flight.to),
    origin_terminal: "1",
    destination_terminal: "M",
    distance: "3350.4",
    duration: flight.duration,
    marketing_carrier: airline(flight.carrier),
    marketing_carrier_flight_number: flight.number,
    operating_carrier: airline(operating),
    operating_carrier_flight_number: flight.number,
    stops: [],
    passengers: passengerIds.map((passenger_id) => ({
      passenger_id,
      cabin_class: "economy",
      cabin_class_marketing_name: "Economy",
      fare_basis_code: "KNA0A0BQ",
      cabin: null,
      baggages: [
        { type: "carry_on", quantity: bags.carry_on },
        { type: "checked", quantity: bags.checked },
      ],
    })),
  };
}

function slice(flights: FlightSpec[], passengerIds: string[]): OfferSlice {
  const first = flights[0] as FlightSpec;
  const last = flights[flights.length - 1] as FlightSpec;
  return {
    id: `sli_${randomUUID()}`,
    origin_type: "airport",
    origin: airport(first.from),
    destination_type: "airport",
    destination: airport(last.to),
    duration: null,
    fare_brand_name: "Standard",
    segments: flights.map((flight) => segment(flight, passengerIds)),
    conditions: { change_before_departure: null, priority_check_in: null },
    ngs_shelf: null,
    comparison_key: randomUUID(),
  } as OfferSlice;
}

export interface OfferSpec {
  id?: string;
  owner?: string;
  /** Each slice's flights, in order. */
  slices: FlightSpec[][];
  /** Who travels: "adult" or a child's age. */
  passengers?: ("adult" | number)[];
  total: string;
  base: string;
  tax?: string | null;
  currency?: string;
  emissionsKg?: string;
  conditions?: FlightsConditions;
  expiresAt?: string;
  sliceDurations?: (string | null)[];
}

export const NO_CHANGES: FlightsConditions = {
  change_before_departure: {
    allowed: false,
    penalty_amount: null,
    penalty_currency: null,
  },
  refund_before_departure: {
    allowed: false,
    penalty_amount: null,
    penalty_currency: null,
  },
};

/** An offer as POST /air/offer_requests lists it and GET /air/offers/{id} gives it. */
export function duffelOffer(spec: OfferSpec): ListedOffer {
  const travellers = (spec.passengers ?? ["adult"]).map((who) => ({
    id: `pas_${randomUUID()}`,
    who,
  }));
  const ids = travellers.map(({ id }) => id);
  const currency = spec.currency ?? "CAD";
  const slices = spec.slices.map((flights, index) => ({
    ...slice(flights, ids),
    duration: spec.sliceDurations?.[index] ?? null,
  }));
  return {
    id: spec.id ?? `off_${randomUUID().replace(/-/g, "").slice(0, 22)}`,
    live_mode: false,
    partial: false,
    created_at: "2099-01-01T12:00:00.000000Z",
    updated_at: "2099-01-01T12:00:00.000000Z",
    expires_at: spec.expiresAt ?? "2099-01-01T12:30:00.000000Z",
    owner: airline(spec.owner ?? spec.slices[0]?.[0]?.carrier ?? "AC"),
    slices,
    passengers: travellers.map(({ id, who }) => ({
      id,
      type: who === "adult" ? "adult" : null,
      age: who === "adult" ? null : who,
      fare_type: null,
      loyalty_programme_accounts: [],
    })),
    passenger_identity_documents_required: false,
    supported_passenger_identity_document_types: [],
    supported_loyalty_programmes: [],
    private_fares: [],
    payment_requirements: {
      requires_instant_payment: false,
      price_guarantee_expires_at: null,
      payment_required_by: null,
    },
    conditions: spec.conditions ?? NO_CHANGES,
    total_amount: spec.total,
    total_currency: currency,
    base_amount: spec.base,
    base_currency: currency,
    tax_amount: spec.tax === undefined ? null : spec.tax,
    tax_currency: spec.tax ? currency : null,
    total_emissions_kg: spec.emissionsKg ?? "182",
  };
}
