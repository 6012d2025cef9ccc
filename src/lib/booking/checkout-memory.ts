import type { CheckoutForm } from "./checkout-form";
import {
  readSessionStorage,
  readStorage,
  removeSessionStorage,
  writeSessionStorage,
  writeStorage,
} from "../safe-storage";

// What checkout remembers for the tab's visit: the typed passengers and
// contact (never card data), why the last payment failed, and which
// offers were already booked (so back/forward can't book one twice).

const DRAFT_KEY = "checkoutDraft";
const PAYMENT_ERROR_KEY = "checkoutPaymentError";
const BOOKED_KEY = "bookedOffers";
const LAST_ORDER_KEY = "lastOrder";

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

/** The issuer's message from the last attempt, read once. */
export function takePaymentError(): string | null {
  const message = readSessionStorage(PAYMENT_ERROR_KEY);
  removeSessionStorage(PAYMENT_ERROR_KEY);
  return message;
}

export function rememberBooked(offer: string, orderId: string): void {
  const booked =
    readJson<Record<string, string>>(readSessionStorage(BOOKED_KEY)) ?? {};
  booked[offer] = orderId;
  writeSessionStorage(BOOKED_KEY, JSON.stringify(booked));
  writeStorage(LAST_ORDER_KEY, orderId);
}

/** The order already made from this offer in this tab, if any. */
export function bookedOrderOf(offer: string): string | null {
  const booked = readJson<Record<string, string>>(
    readSessionStorage(BOOKED_KEY),
  );
  return booked?.[offer] ?? null;
}

/** The last order this browser made, for a link from an empty /processing. */
export const lastOrderId = (): string | null => readStorage(LAST_ORDER_KEY);
