import type { SessionOfferAnswer } from "../../../domain/offers/search-session-contract";
import { apiRequest } from "../api-client";
import { isMockMode } from "../api-config";

const FETCH_CHECKOUT_FAILURE = "Failed to load the fare";

/**
 * GET /search-session/{id}/offers/{offerId}?fare=…: the offer and fare
 * option checkout shows, with the trip. An unknown session, offer or fare
 * fails with status 404, an expired search with 410 and its message.
 */
export async function fetchCheckoutOffer(
  sessionId: string,
  offerId: string,
  fareId: string,
  signal?: AbortSignal,
): Promise<SessionOfferAnswer> {
  if (isMockMode()) {
    const { mockCheckoutOffer } = await import("./mock-checkout-offer");
    return mockCheckoutOffer(sessionId, offerId, fareId);
  }
  const path = `/search-session/${encodeURIComponent(sessionId)}/offers/${encodeURIComponent(offerId)}`;
  const query = new URLSearchParams({ fare: fareId });
  return apiRequest<SessionOfferAnswer>(`${path}?${query.toString()}`, {
    signal,
    failure: FETCH_CHECKOUT_FAILURE,
  });
}
