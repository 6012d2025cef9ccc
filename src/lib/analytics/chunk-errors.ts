import { SITE_VERSION } from "../site-version";
import { trackEvent } from "./track-event";

/**
 * SPEC §9: a chunk that fails to load raises an event and is rethrown. The
 * rejection is only observed, never handled, so the browser and the error
 * reporter still see it. Being in every page's first load, this also keeps
 * the event history (track-event.ts) and the version there, so the consent
 * code that reads them never drags the booking screens' chunk (with Chakra,
 * 93 KB gzip) in with it.
 */
export function watchChunkErrors(target: Window): void {
  target.addEventListener("unhandledrejection", (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && reason.name === "ChunkLoadError") {
      // The version tells a stale page (a deploy since it loaded) from a fault.
      trackEvent("chunk_load_error", {
        message: reason.message,
        version: SITE_VERSION,
      });
    }
  });
}
