import { SEARCH_SESSION_TTL_MINUTES } from "../../domain/offers/search-session-limits";

// What the search routes say of a session that is gone, in one place.

export const EXPIRED_SEARCH_MESSAGE = `This search expired after ${SEARCH_SESSION_TTL_MINUTES} minutes. Search again for current fares.`;
export const UNKNOWN_SEARCH_MESSAGE =
  "This search was not found. Search again for current fares.";
