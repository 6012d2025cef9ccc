import type {
  CreateOrder,
  CreateOrderPassenger,
  Offer as DuffelOffer,
} from "@duffel/api/types";
import type { Contact } from "../../../domain/orders/order-contract";
import type { PlaceOrderRequest } from "../fare-source";

/** The metadata key an order is found again by after a lost answer. */
export const ORDER_KEY_METADATA = "northfare_order_key";

/**
 * A phone number as Duffel takes it (E.164): "+1 416 555 0100" →
 * "+14165550100"; ten digits without a country code are North American.
 */
export function e164(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return `+${digits}`;
  if (digits.length === 10) return `+1${digits}`;
  return `+${digits}`;
}

/**
 * Our passengers' indices in the order the body lists them (adults first),
 * to read a Duffel error's passenger index back as our traveller's.
 */
export function orderTravellers(
  passengers: PlaceOrderRequest["passengers"],
): number[] {
  const indices = passengers.map((_, i) => i);
  const adult = (i: number) => passengers[i]?.type === "adult";
  return [...indices.filter(adult), ...indices.filter((i) => !adult(i))];
}

export type OrderBody =
  { ok: true; body: CreateOrder } | { ok: false; reason: string };

/**
 * The instant order for an offer as Duffel priced it just now: its
 * passengers (adults first, as the offer request listed them) with their
 * details, paid from the Duffel balance for exactly the offer's total, and
 * the order's idempotency key in its metadata.
 */
export function orderBody(
  offer: Pick<
    DuffelOffer,
    "id" | "passengers" | "total_amount" | "total_currency"
  >,
  passengers: PlaceOrderRequest["passengers"],
  contact: Contact | undefined,
  idempotencyKey: string,
): OrderBody {
  const adults = offer.passengers.filter((p) => p.type === "adult");
  const others = offer.passengers.filter((p) => p.type !== "adult");
  const ours = {
    adult: passengers.filter((p) => p.type === "adult"),
    child: passengers.filter((p) => p.type !== "adult"),
  };
  if (
    !contact ||
    adults.length !== ours.adult.length ||
    others.length !== ours.child.length
  ) {
    return { ok: false, reason: "the passengers do not match the offer's" };
  }
  const pairs = [
    ...adults.map((theirs, i) => [theirs, ours.adult[i]] as const),
    ...others.map((theirs, i) => [theirs, ours.child[i]] as const),
  ];
  const details: CreateOrderPassenger[] = [];
  for (const [theirs, passenger] of pairs) {
    if (!passenger?.gender || !passenger.title || !passenger.date_of_birth) {
      return {
        ok: false,
        reason: "a passenger's birth date, gender or title is missing",
      };
    }
    details.push({
      id: theirs.id,
      given_name: passenger.given_names,
      family_name: passenger.surname,
      born_on: passenger.date_of_birth,
      gender: passenger.gender,
      title: passenger.title,
      email: contact.email,
      phone_number: e164(contact.phone),
    });
  }
  return {
    ok: true,
    body: {
      type: "instant",
      selected_offers: [offer.id],
      passengers: details,
      payments: [
        {
          type: "balance",
          amount: offer.total_amount,
          currency: offer.total_currency,
        },
      ],
      metadata: { [ORDER_KEY_METADATA]: idempotencyKey },
    },
  };
}
