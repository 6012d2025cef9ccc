import type {
  Airline,
  FlightsCondition,
  Offer as DuffelOffer,
  OfferSlice,
  OfferSliceSegment,
} from "@duffel/api/types";
import type {
  Carrier,
  FareCondition,
  FareName,
  FareOption,
  Offer,
  Segment,
  Slice,
} from "../../../domain/offers/offer";
import {
  amountToCents,
  durationMinutes,
  localMinute,
  minutesBetween,
} from "./duffel-amounts";
import { minutesAcrossZones } from "./time-zones";

/** An offer as an offer request lists it (without its services). */
export type DuffelListedOffer = Omit<DuffelOffer, "available_services">;

/**
 * The only currency the domain prices in today: an offer in another one is
 * skipped (logged), never converted silently (README: Fares).
 */
export const DOMAIN_CURRENCY = "CAD";

/** Duffel states no seats left: high enough that the site warns of none. */
const SEATS_LEFT_UNSTATED = 9;

export type MappedOffer =
  { ok: true; offer: Offer } | { ok: false; reason: string };

const carrier = (airline: Airline): Carrier => ({
  code: airline.iata_code ?? "",
  name: airline.name,
});

const cityOf = (airport: OfferSliceSegment["origin"]) =>
  airport.city?.name ?? airport.city_name ?? airport.name;

function segmentOf(segment: OfferSliceSegment): Segment {
  const marketing = carrier(segment.marketing_carrier);
  const operating = carrier(segment.operating_carrier);
  return {
    carrier: marketing,
    flight_number: `${marketing.code} ${segment.marketing_carrier_flight_number}`,
    from: {
      iata: segment.origin.iata_code ?? "",
      city: cityOf(segment.origin),
      at: localMinute(segment.departing_at),
    },
    to: {
      iata: segment.destination.iata_code ?? "",
      city: cityOf(segment.destination),
      at: localMinute(segment.arriving_at),
    },
    duration_minutes:
      durationMinutes(segment.duration) ??
      minutesAcrossZones(
        { at: segment.departing_at, zone: segment.origin.time_zone },
        { at: segment.arriving_at, zone: segment.destination.time_zone },
      ),
    ...(operating.code && operating.code !== marketing.code
      ? { operating_carrier: operating }
      : {}),
  };
}

function sliceOf(slice: OfferSlice): Slice {
  const segments = slice.segments.map(segmentOf);
  const connections = slice.segments.slice(1).map((next, index) => {
    const arrived = slice.segments[index] as OfferSliceSegment;
    return {
      iata: arrived.destination.iata_code ?? "",
      city: cityOf(arrived.destination),
      minutes: minutesBetween(arrived.arriving_at, next.departing_at),
    };
  });
  const flown = segments.reduce((sum, s) => sum + s.duration_minutes, 0);
  const waited = connections.reduce((sum, c) => sum + c.minutes, 0);
  return {
    // The same flights give the same id, whichever offer sells them.
    id: slice.segments
      .map(
        (s) =>
          `${s.marketing_carrier.iata_code}${s.marketing_carrier_flight_number}@${localMinute(s.departing_at)}`,
      )
      .join("+"),
    segments,
    connections,
    duration_minutes: durationMinutes(slice.duration) ?? flown + waited,
  };
}

function conditionOf(
  condition: FlightsCondition | null,
  currency: string,
): FareCondition | null {
  if (!condition) return null;
  const penalty =
    condition.penalty_currency === currency
      ? amountToCents(condition.penalty_amount)
      : undefined;
  return { allowed: condition.allowed, penalty_cents: penalty ?? null };
}

/** Bags the first passenger has on every segment of the offer. */
function baggageOf(offer: DuffelListedOffer): FareOption["baggage"] {
  const passengerId = offer.passengers[0]?.id;
  const perSegment = offer.slices
    .flatMap((slice) => slice.segments)
    .map((segment) => {
      const bags =
        segment.passengers.find((p) => p.passenger_id === passengerId)
          ?.baggages ?? [];
      const count = (type: string) =>
        bags
          .filter((bag) => bag.type === type)
          .reduce((sum, bag) => sum + bag.quantity, 0);
      return { carry_on: count("carry_on"), checked: count("checked") };
    });
  return {
    carry_on: Math.min(...perSegment.map((bags) => bags.carry_on), 9),
    checked: Math.min(...perSegment.map((bags) => bags.checked), 9),
  };
}

const fareName = (conditions: {
  refund: FareCondition | null;
  change: FareCondition | null;
}): FareName =>
  conditions.refund?.allowed
    ? "flexible"
    : conditions.change?.allowed
      ? "standard"
      : "basic";

/**
 * A Duffel offer as the domain's: one fare option (Duffel sells each fare
 * brand as its own offer), its all-in total, base and taxes as Duffel
 * states them in the offer's currency, local times as Duffel gives them.
 * An offer in a currency other than CAD, or with amounts we cannot read,
 * is refused with the reason.
 */
export function mapDuffelOffer(offer: DuffelListedOffer): MappedOffer {
  const currency = offer.total_currency;
  if (currency !== DOMAIN_CURRENCY || offer.base_currency !== currency) {
    return {
      ok: false,
      reason: `priced in ${offer.total_currency}, not ${DOMAIN_CURRENCY}`,
    };
  }
  const total = amountToCents(offer.total_amount);
  const base = amountToCents(offer.base_amount);
  if (total === undefined || base === undefined || base > total) {
    return { ok: false, reason: "amounts that are not a price" };
  }
  const change = conditionOf(
    offer.conditions.change_before_departure,
    currency,
  );
  const refund = conditionOf(
    offer.conditions.refund_before_departure,
    currency,
  );
  const emissions = Number(offer.total_emissions_kg);
  const fareOption: FareOption = {
    id: offer.id,
    name: fareName({ change, refund }),
    baggage: baggageOf(offer),
    seat_choice: "none",
    changes: {
      allowed: change?.allowed ?? false,
      fee_cents: change?.penalty_cents ?? 0,
    },
    refund: refund?.allowed ? "full" : "none",
    price: {
      currency: DOMAIN_CURRENCY,
      base_cents: base,
      // Duffel states taxes as one sum; the difference keeps the total exact.
      taxes: [
        {
          code: "TAX",
          name: "Taxes, fees and charges",
          amount_cents: total - base,
        },
      ],
      total_cents: total,
      travellers: offer.passengers.length,
    },
    points: 0,
    seats_left: SEATS_LEFT_UNSTATED,
    conditions: {
      change_before_departure: change,
      refund_before_departure: refund,
    },
  };
  return {
    ok: true,
    offer: {
      id: offer.id,
      owner: carrier(offer.owner),
      slices: offer.slices.map(sliceOf),
      fare_options: [fareOption],
      expires_at: offer.expires_at,
      ...(offer.total_emissions_kg !== null &&
      offer.total_emissions_kg !== undefined &&
      Number.isFinite(emissions) &&
      emissions >= 0
        ? { total_emissions_kg: Math.round(emissions) }
        : {}),
    },
  };
}
