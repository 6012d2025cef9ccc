import { ApiError } from "../api-errors";
import type { FareSource } from "../fares/fare-source";

// Stands in until the demo fare source is the default (server/fares/demo/).
const unavailable = async (): Promise<never> => {
  throw new ApiError(503, "Fares are not available right now.");
};

export const unavailableFareSource: FareSource = {
  id: "unavailable",
  demo: true,
  searchOffers: unavailable,
  lowestPrices: unavailable,
  repriceOffer: unavailable,
  placeOrder: unavailable,
};
