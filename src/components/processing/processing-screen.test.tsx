import { navigate } from "gatsby";
import {
  fireEvent,
  renderWithProviders,
  screen,
  waitFor,
} from "../../test-utils";
import { onAnalyticsEvent } from "../../lib/analytics/track-event";
import {
  placedFrom,
  rememberBooked,
  takePaymentError,
} from "../../lib/booking/checkout-memory";
import {
  readPendingOrder,
  savePendingOrder,
  type PendingOrder,
} from "../../lib/booking/pending-order";
import { ApiRequestError } from "../../services/api-client";
import { sampleOrder } from "../../services/orders/mock-orders";
import { placeOrder } from "../../services/orders/place-order";
import { ProcessingScreen } from "./processing-screen";

jest.mock("../../services/orders/place-order");
const place = jest.mocked(placeOrder);
const order = sampleOrder("order-1");

const pending: PendingOrder = {
  idempotencyKey: "key-1",
  request: {
    search_session_id: "3f0c1b9e-0000-4000-8000-000000000000",
    offer_id: "offer-1",
    fare_option_id: "standard",
    passengers: order.passengers,
    contact: order.contact,
    payment_method: "pm_test_12345678",
    expected_total_cents: 50_000,
  },
  card: { brand: "visa", last4: "4242" },
  checkoutPath: "/checkout?sessionId=s&offer=o&fare=f",
  searchPath: "/search?departure=YYZ&arrival=YVR",
};
const newPrice = { ...order.price, total_cents: 51_500 };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  place.mockReset();
  jest.mocked(navigate).mockClear();
});

describe("ProcessingScreen", () => {
  it("places the order under its key, then replaces itself with the order page", async () => {
    const events: string[] = [];
    const unplug = onAnalyticsEvent((name) => events.push(name));
    savePendingOrder(pending);
    place.mockResolvedValue(order);
    renderWithProviders(<ProcessingScreen />);
    const region = screen.getByRole("status");
    await waitFor(() =>
      expect(region).toHaveTextContent(/Confirming your booking/),
    );
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith("/order/order-1", {
        replace: true,
      }),
    );
    expect(place).toHaveBeenCalledTimes(1);
    expect(place).toHaveBeenCalledWith(pending.request, "key-1");
    expect(readPendingOrder()).toBeNull();
    expect(events).toEqual(["purchase_attempt"]);
    unplug();
  });

  it.each(["processing", "failed"] as const)(
    "hands a %s order over to the order page too, remembering its checkout",
    async (status) => {
      savePendingOrder(pending);
      place.mockResolvedValue({ ...order, status });
      renderWithProviders(<ProcessingScreen />);
      await waitFor(() =>
        expect(navigate).toHaveBeenCalledWith("/order/order-1", {
          replace: true,
        }),
      );
      expect(readPendingOrder()).toBeNull();
      expect(placedFrom("order-1")).toMatchObject({
        checkoutPath: pending.checkoutPath,
        searchPath: pending.searchPath,
      });
    },
  );

  it("sends the same key again after a reload, never a new one", async () => {
    savePendingOrder(pending);
    place.mockReturnValue(new Promise(() => undefined));
    const first = renderWithProviders(<ProcessingScreen />);
    await waitFor(() => expect(place).toHaveBeenCalledTimes(1));
    first.unmount();
    place.mockResolvedValue(order);
    renderWithProviders(<ProcessingScreen />);
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(place.mock.calls.map(([, key]) => key)).toEqual(["key-1", "key-1"]);
  });

  it("shows a changed price and books at it with the same key when accepted", async () => {
    savePendingOrder(pending);
    place
      .mockRejectedValueOnce(
        new ApiRequestError("The price changed.", 409, {
          message: "The price changed.",
          price: newPrice,
          points: 2000,
        }),
      )
      .mockResolvedValueOnce(order);
    renderWithProviders(<ProcessingScreen />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The price has changed",
    );
    expect(
      screen.getByText(/now asks \$515\.00 for this trip instead of \$500\.00/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "The price has changed" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "The new price" }),
    ).toBeInTheDocument();
    fireEvent.click(
      screen.getByRole("button", { name: "Accept new price: $515.00" }),
    );
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith("/order/order-1", {
        replace: true,
      }),
    );
    expect(place).toHaveBeenLastCalledWith(
      { ...pending.request, expected_total_cents: 51_500 },
      "key-1",
    );
  });

  it("books nothing when the new price is refused, and goes back to search", async () => {
    savePendingOrder(pending);
    place.mockRejectedValueOnce(
      new ApiRequestError("The price changed.", 409, {
        message: "x",
        price: newPrice,
        points: 2000,
      }),
    );
    renderWithProviders(<ProcessingScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Don't book" }));
    expect(navigate).toHaveBeenCalledWith(pending.searchPath, {
      replace: true,
    });
    expect(place).toHaveBeenCalledTimes(1);
    expect(readPendingOrder()).toBeNull();
  });

  it("sends a declined card back to checkout's payment with the issuer's message", async () => {
    savePendingOrder(pending);
    place.mockRejectedValueOnce(
      new ApiRequestError("Your card was declined.", 402),
    );
    renderWithProviders(<ProcessingScreen />);
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(pending.checkoutPath, {
        replace: true,
      }),
    );
    expect(takePaymentError()).toBe("Your card was declined.");
    expect(readPendingOrder()).toBeNull();
  });

  it("keeps the reason a card was declined, for checkout to word it", async () => {
    savePendingOrder(pending);
    place.mockRejectedValueOnce(
      new ApiRequestError(
        "Your card was declined for insufficient funds. Use another card.",
        402,
        { decline: "insufficient_funds" },
      ),
    );
    renderWithProviders(<ProcessingScreen />);
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(pending.checkoutPath, {
        replace: true,
      }),
    );
    expect(takePaymentError()).toBe("decline:insufficient_funds");
  });

  it("keeps a Stripe order after a failed 3-D Secure check, so checkout pays again under its key", async () => {
    const withIntent: PendingOrder = {
      ...pending,
      request: {
        ...pending.request,
        payment_method: undefined,
        payment_intent: "pi_abcdefgh1234",
      },
      card: null,
    };
    savePendingOrder(withIntent);
    place.mockRejectedValueOnce(
      new ApiRequestError(
        "Your bank could not confirm it was you. Try again or use another card.",
        402,
        { decline: "authentication_failed" },
      ),
    );
    renderWithProviders(<ProcessingScreen />);
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(pending.checkoutPath, {
        replace: true,
      }),
    );
    expect(takePaymentError()).toBe("decline:authentication_failed");
    expect(readPendingOrder()?.idempotencyKey).toBe(pending.idempotencyKey);
  });

  it("offers to try again with the same key when the API can't be reached", async () => {
    savePendingOrder(pending);
    place
      .mockRejectedValueOnce(new ApiRequestError("Failed to place the order"))
      .mockResolvedValueOnce(order);
    renderWithProviders(<ProcessingScreen />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /can't reach our booking service/,
    );
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith("/order/order-1", {
        replace: true,
      }),
    );
    expect(place.mock.calls.map(([, key]) => key)).toEqual(["key-1", "key-1"]);
  });

  it("treats a success it could not read as unanswered: the order is kept to retry", async () => {
    savePendingOrder(pending);
    place.mockRejectedValueOnce(
      new ApiRequestError("Failed to place the order", 201),
    );
    renderWithProviders(<ProcessingScreen />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /can't reach our booking service/,
    );
    expect(readPendingOrder()).not.toBeNull();
  });

  it("keeps the order and its key when it is still being placed after the tries", async () => {
    savePendingOrder(pending);
    place
      .mockRejectedValueOnce(
        new ApiRequestError(
          "This request is still being processed. Try again in a moment.",
          409,
          {
            message:
              "This request is still being processed. Try again in a moment.",
          },
          1,
        ),
      )
      .mockResolvedValueOnce(order);
    renderWithProviders(<ProcessingScreen />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /trying again is safe/,
    );
    expect(readPendingOrder()).toEqual(pending);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith("/order/order-1", {
        replace: true,
      }),
    );
    expect(place.mock.calls.map(([, key]) => key)).toEqual(["key-1", "key-1"]);
  });

  it("shows a 422's message, back to checkout for a new key", async () => {
    savePendingOrder(pending);
    const message =
      "This Idempotency-Key was already used for a different order; use a new key.";
    place.mockRejectedValueOnce(new ApiRequestError(message, 422, { message }));
    renderWithProviders(<ProcessingScreen />);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(
      screen.getByRole("link", { name: "Back to checkout" }),
    ).toHaveAttribute("href", pending.checkoutPath);
    expect(readPendingOrder()).toBeNull();
  });

  it("says so when nothing is pending, with links to search and the last order", () => {
    rememberBooked("order-9", {
      offer: "a|b|c",
      checkoutPath: pending.checkoutPath,
      searchPath: pending.searchPath,
    });
    renderWithProviders(<ProcessingScreen />);
    expect(screen.getByRole("alert")).toHaveTextContent(
      /no booking in progress/,
    );
    expect(
      screen.getByRole("link", { name: "Search flights" }),
    ).toHaveAttribute("href", "/search");
    expect(
      screen.getByRole("link", { name: "See your last order" }),
    ).toHaveAttribute("href", "/order/order-9");
    expect(place).not.toHaveBeenCalled();
  });
});
