import {
  clearPendingOrder,
  PENDING_ORDER_KEY,
  readPendingOrder,
  savePendingOrder,
  withAcceptedTotal,
  type PendingOrder,
} from "./pending-order";
import {
  bookedOrderOf,
  forgetBooked,
  lastOrderId,
  placedFrom,
  readDraft,
  rememberBooked,
  saveDraft,
  savePaymentError,
  takePaymentError,
} from "./checkout-memory";
import { emptyCheckoutForm } from "./checkout-form";

const pending: PendingOrder = {
  idempotencyKey: "key-1",
  request: {
    search_session_id: "3f0c1b9e-0000-4000-8000-000000000000",
    offer_id: "offer-1",
    fare_option_id: "fare-1",
    passengers: [],
    contact: { email: "a@b.ca", phone: "4165550100" },
    payment_method: "pm_test_12345678",
    expected_total_cents: 50_000,
  },
  card: { brand: "visa", last4: "4242" },
  checkoutPath: "/checkout?sessionId=s&offer=o&fare=f",
  searchPath: "/search?departure=YYZ",
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe("the pending order", () => {
  it("is kept for the tab's visit and cleared once done", () => {
    expect(readPendingOrder()).toBeNull();
    savePendingOrder(pending);
    expect(readPendingOrder()).toEqual(pending);
    clearPendingOrder();
    expect(readPendingOrder()).toBeNull();
  });

  it("never holds card details", () => {
    savePendingOrder(pending);
    expect(sessionStorage.getItem(PENDING_ORDER_KEY)).not.toMatch(
      /4242424242424242|number|cvc/,
    );
  });

  it("ignores what isn't a pending order", () => {
    sessionStorage.setItem(PENDING_ORDER_KEY, "{oops");
    expect(readPendingOrder()).toBeNull();
    sessionStorage.setItem(PENDING_ORDER_KEY, '{"idempotencyKey":1}');
    expect(readPendingOrder()).toBeNull();
  });

  it("keeps an order points pay in full, with no card", () => {
    const byPoints = {
      ...pending,
      request: {
        ...pending.request,
        payment_method: undefined,
        points_to_spend: 78_760,
      },
      card: null,
    };
    savePendingOrder(byPoints);
    const read = readPendingOrder();
    expect(read).toEqual(byPoints);
    expect(read?.request).not.toHaveProperty("payment_method");
  });

  it("keeps its key when a new price is accepted", () => {
    const accepted = withAcceptedTotal(pending, 51_500);
    expect(accepted.idempotencyKey).toBe("key-1");
    expect(accepted.request.expected_total_cents).toBe(51_500);
  });
});

describe("checkout memory", () => {
  it("keeps the draft for its own offer only", () => {
    const form = emptyCheckoutForm(1, 0);
    saveDraft("a|b|c", form);
    expect(readDraft("a|b|c")).toEqual(form);
    expect(readDraft("a|b|d")).toBeNull();
  });

  it("gives the payment error once", () => {
    savePaymentError("Your card was declined.");
    expect(takePaymentError()).toBe("Your card was declined.");
    expect(takePaymentError()).toBeNull();
  });

  const from = (offer: string) => ({
    offer,
    checkoutPath: `/checkout?offer=${offer}`,
    searchPath: "/search?departure=YYZ",
  });

  it("remembers booked offers, where each order was placed and the last order", () => {
    rememberBooked("order-1", from("a|b|c"));
    expect(bookedOrderOf("a|b|c")).toBe("order-1");
    expect(bookedOrderOf("x")).toBeNull();
    expect(placedFrom("order-1")).toEqual(from("a|b|c"));
    expect(placedFrom("order-2")).toBeNull();
    expect(lastOrderId()).toBe("order-1");
  });

  it("forgets a failed order's offer, and keeps where it was placed", () => {
    rememberBooked("order-1", from("a|b|c"));
    rememberBooked("order-2", from("d|e|f"));
    forgetBooked("order-1");
    expect(bookedOrderOf("a|b|c")).toBeNull();
    expect(bookedOrderOf("d|e|f")).toBe("order-2");
    expect(placedFrom("order-1")).toEqual(from("a|b|c"));
  });

  it("keeps an offer booked again after its failed order", () => {
    rememberBooked("order-1", from("a|b|c"));
    rememberBooked("order-2", from("a|b|c"));
    forgetBooked("order-1");
    expect(bookedOrderOf("a|b|c")).toBe("order-2");
  });
});
