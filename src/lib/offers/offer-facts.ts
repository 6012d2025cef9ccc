import type { Carrier, Offer, Slice } from "../../../domain/offers/offer";

/** An offer's all-in price for every traveller: its cheapest fare option's. */
export function offerTotalCents(offer: Offer): number {
  return offer.fare_options[0]?.price.total_cents ?? Number.POSITIVE_INFINITY;
}

/** "YYYY-MM-DDTHH:mm" → minutes after local midnight. */
export function minutesOfDay(at: string): number {
  return Number(at.slice(11, 13)) * 60 + Number(at.slice(14, 16));
}

/** "YYYY-MM-DDTHH:mm" → "HH:mm" (24-hour, as Canadian airlines print it). */
export function localTime(at: string): string {
  return at.slice(11, 16);
}

/** Whole days between two local dates: the "+1" beside an arrival. */
export function dayOffset(departAt: string, arriveAt: string): number {
  const day = (at: string) =>
    Date.UTC(+at.slice(0, 4), +at.slice(5, 7) - 1, +at.slice(8, 10));
  return Math.round((day(arriveAt) - day(departAt)) / 86_400_000);
}

/** "5 h 12 min", "45 min", "3 h": the same in English and French. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function sliceDeparture(slice: Slice): string {
  return slice.segments[0]!.from.at;
}

export function sliceArrival(slice: Slice): string {
  return slice.segments[slice.segments.length - 1]!.to.at;
}

export function stopCount(slice: Slice): number {
  return Math.max(0, slice.segments.length - 1);
}

/** Every carrier flying the slice, once each, in flight order. */
export function sliceCarriers(slice: Slice): Carrier[] {
  const seen = new Map<string, Carrier>();
  for (const { carrier } of slice.segments) {
    if (!seen.has(carrier.code)) seen.set(carrier.code, carrier);
  }
  return [...seen.values()];
}
