import { SITE_VERSION } from "../site-version";
import { watchChunkErrors } from "./chunk-errors";
import { onAnalyticsEvent } from "./track-event";

function rejectUnhandled(reason: unknown) {
  const event = new Event("unhandledrejection");
  Object.assign(event, { reason });
  window.dispatchEvent(event);
}

describe("watchChunkErrors", () => {
  it("raises an event when a chunk fails to load, and only then", () => {
    watchChunkErrors(window);
    const events: [string, unknown][] = [];
    const stop = onAnalyticsEvent((name, params) =>
      events.push([name, params]),
    );
    const chunkError = new Error("Loading chunk 42 failed.");
    chunkError.name = "ChunkLoadError";
    rejectUnhandled(chunkError);
    rejectUnhandled(new Error("something else"));
    rejectUnhandled("not an error");
    stop();
    expect(events).toEqual([
      [
        "chunk_load_error",
        { message: "Loading chunk 42 failed.", version: SITE_VERSION },
      ],
    ]);
  });
});
