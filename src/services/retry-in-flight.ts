import { ApiRequestError } from "./api-client";

/** Calls in all, the first included, before a request in flight is given up. */
export const IN_FLIGHT_CALLS = 5;
/** A longer Retry-After is shortened to this: the screen is waiting. */
const LONGEST_WAIT_MS = 5_000;

/**
 * 409 with Retry-After: a request under the same Idempotency-Key is still
 * being processed (the API's answer, as in the IETF draft). A 409 without it
 * is another refusal (a new price, more points than the balance).
 */
export const isInFlight = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError &&
  error.status === 409 &&
  error.retryAfter !== undefined;

/**
 * Makes `call` again, with the same key, for as long as its answer says the
 * first request is in flight, waiting what Retry-After says each time; a few
 * times at most, then its last failure is thrown.
 */
export async function retryInFlight<T>(call: () => Promise<T>): Promise<T> {
  for (let calls = 1; ; calls += 1) {
    try {
      return await call();
    } catch (error) {
      if (!isInFlight(error) || calls >= IN_FLIGHT_CALLS) throw error;
      const wait = Math.min((error.retryAfter ?? 1) * 1_000, LONGEST_WAIT_MS);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
