import type { PriceItem } from "../../offers/offer";
import type { AirportPlace } from "../../airports/airport-place";
import { distanceKm } from "./geo";
import type { Leg } from "./route-paths";

/** The demo's fixed rate for charges set in US dollars. */
const CAD_PER_USD = 1.37;
const usd = (dollars: number) => Math.round(dollars * CAD_PER_USD * 100);

/** Airport improvement fees (per departing traveller), in cents; others 30 $. */
const AIRPORT_IMPROVEMENT_FEES: Readonly<Record<string, number>> = {
  YYZ: 3_500,
  YUL: 3_500,
  YVR: 2_500,
  YYC: 3_500,
  YEG: 3_500,
  YOW: 2_800,
  YHZ: 2_800,
  YWG: 3_800,
  YTZ: 2_500,
};

/** Air Travellers Security Charge, per one-way journey, in cents. */
const ATSC = { domestic: 994, transborder: 1_699, international: 3_399 };

/** HST provinces; the others charge the 5 % GST alone on domestic flights. */
const HST_RATES: Readonly<Record<string, number>> = {
  "CA-ON": 0.13,
  "CA-NB": 0.15,
  "CA-NL": 0.15,
  "CA-PE": 0.15,
  "CA-NS": 0.14,
};

const isUs = (place: AirportPlace) => place.country === "US";
const isCanada = (place: AirportPlace) => place.country === "CA";

/** Adds an amount to the item with that code, or a new item. */
export function addItem(
  items: PriceItem[],
  code: string,
  name: string,
  cents: number,
) {
  if (cents <= 0) return;
  const found = items.find((item) => item.code === code);
  if (found) found.amount_cents += cents;
  else items.push({ code, name, amount_cents: cents });
}

/**
 * The taxes and fees of one slice for every traveller, itemised as an
 * airline's receipt would be: Canadian charges, US ones, then other airports'.
 */
export function sliceTaxes(
  legs: Leg[],
  baseCents: number,
  travellers: number,
): PriceItem[] {
  const items: PriceItem[] = [];
  const [first] = legs;
  const last = legs[legs.length - 1];
  if (!first || !last) return items;
  const domestic = legs.every((leg) => isCanada(leg.from) && isCanada(leg.to));
  if (isCanada(first.from)) {
    const kind = domestic
      ? "domestic"
      : isUs(last.to)
        ? "transborder"
        : "international";
    addItem(
      items,
      "ATSC",
      "Air Travellers Security Charge",
      ATSC[kind] * travellers,
    );
  }
  let improvementFees = 0;
  for (const leg of legs) {
    if (isCanada(leg.from))
      improvementFees +=
        (AIRPORT_IMPROVEMENT_FEES[leg.from.iata] ?? 3_000) * travellers;
  }
  addItem(items, "AIF", "Airport Improvement Fee", improvementFees);
  if (domestic) {
    const hst = HST_RATES[first.from.region];
    addItem(
      items,
      hst ? "HST" : "GST",
      hst ? "Harmonized Sales Tax" : "Goods and Services Tax",
      Math.round((hst ?? 0.05) * (baseCents + improvementFees)),
    );
  }
  addUsCharges(items, legs, baseCents, travellers);
  for (const leg of legs) {
    if (isCanada(leg.from) || isUs(leg.from)) continue;
    const cents =
      (2_000 + Math.round(distanceKm(leg.from, leg.to) * 0.4)) * travellers;
    addItem(items, "APC", "Airport and government charges", cents);
  }
  return items;
}

function addUsCharges(
  items: PriceItem[],
  legs: Leg[],
  baseCents: number,
  travellers: number,
) {
  const usLegs = legs.filter((leg) => isUs(leg.from) && isUs(leg.to));
  if (usLegs.length > 0) {
    const share = Math.round((baseCents * usLegs.length) / legs.length);
    addItem(
      items,
      "US_TT",
      "US Transportation Tax",
      Math.round(share * 0.075) + usd(5.2) * usLegs.length * travellers,
    );
  }
  // Security and facility charges apply per US enplanement, at most two each.
  const usDepartures = Math.min(2, legs.filter((leg) => isUs(leg.from)).length);
  addItem(
    items,
    "US_SEC",
    "September 11th Security Fee",
    usd(5.6) * usDepartures * travellers,
  );
  addItem(
    items,
    "US_PFC",
    "US Passenger Facility Charge",
    usd(4.5) * usDepartures * travellers,
  );
  const crossesUsBorder = legs.some((leg) => isUs(leg.from) !== isUs(leg.to));
  if (crossesUsBorder) {
    addItem(
      items,
      "US_INTL",
      "US International Arrival/Departure Tax",
      usd(22.9) * travellers,
    );
  }
}
