import { navigate } from "gatsby";
import {
  fillBirthDate,
  fireEvent,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from "../../test-utils";
import type { SessionOfferAnswer } from "../../../domain/offers/search-session-contract";
import { mostUsefulPoints } from "../../../domain/points/points-toward-booking";
import { readPendingOrder } from "../../lib/booking/pending-order";
import { createPaymentMethod } from "../../services/orders/create-payment-method";
import { fetchCheckoutOffer } from "../../services/orders/fetch-checkout-offer";
import { mockCheckoutSession } from "../../services/orders/mock-orders";
import { fetchPointsRate } from "../../services/points/fetch-points-rate";
import { CheckoutScreen } from "./checkout-screen";

jest.mock("../../services/orders/fetch-checkout-offer");
jest.mock("../../services/orders/create-payment-method");
jest.mock("../../services/points/fetch-points-rate");
const tokenise = jest.mocked(createPaymentMethod);
const rate = jest.mocked(fetchPointsRate);

const { sessionId, trip, offers, expires_at, source } = mockCheckoutSession();
const offer = offers[0]!;
const fare = offer.fare_options[1]!;
const checkout: SessionOfferAnswer = {
  sessionId,
  trip,
  offer,
  fare_option: fare,
  expires_at,
  source,
  payment: { provider: "test" },
};
const total = fare.price.total_cents;
const cad = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-CA", { minimumFractionDigits: 2 })}`;

beforeEach(() => {
  sessionStorage.clear();
  jest.mocked(navigate).mockClear();
  tokenise.mockReset().mockResolvedValue({
    payment_method: "pm_test_abcdefgh",
    brand: "Visa",
    last4: "4242",
    test: true,
  });
  rate.mockReset().mockResolvedValue({
    cad_per_usd: 1.37,
    points_earned_per_usd: 5,
  });
  jest.mocked(fetchCheckoutOffer).mockResolvedValue(checkout);
  window.history.replaceState(
    null,
    "",
    `/checkout?sessionId=${sessionId}&offer=${offer.id}&fare=${fare.id}`,
  );
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillPeople() {
  type("Given names", "Ana");
  type("Surname", "Silva");
  fillBirthDate("1990-05-01");
  type("E-mail", "ana@example.com");
  type("Phone", "+1 416 555 0100");
}

const signedIn = (points: number) => ({
  state: { signedIn: true, points },
});

describe("points at checkout", () => {
  it("shows the balance and the server's rate, spending none by default", async () => {
    renderWithProviders(<CheckoutScreen />, signedIn(2_550));
    expect(await screen.findByText("You have 2,550 points.")).toBeVisible();
    expect(
      screen.getByText("100 points (US$1) pay $1.37 toward this booking."),
    ).toBeVisible();
    expect(screen.getByLabelText("Points to spend")).toHaveValue(0);
    expect(
      screen.getByText("Up to 2,550 points on this booking."),
    ).toBeVisible();
    expect(
      screen.getByRole("button", { name: `Pay ${cad(total)}` }),
    ).toBeVisible();
  });

  it("splits the total between the points and the card, and sends both", async () => {
    renderWithProviders(<CheckoutScreen />, signedIn(2_550));
    const input = await screen.findByLabelText("Points to spend");
    fireEvent.change(input, { target: { value: "1000" } });
    expect(screen.getByText("1,000 points pay $13.70.")).toHaveAttribute(
      "role",
      "status",
    );
    const card = cad(total - 1_370);
    const split = within(screen.getByLabelText("How you pay"));
    expect(split.getByText("Paid with 1,000 points")).toBeVisible();
    expect(split.getByText("−$13.70")).toBeVisible();
    expect(split.getByText("On your card")).toBeVisible();
    expect(split.getByText(card)).toBeVisible();
    fillPeople();
    type("Card number", "4242 4242 4242 4242");
    type("Expiry (MM/YY)", "12/30");
    type("CVC", "123");
    type("Name on card", "Ana Silva");
    fireEvent.click(screen.getByRole("button", { name: `Pay ${card}` }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/processing"));
    expect(readPendingOrder()?.request).toMatchObject({
      payment_method: "pm_test_abcdefgh",
      points_to_spend: 1_000,
      expected_total_cents: total,
    });
  });

  it("asks no card when the points pay it all", async () => {
    renderWithProviders(<CheckoutScreen />, signedIn(500_000));
    fireEvent.click(
      await screen.findByRole("button", { name: "Use the most" }),
    );
    const most = mostUsefulPoints(total, 1.37);
    expect(screen.getByLabelText("Points to spend")).toHaveValue(most);
    expect(screen.queryByLabelText("Card number")).toBeNull();
    expect(
      screen.getByText("Your points pay the whole total: no card is needed."),
    ).toBeVisible();
    fillPeople();
    fireEvent.click(screen.getByRole("button", { name: "Book with points" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/processing"));
    expect(tokenise).not.toHaveBeenCalled();
    const pending = readPendingOrder();
    expect(pending?.request.points_to_spend).toBe(most);
    expect(pending?.request).not.toHaveProperty("payment_method");
    expect(pending?.card).toBeNull();
  });

  it("never takes more than the balance or than pays the total", async () => {
    renderWithProviders(<CheckoutScreen />, signedIn(2_550));
    const input = await screen.findByLabelText("Points to spend");
    fireEvent.change(input, { target: { value: "999999" } });
    expect(input).toHaveValue(2_550);
    fireEvent.change(input, { target: { value: "-5" } });
    expect(input).toHaveValue(0);
  });

  it("offers nothing to a visitor, and doesn't ask the rate", async () => {
    renderWithProviders(<CheckoutScreen />, { state: { signedIn: false } });
    await screen.findByLabelText("Surname");
    expect(screen.queryByLabelText("Points to spend")).toBeNull();
    expect(rate).not.toHaveBeenCalled();
  });
});
