import type { OrderAnswer } from "./order-contract";
import type { IcsEvent } from "./ics";

/** One calendar event per flight of the order, in flying order. */
export function orderIcsEvents(
  order: Pick<OrderAnswer, "session_id" | "booking_reference" | "offer">,
  referenceLabel: string,
): IcsEvent[] {
  return order.offer.slices
    .flatMap((slice) => slice.segments)
    .map((segment, index) => ({
      uid: `${order.session_id}-${index + 1}@northfare`,
      start: segment.from.at,
      end: segment.to.at,
      summary: `${segment.flight_number} ${segment.from.city} (${segment.from.iata}) → ${segment.to.city} (${segment.to.iata})`,
      description: `${referenceLabel}: ${order.booking_reference}\n${segment.carrier.name} ${segment.flight_number}`,
      location: `${segment.from.city} (${segment.from.iata})`,
    }));
}
