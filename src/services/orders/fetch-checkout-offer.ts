import type { FareOption, Offer } from "../../../domain/offers/offer";
import type { SearchSessionAnswer } from "../../../domain/offers/search-session-contract";
import { ApiRequestError } from "../api-client";
import { isMockMode } from "../api-config";
import { fetchSearchSession } from "../search/fetch-search-session";

export interface CheckoutOffer {
  session: SearchSessionAnswer;
  offer: Offer;
  fare: FareOption;
}

/**
 * The offer and fare option checkout shows, from GET /search-session/{id}.
 * An offer or fare the session no longer has fails like a gone session (410).
 */
export async function fetchCheckoutOffer(
  sessionId: string,
  offerId: string,
  fareId: string,
  signal?: AbortSignal,
): Promise<CheckoutOffer> {
  const session = await loadSession(sessionId, signal);
  const offer = session.offers.find((candidate) => candidate.id === offerId);
  const fare = offer?.fare_options.find((option) => option.id === fareId);
  if (!offer || !fare) {
    throw new ApiRequestError("This fare is no longer offered.", 410);
  }
  return { session, offer, fare };
}

async function loadSession(sessionId: string, signal?: AbortSignal) {
  if (isMockMode()) {
    const { MOCK_CHECKOUT_SESSION, mockCheckoutSession } =
      await import("./mock-orders");
    if (sessionId === MOCK_CHECKOUT_SESSION) return mockCheckoutSession();
  }
  return fetchSearchSession(sessionId, signal);
}
