import {
  DECLINES,
  type Decline,
} from "../../../domain/payments/payment-declines";
import type { CheckoutForm } from "./checkout-form";
import {
  readSessionStorage,
  readStorage,
  removeSessionStorage,
  writeSessionStorage,
  writeStorage,
} from "../safe-storage";

// What checkout remembers for the tab's visit: the typed passengers and
// contact (never card data), why the last payment failed, which offers
// were already booked (so back/forward can't book one twice), and where
// each order was placed from (so a failed one leads back there), and the
// field an airline refused (so that checkout marks it).

const DRAFT_KEY = "checkoutDraft";
const PAYMENT_ERROR_KEY = "checkoutPaymentError";
const BOOKED_KEY = "bookedOffers";
const LAST_ORDER_KEY = "lastOrder";
const PLACED_FROM_KEY = "ordersPlacedFrom";
const REFUSED_FIELD_KEY = "refusedField";

/** The addresses an order was placed from, without language prefix. */
export interface PlacedFrom {
  offer: string;
  checkoutPath: string;
  searchPath: string;
}

/** The offer and fare the checkout page shows, as one string. */
export const offerKey = (sessionId: string, offerId: string, fareId: string) =>
  `${sessionId}|${offerId}|${fareId}`;

function readJson<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function saveDraft(offer: string, form: CheckoutForm): void {
  writeSessionStorage(DRAFT_KEY, JSON.stringify({ offer, form }));
}

/** The draft typed for this offer, if any. */
export function readDraft(offer: string): CheckoutForm | null {
  const draft = readJson<{ offer: string; form: CheckoutForm }>(
    readSessionStorage(DRAFT_KEY),
  );
  return draft?.offer === offer && Array.isArray(draft.form?.passengers)
    ? draft.form
    : null;
}

export function savePaymentError(message: string): void {
  writeSessionStorage(PAYMENT_ERROR_KEY, message);
}

/** Why the card was declined, as the API names it; the checkout words it. */
export function saveDecline(decline: Decline): void {
  writeSessionStorage(PAYMENT_ERROR_KEY, `${DECLINE_PREFIX}${decline}`);
}

const DECLINE_PREFIX = "decline:";

/** The decline a stored payment error names, if it is one. */
export function declineOf(failure: string | null): Decline | undefined {
  if (!failure?.startsWith(DECLINE_PREFIX)) return undefined;
  const code = failure.slice(DECLINE_PREFIX.length);
  return DECLINES.find((decline) => decline === code);
}

/** The issuer's message from the last attempt, read once. */
export function takePaymentError(): string | null {
  const message = readSessionStorage(PAYMENT_ERROR_KEY);
  removeSessionStorage(PAYMENT_ERROR_KEY);
  return message;
}

const readRecord = <T>(key: string) =>
  readJson<Record<string, T>>(readSessionStorage(key)) ?? {};

export function rememberBooked(orderId: string, from: PlacedFrom): void {
  const booked = readRecord<string>(BOOKED_KEY);
  booked[from.offer] = orderId;
  writeSessionStorage(BOOKED_KEY, JSON.stringify(booked));
  const placed = readRecord<PlacedFrom>(PLACED_FROM_KEY);
  placed[orderId] = from;
  writeSessionStorage(PLACED_FROM_KEY, JSON.stringify(placed));
  writeStorage(LAST_ORDER_KEY, orderId);
}

/** Where this tab placed an order from, if it did. */
export const placedFrom = (orderId: string): PlacedFrom | null =>
  readRecord<PlacedFrom>(PLACED_FROM_KEY)[orderId] ?? null;

/** A failed order booked nothing: its offer's checkout may book it again. */
export function forgetBooked(orderId: string): void {
  const offer = placedFrom(orderId)?.offer;
  const booked = readRecord<string>(BOOKED_KEY);
  if (!offer || booked[offer] !== orderId) return;
  delete booked[offer];
  writeSessionStorage(BOOKED_KEY, JSON.stringify(booked));
}

/** The order already made from this offer in this tab, if any. */
export function bookedOrderOf(offer: string): string | null {
  return readRecord<string>(BOOKED_KEY)[offer] ?? null;
}

/** The last order this browser made, for a link from an empty /processing. */
export const lastOrderId = (): string | null => readStorage(LAST_ORDER_KEY);

/** The field an airline refused in an order placed from this offer. */
export function saveRefusedField(offer: string, field: string): void {
  writeSessionStorage(REFUSED_FIELD_KEY, JSON.stringify({ offer, field }));
}

/** The field an airline refused for this offer, if any. */
export function readRefusedField(offer: string): string | null {
  const refused = readJson<{ offer: string; field: string }>(
    readSessionStorage(REFUSED_FIELD_KEY),
  );
  return refused?.offer === offer ? refused.field : null;
}
