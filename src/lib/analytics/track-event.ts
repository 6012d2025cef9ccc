/** What one analytics event carries besides its name (SPEC §7 adds the page and version later). */
export type EventParams = Record<string, string | number | boolean>;

export type AnalyticsListener = (name: string, params: EventParams) => void;

const listeners = new Set<AnalyticsListener>();

/**
 * Reports a user action to whatever analytics is plugged in (none until
 * consent and configuration allow it). A failing listener is logged and
 * ignored, as the spec asks of tracking.
 */
export function trackEvent(name: string, params: EventParams = {}): void {
  for (const listener of listeners) {
    try {
      listener(name, params);
    } catch (error) {
      console.error("Tracking failed", error);
    }
  }
}

/** Plugs an analytics destination in; returns the function that unplugs it. */
export function onAnalyticsEvent(listener: AnalyticsListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
