/**
 * Deploy previews build with GATSBY_API_URL=mock and have no API: every call
 * in src/services must answer from its mock (ARCHITECTURE.md, "mock mode").
 * A file that reaches the API client must be listed in CALLS below, and each
 * listed call must resolve in mock mode without touching the network.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createPaymentMethod } from "./orders/create-payment-method";
import { fetchCheckoutOffer } from "./orders/fetch-checkout-offer";
import { fetchOrder } from "./orders/fetch-order";
import { MOCK_CHECKOUT_SESSION } from "./orders/mock-orders";
import { placeOrder } from "./orders/place-order";
import { startPaymentIntent } from "./orders/start-payment-intent";
import { SAMPLE_OFFER } from "./orders/sample-offer";
import { fetchAirportByCode, fetchAirports } from "./airports/fetch-airports";
import {
  MINIMUM_REDEMPTION,
  REDEEM_METHODS,
} from "../../domain/points/redeem-rules";
import { fetchWatches } from "./alerts/fetch-watches";
import { stopWatch } from "./alerts/stop-watch";
import { watchTrip } from "./alerts/watch-trip";
import { fetchPoints } from "./points/fetch-points";
import { fetchPointsRate } from "./points/fetch-points-rate";
import { redeemPoints } from "./points/redeem-points";
import { createSearchSession } from "./search/create-search-session";
import { fetchSearchSession } from "./search/fetch-search-session";
import { priceNearbyDates } from "./search/price-nearby-dates";
import { deleteUser } from "./user/delete-user";
import { fetchUser } from "./user/fetch-user";
import { logOut } from "./user/log-out";
import { ssoLoginUrl } from "./user/sso-login";
import { updateUser } from "./user/update-user";

const trip = {
  departure: "YYZ",
  arrival: "YVR",
  departureDate: "2030-03-14",
  arrivalDate: "2030-03-21",
  adults: 1,
  children: 0,
};
const fare = SAMPLE_OFFER.fare_options[0]!;

/** Each file of src/services that calls the API, and its calls made in mock mode. */
const CALLS: Record<string, () => Promise<unknown>> = {
  "airports/fetch-airports.ts": () =>
    Promise.all([fetchAirports(), fetchAirportByCode("YYZ")]),
  "orders/create-payment-method.ts": () =>
    createPaymentMethod({
      number: "4242424242424242",
      exp_month: 12,
      exp_year: 2040,
      cvc: "123",
      name: "Alex Martin",
    }),
  "orders/fetch-checkout-offer.ts": () =>
    fetchCheckoutOffer(MOCK_CHECKOUT_SESSION, SAMPLE_OFFER.id, fare.id),
  "orders/fetch-order.ts": () => fetchOrder("mock-order-1"),
  "orders/place-order.ts": () =>
    placeOrder(
      {
        search_session_id: "6f1c1f5e-3c1b-4d8e-9a47-2f0f3b9d6a10",
        offer_id: SAMPLE_OFFER.id,
        fare_option_id: fare.id,
        passengers: [
          {
            type: "adult",
            given_names: "Alex",
            surname: "Martin",
            date_of_birth: "1988-04-12",
          },
        ],
        contact: { email: "alex@example.com", phone: "+1 416 555 0100" },
        payment_method: "pm_mock_ok_4242",
        expected_total_cents: 0,
      },
      "key-1",
    ),
  "orders/start-payment-intent.ts": () =>
    startPaymentIntent(
      {
        search_session_id: "6f1c1f5e-3c1b-4d8e-9a47-2f0f3b9d6a10",
        offer_id: SAMPLE_OFFER.id,
        fare_option_id: fare.id,
        expected_total_cents: fare.price.total_cents,
      },
      "key-3",
    ),
  "alerts/fetch-watches.ts": () => fetchWatches(),
  "alerts/stop-watch.ts": () =>
    stopWatch("8d0f5a4e-8f5e-4a55-9d4b-0c3f7b7c1a11"),
  "alerts/watch-trip.ts": () => watchTrip(trip, "en"),
  "points/fetch-points.ts": () => fetchPoints(),
  "points/fetch-points-rate.ts": () => fetchPointsRate(),
  "points/redeem-points.ts": () =>
    redeemPoints(
      { points: MINIMUM_REDEMPTION, method: REDEEM_METHODS[0] },
      "key-2",
    ),
  "search/create-search-session.ts": () => createSearchSession(trip),
  "search/fetch-search-session.ts": async () =>
    fetchSearchSession(await createSearchSession(trip)),
  "search/price-nearby-dates.ts": async () =>
    priceNearbyDates(await createSearchSession(trip)),
  "user/delete-user.ts": () => deleteUser(),
  "user/fetch-user.ts": () => fetchUser(),
  "user/log-out.ts": () => logOut(),
  "user/sso-login.ts": () =>
    ssoLoginUrl("https://northfare.ca/points", "tab-nonce-0123456789"),
  "user/update-user.ts": () =>
    updateUser({ firstName: "Alex", lastName: "Martin" }),
};

const SERVICES = __dirname;
const CLIENT_CALL = /\b(?:apiRequest|secureRequest|fetch)\s*[<(]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [path.relative(SERVICES, file).split(path.sep).join("/")]
      : [];
  });
}

const callingFiles = sourceFiles(SERVICES).filter(
  (file) =>
    // The transport itself, which every call goes through.
    !["api-client.ts", "call-with-deadline.ts"].includes(file) &&
    CLIENT_CALL.test(readFileSync(path.join(SERVICES, file), "utf8")),
);

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockRejectedValue(
    new Error("mock mode must not reach the network"),
  );
  global.fetch = fetchMock;
  window.localStorage.clear();
  window.localStorage.setItem("authToken", "mock-token");
  process.env.GATSBY_API_URL = "mock";
});

afterEach(() => {
  delete process.env.GATSBY_API_URL;
});

describe("mock mode", () => {
  it("finds the files that call the API", () => {
    expect(callingFiles.length).toBeGreaterThanOrEqual(10);
  });

  it.each(callingFiles)(
    "%s has its calls listed here, with their mock answers",
    (file) => {
      expect(Object.keys(CALLS)).toContain(file);
    },
  );

  it.each(Object.entries(CALLS))(
    "%s answers without the network",
    async (_file, call) => {
      await expect(call()).resolves.not.toBeInstanceOf(Error);
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );
});
