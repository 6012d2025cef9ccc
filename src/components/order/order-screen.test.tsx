import { webcrypto } from "node:crypto";
import { TextEncoder } from "node:util";
import { act, renderWithProviders, screen, waitFor } from "../../test-utils";
import {
  onAnalyticsEvent,
  type EventParams,
} from "../../lib/analytics/track-event";
import { ApiRequestError } from "../../services/api-client";
import { fetchOrder } from "../../services/orders/fetch-order";
import { sampleOrder } from "../../services/orders/mock-orders";
import { fetchPoints } from "../../services/points/fetch-points";
import { OrderScreen } from "./order-screen";

jest.mock("../../services/orders/fetch-order");
jest.mock("../../services/points/fetch-points");
const load = jest.mocked(fetchOrder);
// jsdom lacks these; browsers have them.
Object.assign(globalThis, { TextEncoder });
Object.defineProperty(globalThis.crypto, "subtle", {
  value: webcrypto.subtle,
  configurable: true,
});

const order = sampleOrder("order-1");

beforeEach(() => {
  localStorage.clear();
  load.mockReset();
  jest
    .mocked(fetchPoints)
    .mockReset()
    .mockResolvedValue({ points: 0, pending: [], spent: [] });
});

describe("OrderScreen", () => {
  it("confirms the booking: reference, flights, travellers, total, card, labels, points", async () => {
    load.mockResolvedValue(order);
    renderWithProviders(<OrderScreen sessionId="order-1" />, {
      state: { signedIn: true },
    });
    expect(
      await screen.findByRole("heading", { name: "Booked and paid" }),
    ).toBeInTheDocument();
    expect(screen.getByText("NF7Q2K")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "Your flights" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Alex Martin")).toBeInTheDocument();
    expect(
      screen.getByText("Paid with Visa ending in 4242"),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Test payment: no real card was charged."),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Demo fares/)).toBeInTheDocument();
    // Nothing sends e-mail: the page says so rather than promise one.
    expect(
      screen.getByText(/A confirmation e-mail is on its way to/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/points pending, available on July 19, 2026/),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Print" })).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Add to calendar" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(fetchPoints).toHaveBeenCalled());
  });

  it("announces the order from a status in the page from the start, in both languages", async () => {
    for (const [language, booked] of [
      ["en", "Booked and paid. Booking reference: NF7Q2K."],
      ["fr", "Réservé et payé. Numéro de réservation\u00a0: NF7Q2K."],
    ] as const) {
      let answer!: (value: typeof order) => void;
      load.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      const { unmount } = renderWithProviders(
        <OrderScreen sessionId="order-1" />,
        { language },
      );
      const region = screen.getByRole("status");
      await waitFor(() => expect(region).not.toBeEmptyDOMElement());
      await act(async () => answer(order));
      expect(screen.getByRole("status")).toBe(region);
      expect(region.textContent).toBe(booked);
      unmount();
    }
  });

  it("tells an anonymous booker how to earn next time", async () => {
    load.mockResolvedValue({
      ...order,
      points: { earned: 0, status: "none", available_on: null },
    });
    renderWithProviders(<OrderScreen sessionId="order-1" />);
    expect(
      await screen.findByText(/sign in before paying to earn points/),
    ).toBeInTheDocument();
  });

  it("says it can't find an order this browser may not open", async () => {
    load.mockRejectedValue(new ApiRequestError("Not found", 404));
    renderWithProviders(<OrderScreen sessionId="someone-else" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We can't find this order.",
    );
    expect(
      screen.getByRole("link", { name: "Search flights" }),
    ).toBeInTheDocument();
  });

  it("reports the conversion once per order, with the id hashed", async () => {
    const events: [string, EventParams][] = [];
    const unplug = onAnalyticsEvent((name, params) =>
      events.push([name, params]),
    );
    load.mockResolvedValue(order);
    const first = renderWithProviders(<OrderScreen sessionId="order-1" />);
    await waitFor(() =>
      expect(events.map(([name]) => name)).toContain("conversion"),
    );
    first.unmount();
    renderWithProviders(<OrderScreen sessionId="order-1" />);
    await screen.findByText("NF7Q2K");
    expect(events.map(([name]) => name).sort()).toEqual([
      "conversion",
      "purchase_complete",
    ]);
    const conversion = events.find(([name]) => name === "conversion")![1];
    expect(conversion).toEqual({
      currency: "CAD",
      value: order.price.total_cents / 100,
      version: "0.1.0",
      transaction_id: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(conversion.transaction_id).not.toContain("order-1");
    unplug();
  });
});
