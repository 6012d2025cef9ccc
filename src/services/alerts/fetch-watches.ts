import type { Watch } from "../../../domain/alerts/watch-contract";
import { secureRequest } from "../api-client";
import { isMockMode } from "../api-config";

export const FETCH_WATCHES_FAILURE = "Failed to fetch your watched trips";

/** GET /watch: the watched trips with the lowest price of each day. */
export async function fetchWatches(signal?: AbortSignal): Promise<Watch[]> {
  if (isMockMode()) {
    const { mockWatches } = await import("./mock-watches");
    return mockWatches();
  }
  return secureRequest<Watch[]>("/watch", {
    signal,
    failure: FETCH_WATCHES_FAILURE,
  });
}
