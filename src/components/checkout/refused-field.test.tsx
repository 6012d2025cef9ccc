import {
  fireEvent,
  renderWithProviders,
  screen,
  waitFor,
} from "../../test-utils";
import { fetchCheckoutOffer } from "../../services/orders/fetch-checkout-offer";
import type { SessionOfferAnswer } from "../../../domain/offers/search-session-contract";
import { mockCheckoutSession } from "../../services/orders/mock-orders";
import {
  offerKey,
  saveDraft,
  saveRefusedField,
} from "../../lib/booking/checkout-memory";
import { emptyCheckoutForm } from "../../lib/booking/checkout-form";
import { CheckoutScreen } from "./checkout-screen";

// Back from an order the airline refused over one detail: the entries are
// kept, and that detail is marked and focused until it is changed.

jest.mock("../../services/orders/fetch-checkout-offer");

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
const key = offerKey(sessionId, offer.id, fare.id);
const REFUSED =
  "The airline did not accept this. Check it against the passport, then pay again.";

beforeEach(() => {
  sessionStorage.clear();
  jest.mocked(fetchCheckoutOffer).mockResolvedValue(checkout);
  window.history.replaceState(
    null,
    "",
    `/checkout?sessionId=${sessionId}&offer=${offer.id}&fare=${fare.id}`,
  );
  const form = emptyCheckoutForm(trip.adults, trip.children);
  form.passengers[0] = {
    ...form.passengers[0]!,
    given_names: "Ana",
    surname: "Silva",
    date_of_birth: "1990-05-01",
  };
  form.contact = { email: "ana@example.com", phone: "+1 416 555 0100" };
  saveDraft(key, form);
});

it("keeps the entries, marks the refused field and focuses it", async () => {
  saveRefusedField(key, "passengers.0.date_of_birth");
  renderWithProviders(<CheckoutScreen />);
  expect(await screen.findByText(REFUSED)).toBeInTheDocument();
  expect(screen.getByLabelText("Surname")).toHaveValue("Silva");
  const first = document.getElementById("field-passengers-0-date_of_birth");
  await waitFor(() => expect(first).toHaveFocus());
  expect(first).toHaveAttribute("aria-invalid", "true");
  fireEvent.change(first!, { target: { value: "04" } });
  expect(screen.queryByText(REFUSED)).toBeNull();
});

it("marks nothing for another fare's refusal", async () => {
  saveRefusedField("other|offer|fare", "contact.phone");
  renderWithProviders(<CheckoutScreen />);
  expect(await screen.findByLabelText("Surname")).toHaveValue("Silva");
  expect(screen.queryByText(REFUSED)).toBeNull();
});
