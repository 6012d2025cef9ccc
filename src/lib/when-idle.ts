/**
 * Runs `run` once the main thread is idle, or after `deadlineMs` at the
 * latest (a busy page, an emulated phone, may never be idle); at once on a
 * browser without idle callbacks. Returns a cancel.
 */
export function whenIdle(run: () => void, deadlineMs: number): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(run, { timeout: deadlineMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 1);
  return () => clearTimeout(timer);
}
