import type { OrderField } from "../../../domain/orders/order-contract";

/** Duffel's passenger fields, as our checkout names them. */
const PASSENGER_FIELDS: Record<string, string> = {
  given_name: "given_names",
  family_name: "surname",
  born_on: "date_of_birth",
  gender: "gender",
  title: "title",
  // Every passenger carries the order's one contact (duffel-order.ts).
  email: "contact.email",
  phone_number: "contact.phone",
};

/**
 * The checkout field a Duffel validation error's `source.pointer` concerns,
 * e.g. "/data/passengers/1/born_on" → "passengers.0.date_of_birth" when the
 * order listed our second traveller first. `travellers[i]` is the index in
 * our passengers of the order body's i-th passenger (orderTravellers).
 * Undefined for a pointer at anything else.
 */
export function checkoutFieldOf(
  pointer: string | undefined,
  travellers: readonly number[],
): OrderField | undefined {
  const match = /^(?:\/data)?\/passengers\/(\d+)\/(\w+)$/.exec(pointer ?? "");
  if (!match) return undefined;
  const ours = PASSENGER_FIELDS[match[2] as string];
  const traveller = travellers[Number(match[1])];
  if (!ours || traveller === undefined) return undefined;
  return ours.startsWith("contact.") ? ours : `passengers.${traveller}.${ours}`;
}
