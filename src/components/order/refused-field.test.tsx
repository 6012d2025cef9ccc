import { webcrypto } from "node:crypto";
import { TextEncoder } from "node:util";
import type { OrderAnswer } from "../../../domain/orders/order-contract";
import { act, renderWithProviders, screen } from "../../test-utils";
import {
  readRefusedField,
  rememberBooked,
} from "../../lib/booking/checkout-memory";
import { fetchOrder } from "../../services/orders/fetch-order";
import { sampleOrder } from "../../services/orders/mock-orders";
import { fetchPoints } from "../../services/points/fetch-points";
import { OrderScreen } from "./order-screen";

// An order the airline refused over one detail: the page names it in the
// page's language (never the supplier's words) and leads back to fix it.

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
const refused = (field: string): OrderAnswer => ({
  ...order,
  status: "failed",
  booking_reference: null,
  failure: {
    reason: "booking_refused",
    message: "The airline did not accept one of the travellers' details.",
    field,
  },
  payment: { ...order.payment, status: "voided" },
  points: { earned: 0, status: "none", available_on: null },
});
const placed = {
  offer: "s|o|f",
  checkoutPath: "/checkout?sessionId=s&offer=o&fare=f",
  searchPath: "/search?departure=YYZ&arrival=YVR",
};

const settle = () => act(async () => {});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  load.mockReset();
  jest
    .mocked(fetchPoints)
    .mockReset()
    .mockResolvedValue({ points: 0, pending: [], spent: [] });
});

describe("an order refused over one detail", () => {
  it("names the traveller's detail and opens checkout on it", async () => {
    rememberBooked("order-1", placed);
    load.mockResolvedValue(refused("passengers.0.date_of_birth"));
    renderWithProviders(<OrderScreen sessionId="order-1" />);
    await settle();
    expect(
      await screen.findByText(
        "The airline did not accept traveller 1's date of birth. Nothing was charged.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/one of the travellers' details/)).toBeNull();
    expect(
      screen.getByRole("link", { name: "Correct it at checkout" }),
    ).toHaveAttribute("href", placed.checkoutPath);
    expect(readRefusedField(placed.offer)).toBe("passengers.0.date_of_birth");
  });

  it("says so in French, for the contact's phone number", async () => {
    rememberBooked("order-1", placed);
    load.mockResolvedValue(refused("contact.phone"));
    renderWithProviders(<OrderScreen sessionId="order-1" />, {
      language: "fr",
    });
    await settle();
    expect(
      await screen.findByText(
        "La compagnie aérienne n'a pas accepté le numéro de téléphone de la personne à joindre. Rien n'a été débité.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Corriger au paiement" }),
    ).toHaveAttribute("href", `/fr${placed.checkoutPath}`);
  });
});
