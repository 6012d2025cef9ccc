import {
  addIntegration,
  captureException,
  close,
  getClient,
  getReplay,
  init,
  replayIntegration,
} from "@sentry/gatsby";
import { SITE_VERSION } from "../site-version";
import { setUiErrorCapture } from "./report-ui-error";
import { scrubBreadcrumb, scrubEvent } from "./scrub";

/** What the visitor allows of error reporting, from their consent. */
export interface ReportingConsent {
  /** Error reports: the measurement purpose. */
  errors: boolean;
  /** Session replay: the heat-map and replay purpose. */
  replay: boolean;
}

/**
 * Starts, adjusts or stops the error reporter (@sentry/gatsby, one chunk
 * loaded only after consent: docs/decisions/0012-error-reporting.md).
 * Traces stay off; replay joins only with its own consent.
 */
export function applyReportingConsent(
  dsn: string,
  consent: ReportingConsent,
): void {
  if (!consent.errors) {
    // Withdrawn: nothing more leaves the page (close disables the client).
    setUiErrorCapture(undefined);
    if (getClient()) void close();
    return;
  }
  if (!getClient()?.getOptions().enabled) {
    init({
      dsn,
      release: SITE_VERSION,
      sendDefaultPii: false,
      // SPEC §8: 10% of sessions, and every session with an error, once the
      // replay integration joins.
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1.0,
      beforeSend: scrubEvent,
      beforeBreadcrumb: scrubBreadcrumb,
    });
  }
  // Errors caught by the page's error boundaries, which window.onerror
  // never sees.
  setUiErrorCapture((error) => captureException(error));
  setReplay(consent.replay);
}

/** Session replay: every text and medium masked, every input blocked. */
function setReplay(allowed: boolean): void {
  const replay = getReplay();
  if (!allowed) {
    void replay?.stop();
    return;
  }
  // Allowed again after a stop: the next page samples afresh, as a start()
  // here would record this session whatever the sample rate.
  if (!replay) {
    addIntegration(
      replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
      }),
    );
  }
}
