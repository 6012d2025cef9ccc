/** How long work waits for the main thread to be idle, at most. */
export const IDLE_DEADLINE_MS = 2_000;

/**
 * Resolves with `value` once the main thread is idle, or after the deadline:
 * Gatsby's own `idle` strategy waits with no deadline, and some pages (or an
 * emulated phone) are never idle.
 */
export function afterIdle<T = undefined>(value?: T): Promise<T> {
  return new Promise((resolve) => {
    const done = () => resolve(value as T);
    if (typeof requestIdleCallback === "function") {
      requestIdleCallback(done, { timeout: IDLE_DEADLINE_MS });
    } else setTimeout(done, 1);
  });
}
