import type {
  SearchSessionAnswer,
  SessionOfferAnswer,
} from "../../../domain/offers/search-session-contract";
import { ApiRequestError } from "../api-client";
import { MOCK_CHECKOUT_SESSION, mockCheckoutSession } from "./mock-orders";

/**
 * Mock mode's GET /search-session/{id}/offers/{offerId}: a fare of the
 * sample checkout, or of a search made during this visit.
 */
export async function mockCheckoutOffer(
  sessionId: string,
  offerId: string,
  fareId: string,
): Promise<SessionOfferAnswer> {
  const session =
    sessionId === MOCK_CHECKOUT_SESSION
      ? mockCheckoutSession()
      : await mockSearch(sessionId);
  const offer = session.offers.find(({ id }) => id === offerId);
  const fareOption = offer?.fare_options.find(({ id }) => id === fareId);
  if (!offer || !fareOption) {
    throw new ApiRequestError("This fare is not in this search.", 404);
  }
  const { trip, expires_at, source } = session;
  return {
    sessionId,
    trip,
    offer,
    fare_option: fareOption,
    expires_at,
    source,
    // Deploy previews have no API: the test provider's card fields.
    payment: { provider: "test" },
  };
}

async function mockSearch(sessionId: string): Promise<SearchSessionAnswer> {
  // The fare generator's own chunk, as the search calls load it.
  const { mockFetchSearchSession } = await import(
    /* webpackChunkName: "mock-search" */ "../search/mock-search-session"
  );
  return mockFetchSearchSession(sessionId);
}
