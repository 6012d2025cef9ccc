/**
 * A call that has not answered in this long has failed, its retry included:
 * a screen says so within 10 s of asking.
 */
export const CALL_TIMEOUT_MS = 8_000;
/** The wait before the one retry of a call that is safe to repeat. */
export const RETRY_DELAY_MS = 500;
/** A gateway's answers: the API itself may well answer the next time. */
const RETRIED_STATUSES = new Set([502, 503, 504]);

export interface Answer {
  ok: boolean;
  status: number;
  /** The JSON body; undefined when there was none, or it was not JSON. */
  payload: unknown;
  /** Retry-After in seconds, when the answer has one (a request in flight). */
  retryAfter?: number;
}

/**
 * One fetch with its JSON read, within CALL_TIMEOUT_MS: a hung call fails
 * and never holds up the calls after it. When `retry` (a GET, or a write
 * under an Idempotency-Key), a network failure or a gateway's 502–504 is
 * tried once more within the same time; a hang has used it all. The
 * caller's own abort ends it at once.
 */
export async function callWithDeadline(
  url: string,
  init: RequestInit,
  { signal, retry }: { signal?: AbortSignal; retry: boolean },
): Promise<Answer> {
  const deadline = Date.now() + CALL_TIMEOUT_MS;
  for (let attempt = 1; ; attempt += 1) {
    // Asked once the attempt has ended: is there time for another?
    const isLast = () =>
      !retry || attempt === 2 || deadline - Date.now() <= 2 * RETRY_DELAY_MS;
    try {
      const answer = await callOnce(url, init, signal, deadline);
      if (!RETRIED_STATUSES.has(answer.status) || isLast()) return answer;
    } catch (error) {
      if (signal?.aborted || isLast()) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    signal?.throwIfAborted();
  }
}

async function callOnce(
  url: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
  deadline: number,
): Promise<Answer> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  const timer = setTimeout(stop, deadline - Date.now());
  signal?.addEventListener("abort", stop, { once: true });
  if (signal?.aborted) stop();
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const payload: unknown = await response.json().catch(() => undefined);
    // A body cut off by the deadline is a failed call, not an empty answer.
    controller.signal.throwIfAborted();
    const retryAfter = seconds(response.headers?.get("retry-after"));
    return {
      ok: response.ok,
      status: response.status,
      payload,
      ...(retryAfter === undefined ? {} : { retryAfter }),
    };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", stop);
  }
}

/** Retry-After as delay-seconds; its HTTP-date form is not one our API sends. */
function seconds(header: string | null | undefined): number | undefined {
  return header && /^\d+$/.test(header.trim()) ? Number(header) : undefined;
}
