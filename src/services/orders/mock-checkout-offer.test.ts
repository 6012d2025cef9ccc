import type { ApiRequestError } from "../api-client";
import {
  mockCreateSearchSession,
  mockFetchSearchSession,
} from "../search/mock-search-session";
import { mockCheckoutOffer } from "./mock-checkout-offer";
import { MOCK_CHECKOUT_SESSION } from "./mock-orders";
import { SAMPLE_OFFER } from "./sample-offer";

const notFound = expect.objectContaining({ status: 404 }) as ApiRequestError;

describe("mock mode's checkout offer", () => {
  it("answers the sample checkout's fare", async () => {
    const fare = SAMPLE_OFFER.fare_options[1]!;
    await expect(
      mockCheckoutOffer(MOCK_CHECKOUT_SESSION, SAMPLE_OFFER.id, fare.id),
    ).resolves.toMatchObject({
      sessionId: MOCK_CHECKOUT_SESSION,
      offer: SAMPLE_OFFER,
      fare_option: fare,
      source: { demo: true },
      payment: { provider: "test" },
    });
  });

  it("answers a fare of a search made in the visit", async () => {
    const trip = {
      departure: "YYZ",
      arrival: "YVR",
      departureDate: "2030-03-14",
      adults: 1,
      children: 0,
    };
    const id = mockCreateSearchSession(trip);
    mockFetchSearchSession(id);
    const offer = mockFetchSearchSession(id).offers[2]!;
    const fare = offer.fare_options[0]!;
    // Each look prices afresh (a new expiry): the same flights and fare.
    await expect(
      mockCheckoutOffer(id, offer.id, fare.id),
    ).resolves.toMatchObject({
      sessionId: id,
      trip,
      offer: { id: offer.id, slices: offer.slices },
      fare_option: { id: fare.id, price: fare.price },
    });
  });

  it("is 404 for a fare, an offer or a search it does not have", async () => {
    const fare = SAMPLE_OFFER.fare_options[0]!.id;
    for (const [session, offer, fareId] of [
      [MOCK_CHECKOUT_SESSION, SAMPLE_OFFER.id, "no-such-fare"],
      [MOCK_CHECKOUT_SESSION, "no-such-offer", fare],
      ["no-such-search", SAMPLE_OFFER.id, fare],
    ]) {
      await expect(
        mockCheckoutOffer(session!, offer!, fareId!),
      ).rejects.toEqual(notFound);
    }
  });
});
