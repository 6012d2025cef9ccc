import { navigate } from "gatsby";
import {
  act,
  BIRTH_DATE_LABELS,
  fillBirthDate,
  fireEvent,
  renderWithProviders,
  screen,
  waitFor,
} from "../../test-utils";
import { ApiRequestError } from "../../services/api-client";
import { createPaymentMethod } from "../../services/orders/create-payment-method";
import { fetchCheckoutOffer } from "../../services/orders/fetch-checkout-offer";
import type { SessionOfferAnswer } from "../../../domain/offers/search-session-contract";
import { formatPrice } from "../../../domain/money/format-price";
import { mockCheckoutSession } from "../../services/orders/mock-orders";
import { readPendingOrder } from "../../lib/booking/pending-order";
import { CheckoutScreen } from "./checkout-screen";

jest.mock("../../services/orders/fetch-checkout-offer");
jest.mock("../../services/orders/create-payment-method");
const loadOffer = jest.mocked(fetchCheckoutOffer);
const tokenise = jest.mocked(createPaymentMethod);

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

beforeEach(() => {
  sessionStorage.clear();
  jest.mocked(navigate).mockClear();
  tokenise.mockReset();
  loadOffer.mockReset().mockResolvedValue(checkout);
  window.history.replaceState(
    null,
    "",
    `/checkout?sessionId=${sessionId}&offer=${offer.id}&fare=${fare.id}`,
  );
});

/** What the test provider answers for the 4242 card. */
const VISA_METHOD = {
  payment_method: "pm_test_abcdefgh",
  brand: "visa",
  last4: "4242",
  test: true,
} as const;

const field = (name: string) => screen.getByLabelText(name);
const type = (name: string, value: string) =>
  fireEvent.change(field(name), { target: { value } });

function fillValidForm() {
  type("Given names", "Ana");
  type("Surname", "Silva");
  fillBirthDate("1990-05-01");
  type("E-mail", "ana@example.com");
  type("Phone", "+1 416 555 0100");
  type("Card number", "4242 4242 4242 4242");
  type("Expiry (MM/YY)", "12/30");
  type("CVC", "123");
  type("Name on card", "Ana Silva");
}

describe("CheckoutScreen", () => {
  it("says the fare chosen, with its total, from a status in the page from the start", async () => {
    let answer!: (value: typeof checkout) => void;
    loadOffer.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<CheckoutScreen />);
    const region = screen.getByRole("status");
    await waitFor(() => expect(region).toHaveTextContent("Loading your fare…"));
    await act(async () => answer(checkout));
    expect(screen.getAllByRole("status")[0]).toBe(region);
    expect(region).toHaveTextContent(
      `Fare chosen: Standard, ${formatPrice(fare.price.total_cents, "en-CA")} all-in. Enter the travellers next.`,
    );
  });

  it("shows the trip, the fare's rules and a total equal to its breakdown", async () => {
    renderWithProviders(<CheckoutScreen />);
    expect(
      await screen.findByRole("heading", { name: "Your flights" }),
    ).toBeInTheDocument();
    expect(screen.getByText("AC 113", { exact: false })).toBeInTheDocument();
    expect(screen.getByText("+1 day")).toBeInTheDocument();
    expect(
      screen.getByText("Air Travellers Security Charge"),
    ).toBeInTheDocument();
    expect(screen.getByText("1 checked bag")).toBeInTheDocument();
    const parts =
      fare.price.base_cents +
      fare.price.taxes.reduce((sum, tax) => sum + tax.amount_cents, 0);
    expect(parts).toBe(fare.price.total_cents);
    const total = `$${(parts / 100).toLocaleString("en-CA", { minimumFractionDigits: 2 })}`;
    expect(screen.getAllByText(total)).toHaveLength(2);
    expect(
      screen.getByRole("button", { name: `Pay ${total}` }),
    ).toBeInTheDocument();
  });

  it("lists the test cards and the surname that try each failure", async () => {
    renderWithProviders(<CheckoutScreen />);
    await screen.findByRole("heading", { name: "Payment" });
    expect(
      screen.getByText("4000 0000 0000 0002").parentElement,
    ).toHaveTextContent("is declined (to try a refusal)");
    expect(
      screen.getByText("4000 0000 0000 0341").parentElement,
    ).toHaveTextContent("is authorized, then the payment fails");
    expect(screen.getByText("Bookfail").parentElement).toHaveTextContent(
      /airline refuses, give the first traveller this surname: Bookfail$/,
    );
  });

  it("shows a field's message when it is left, tied to the field", async () => {
    renderWithProviders(<CheckoutScreen />);
    const surname = await screen.findByLabelText("Surname");
    expect(
      screen.queryByText("Enter the surname as on the passport."),
    ).toBeNull();
    fireEvent.blur(surname);
    const message = screen.getByText("Enter the surname as on the passport.");
    expect(surname).toHaveAttribute("aria-invalid", "true");
    expect(surname.getAttribute("aria-describedby")).toContain(message.id);
    fireEvent.change(surname, { target: { value: "Silva" } });
    expect(
      screen.queryByText("Enter the surname as on the passport."),
    ).toBeNull();
  });

  it("blocks paying while a field is wrong", async () => {
    renderWithProviders(<CheckoutScreen />);
    await screen.findByLabelText("Surname");
    fillValidForm();
    fillBirthDate("2020-01-01");
    fireEvent.click(screen.getByRole("button", { name: /^Pay/ }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Fix 1 field before paying.",
    );
    expect(
      screen.getByText("An adult is 12 or older on the travel date."),
    ).toBeInTheDocument();
    expect(field("Month")).toHaveFocus();
    expect(tokenise).not.toHaveBeenCalled();
  });

  it("asks a visitor to sign in to earn the points, and tells a signed-in traveller", async () => {
    const { unmount } = renderWithProviders(<CheckoutScreen />, {
      state: { signedIn: false },
    });
    expect(
      await screen.findByText(
        `Sign in before paying to earn ${fare.points.toLocaleString("en-CA")} points.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeInTheDocument();
    unmount();
    renderWithProviders(<CheckoutScreen />, { state: { signedIn: true } });
    expect(
      await screen.findByText(/You'll earn [\d,]+ points with this booking/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign in" })).toBeNull();
  });

  it("tokenises the card, keeps the order for /processing without card data, and goes there", async () => {
    tokenise.mockResolvedValue(VISA_METHOD);
    renderWithProviders(<CheckoutScreen />);
    await screen.findByLabelText("Surname");
    fillValidForm();
    fireEvent.click(screen.getByRole("button", { name: /^Pay/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/processing"));
    expect(tokenise).toHaveBeenCalledWith({
      number: "4242424242424242",
      exp_month: 12,
      exp_year: 2030,
      cvc: "123",
      name: "Ana Silva",
    });
    const pending = readPendingOrder();
    expect(pending?.request).toMatchObject({
      search_session_id: sessionId,
      offer_id: offer.id,
      fare_option_id: fare.id,
      payment_method: "pm_test_abcdefgh",
      expected_total_cents: fare.price.total_cents,
      // The confirmation e-mail's language.
      language: "en",
      passengers: [
        {
          type: "adult",
          given_names: "Ana",
          surname: "Silva",
          date_of_birth: "1990-05-01",
        },
      ],
    });
    expect(pending?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const stored = Object.values({ ...sessionStorage }).join(" ");
    expect(stored).not.toContain("4242424242424242");
    expect(stored).not.toContain("4242 4242");
  });

  it("in French, keeps the checkout's address without /fr, which the ways back add", async () => {
    const address = `/checkout?sessionId=${sessionId}&offer=${offer.id}&fare=${fare.id}`;
    window.history.replaceState(null, "", `/fr${address}`);
    tokenise.mockResolvedValue(VISA_METHOD);
    renderWithProviders(<CheckoutScreen />, {
      language: "fr",
      originalPath: "/checkout",
    });
    await screen.findByLabelText("Nom de famille");
    type("Prénoms", "Ana");
    type("Nom de famille", "Silva");
    fillBirthDate("1990-05-01", { labels: BIRTH_DATE_LABELS.fr });
    type("Courriel", "ana@example.com");
    type("Téléphone", "+1 416 555 0100");
    type("Numéro de carte", "4242 4242 4242 4242");
    type("Expiration (MM/AA)", "12/30");
    type("CVC", "123");
    type("Nom sur la carte", "Ana Silva");
    fireEvent.click(screen.getByRole("button", { name: /^Payer/ }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith("/fr/processing"),
    );
    expect(readPendingOrder()?.checkoutPath).toBe(address);
    // Its confirmation e-mail in French.
    expect(readPendingOrder()?.request.language).toBe("fr");
  });

  it("shows the card's refusal by the payment provider", async () => {
    tokenise.mockRejectedValue(
      new ApiRequestError("Only test cards work.", 402),
    );
    renderWithProviders(<CheckoutScreen />);
    await screen.findByLabelText("Surname");
    fillValidForm();
    fireEvent.click(screen.getByRole("button", { name: /^Pay/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Only test cards work.",
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it("says the payment service is unreachable, not that the card is wrong", async () => {
    tokenise.mockRejectedValue(new ApiRequestError("Failed to check the card"));
    renderWithProviders(<CheckoutScreen />);
    await screen.findByLabelText("Surname");
    fillValidForm();
    fireEvent.click(screen.getByRole("button", { name: /^Pay/ }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We can't reach our payment service");
    expect(alert).not.toHaveTextContent("Check the card");
    expect(screen.getByRole("button", { name: /^Pay/ })).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("says plainly when the search is gone, with a way back to search", async () => {
    loadOffer.mockRejectedValue(new ApiRequestError("expired", 410));
    renderWithProviders(<CheckoutScreen />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /no longer held/,
    );
    expect(
      screen.getByRole("link", { name: "Search flights" }),
    ).toHaveAttribute("href", "/search");
  });

  it("offers to try again when the API can't be reached", async () => {
    loadOffer.mockRejectedValueOnce(new ApiRequestError("Failed"));
    renderWithProviders(<CheckoutScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Surname")).toBeInTheDocument();
  });

  it("asks each traveller's gender and title when the fare source needs them, and sends them", async () => {
    loadOffer.mockResolvedValue({
      ...checkout,
      source: { ...source, passenger_fields: ["gender", "title"] },
    });
    tokenise.mockResolvedValue(VISA_METHOD);
    renderWithProviders(<CheckoutScreen />);
    await screen.findByLabelText("Surname");
    fillValidForm();
    fireEvent.click(screen.getByRole("button", { name: /^Pay/ }));
    // Unchosen, they stop the payment with their messages.
    expect(
      await screen.findByText("Choose F or M, as on the passport."),
    ).toBeInTheDocument();
    expect(screen.getByText("Choose a title.")).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("Gender, as on the passport"), {
      target: { value: "f" },
    });
    fireEvent.change(screen.getByLabelText("Title"), {
      target: { value: "ms" },
    });
    fireEvent.click(screen.getByRole("button", { name: /^Pay/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/processing"));
    expect(readPendingOrder()?.request.passengers).toEqual([
      expect.objectContaining({ given_names: "Ana", gender: "f", title: "ms" }),
    ]);
  });

  it("asks neither where the fare source does not need them", async () => {
    renderWithProviders(<CheckoutScreen />);
    await screen.findByLabelText("Surname");
    expect(screen.queryByLabelText("Title")).toBeNull();
    expect(screen.queryByLabelText("Gender, as on the passport")).toBeNull();
  });
});
