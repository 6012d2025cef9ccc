// What other resources and the composition may use of the search resource.
export { createDemoFareSource } from "./demo/demo-fare-source";
export type { FareSource } from "./fare-source";
export { createFareSource } from "./fare-sources";
export {
  EXPIRED_SEARCH_MESSAGE,
  searchSessionRoutes,
} from "./search-session-routes";
export { sessionOfferRoutes } from "./session-offer-routes";
export { findSessionOffer } from "./search-sessions";
export { searchTripSchema } from "./search-trip-schema";
