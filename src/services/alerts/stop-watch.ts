import { secureRequest } from "../api-client";
import { isMockMode } from "../api-config";

export const STOP_WATCH_FAILURE = "Failed to stop watching this trip";

/** DELETE /watch/:id: stops watching a trip. */
export async function stopWatch(id: string): Promise<void> {
  if (isMockMode()) {
    const { mockStopWatch } = await import("./mock-watches");
    mockStopWatch(id);
    return;
  }
  await secureRequest<{ stopped: true }>(`/watch/${encodeURIComponent(id)}`, {
    method: "DELETE",
    failure: STOP_WATCH_FAILURE,
  });
}
