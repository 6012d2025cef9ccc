import { webcrypto } from "node:crypto";
import { TextEncoder } from "node:util";
import type { OrderAnswer } from "../../../domain/orders/order-contract";
import {
  act,
  fireEvent,
  renderWithProviders,
  screen,
  waitFor,
} from "../../test-utils";
import { onAnalyticsEvent } from "../../lib/analytics/track-event";
import {
  bookedOrderOf,
  rememberBooked,
} from "../../lib/booking/checkout-memory";
import {
  ORDER_POLL_LIMIT,
  orderPollDelay,
} from "../../lib/booking/order-polling";
import { fetchOrder } from "../../services/orders/fetch-order";
import { sampleOrder } from "../../services/orders/mock-orders";
import { fetchPoints } from "../../services/points/fetch-points";
import { OrderScreen } from "./order-screen";

// An order processing (the page asks again until it ends) or failed (not
// booked, nothing charged): what the page says, and what it leaves out.

jest.mock("../../services/orders/fetch-order");
jest.mock("../../services/points/fetch-points");
const load = jest.mocked(fetchOrder);
// jsdom lacks these; browsers have them.
Object.assign(globalThis, { TextEncoder });
Object.defineProperty(globalThis.crypto, "subtle", {
  value: webcrypto.subtle,
  configurable: true,
});

const confirmed = sampleOrder("order-1");
const processing: OrderAnswer = {
  ...confirmed,
  status: "processing",
  payment: { ...confirmed.payment, status: "authorized" },
  points: { earned: 0, status: "none", available_on: null },
};
const failed: OrderAnswer = {
  ...processing,
  status: "failed",
  booking_reference: null,
  failure: {
    reason: "booking_refused",
    message: "The airline refused this booking.",
  },
  payment: { ...confirmed.payment, status: "voided" },
};
const placed = {
  offer: "s|o|f",
  checkoutPath: "/checkout?sessionId=s&offer=o&fare=f",
  searchPath: "/search?departure=YYZ&arrival=YVR",
};

/** Lets the fake clock run `ms`, and the answers it brings arrive. */
const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
const heading = (name: string) => screen.queryByRole("heading", { name });
const events: string[] = [];
let unplug: () => void;

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  load.mockReset();
  jest
    .mocked(fetchPoints)
    .mockReset()
    .mockResolvedValue({ points: 0, pending: [], spent: [] });
  events.length = 0;
  unplug = onAnalyticsEvent((name) => events.push(name));
});

afterEach(() => {
  unplug();
  jest.useRealTimers();
});

describe("a processing order", () => {
  it("says it is being confirmed, with no reference, calendar, payment or points", async () => {
    load.mockResolvedValue(processing);
    renderWithProviders(<OrderScreen sessionId="order-1" />);
    await wait(0);
    expect(heading("We are confirming your booking…")).toBeInTheDocument();
    expect(screen.getByText(/This page updates by itself/)).toBeInTheDocument();
    expect(screen.queryByText("NF7Q2K")).toBeNull();
    expect(
      screen.queryByRole("button", { name: "Add to calendar" }),
    ).toBeNull();
    expect(screen.queryByText(/^Paid with/)).toBeNull();
    expect(heading("Points")).toBeNull();
    expect(heading("Price")).toBeInTheDocument();
    expect(events).toEqual([]);
  });

  it("asks again until confirmed, updates in place, then reports the conversion once", async () => {
    load
      .mockResolvedValueOnce(processing)
      .mockResolvedValueOnce(processing)
      .mockResolvedValue(confirmed);
    renderWithProviders(<OrderScreen sessionId="order-1" />);
    await wait(0);
    expect(load).toHaveBeenCalledTimes(1);
    await wait(orderPollDelay(0)!);
    expect(load).toHaveBeenCalledTimes(2);
    expect(heading("We are confirming your booking…")).toBeInTheDocument();
    await wait(orderPollDelay(1)!);
    expect(heading("Booked and paid")).toBeInTheDocument();
    expect(screen.getByText("NF7Q2K")).toBeInTheDocument();
    await wait(60_000);
    expect(load).toHaveBeenCalledTimes(3);
    expect(events.sort()).toEqual(["conversion", "purchase_complete"]);
  });

  it("stops asking when the page is left", async () => {
    load.mockResolvedValue(processing);
    const page = renderWithProviders(<OrderScreen sessionId="order-1" />);
    await wait(0);
    page.unmount();
    await wait(60_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps the order shown when a poll gets no answer", async () => {
    load
      .mockResolvedValueOnce(processing)
      .mockRejectedValueOnce(new Error("Failed to load the order"))
      .mockResolvedValue(failed);
    renderWithProviders(<OrderScreen sessionId="order-1" />);
    await wait(0);
    await wait(orderPollDelay(0)!);
    expect(heading("We are confirming your booking…")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    await wait(orderPollDelay(1)!);
    expect(
      heading("We could not book this fare: your card was not charged"),
    ).toBeInTheDocument();
  });

  it("stops after its last poll, and asks again when told to", async () => {
    load.mockResolvedValue(processing);
    renderWithProviders(<OrderScreen sessionId="order-1" />);
    await wait(0);
    for (let poll = 0; poll < ORDER_POLL_LIMIT; poll += 1) {
      await wait(orderPollDelay(poll)!);
    }
    expect(load).toHaveBeenCalledTimes(ORDER_POLL_LIMIT + 1);
    expect(screen.getByText(/taking longer than usual/)).toBeInTheDocument();
    await wait(60_000);
    expect(load).toHaveBeenCalledTimes(ORDER_POLL_LIMIT + 1);

    load.mockResolvedValue(confirmed);
    fireEvent.click(screen.getByRole("button", { name: "Check again" }));
    await wait(0);
    expect(heading("Booked and paid")).toBeInTheDocument();
    // The conversion's hash is computed off the fake clock: wait for it
    // here, or it lands in the next test.
    await waitFor(() =>
      expect([...events].sort()).toEqual(["conversion", "purchase_complete"]),
    );
  });
});

describe("a failed order", () => {
  it("says nothing was booked or charged, with the supplier's words, and no reference, calendar or points", async () => {
    load.mockResolvedValue(failed);
    renderWithProviders(<OrderScreen sessionId="order-1" />, {
      state: { signedIn: true },
    });
    await wait(0);
    expect(
      heading("We could not book this fare: your card was not charged"),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The airline refused this booking."),
    ).toBeInTheDocument();
    expect(screen.queryByText("NF7Q2K")).toBeNull();
    expect(screen.queryByText(/Booking reference/)).toBeNull();
    expect(
      screen.queryByRole("button", { name: "Add to calendar" }),
    ).toBeNull();
    expect(screen.queryByText(/^Paid with/)).toBeNull();
    expect(heading("Points")).toBeNull();
    expect(screen.queryByText(/returned to your balance/)).toBeNull();
    // The traveller sees which flights and names the booking was for.
    expect(heading("Your flights")).toBeInTheDocument();
    expect(screen.getByText("Alex Martin")).toBeInTheDocument();
    await wait(60_000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(events).toEqual([]);
  });

  it("leads back to its checkout, which may book the fare again", async () => {
    rememberBooked("order-1", placed);
    load.mockResolvedValue(failed);
    renderWithProviders(<OrderScreen sessionId="order-1" />);
    await wait(0);
    expect(
      screen.getByRole("link", { name: "Back to checkout" }),
    ).toHaveAttribute("href", placed.checkoutPath);
    expect(
      screen.getByRole("link", { name: "Search this trip again" }),
    ).toHaveAttribute("href", placed.searchPath);
    expect(bookedOrderOf(placed.offer)).toBeNull();
  });

  it("opened in another tab, leads to search", async () => {
    load.mockResolvedValue(failed);
    renderWithProviders(<OrderScreen sessionId="order-1" />);
    await wait(0);
    expect(
      screen.getByRole("link", { name: "Search flights" }),
    ).toHaveAttribute("href", "/search");
    expect(screen.queryByRole("link", { name: "Back to checkout" })).toBeNull();
  });

  it("says in French, with the points spent returned", async () => {
    rememberBooked("order-1", placed);
    load.mockResolvedValue({
      ...failed,
      payment: { ...failed.payment, points_spent: 1_500, points_cents: 1_500 },
    });
    renderWithProviders(<OrderScreen sessionId="order-1" />, {
      language: "fr",
    });
    await wait(0);
    expect(
      heading(
        "Nous n'avons pas pu réserver ce tarif\u00a0: votre carte n'a pas été débitée",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Les 1\s500 points utilisés ont été remis/),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The airline refused this booking."),
    ).toHaveAttribute("lang", "en");
    expect(
      screen.getByRole("link", { name: "Retour au paiement" }),
    ).toHaveAttribute("href", `/fr${placed.checkoutPath}`);
  });
});
