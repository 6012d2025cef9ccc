/** What one analytics event carries besides its name (SPEC §7 adds the page and version later). */
export type EventParams = Record<string, string | number | boolean>;

/** Where and when the event happened, recorded as it is tracked. */
export interface EventContext {
  page_path: string;
}

export type AnalyticsListener = (
  name: string,
  params: EventParams,
  context: EventContext,
) => void;

/** The events of this page's life a script that loads later still receives. */
export const HISTORY_LIMIT = 100;

type Tracked = [string, EventParams, EventContext];

const listeners = new Set<AnalyticsListener>();
// Kept in memory only: nothing leaves the browser without consent.
const history: Tracked[] = [];

function deliver(
  listener: AnalyticsListener,
  [name, params, context]: Tracked,
) {
  try {
    listener(name, params, context);
  } catch (error) {
    console.error("Tracking failed", error);
  }
}

/**
 * Reports a user action to whatever analytics is plugged in (none until
 * consent and configuration allow it). A failing listener is logged and
 * ignored, as the spec asks of tracking.
 */
export function trackEvent(name: string, params: EventParams = {}): void {
  const context = {
    page_path: typeof window === "undefined" ? "" : window.location.pathname,
  };
  const event: Tracked = [name, params, context];
  history.push(event);
  if (history.length > HISTORY_LIMIT) history.shift();
  for (const listener of listeners) deliver(listener, event);
}

/**
 * Plugs an analytics destination in; returns the function that unplugs it.
 * With `replay`, it first receives, once, the events tracked before it came
 * (a script that loads after consent still hears of the page's search).
 */
export function onAnalyticsEvent(
  listener: AnalyticsListener,
  { replay = false }: { replay?: boolean } = {},
): () => void {
  if (replay) for (const event of history) deliver(listener, event);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
