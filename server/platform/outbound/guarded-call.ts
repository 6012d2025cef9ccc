import { setTimeout as sleepFor } from "node:timers/promises";
import { DependencyUnavailable, type Dependency } from "./dependency";

/** How one call to a dependency is bounded. */
export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** An attempt not answered in this long has failed (and is retried). */
  attemptTimeoutMs: number;
  /** The n-th retry waits a random 0..baseDelayMs·2^(n-1) ms (full jitter). */
  baseDelayMs: number;
  /** No attempt runs, and none waits, past this long after the first began. */
  budgetMs: number;
}

/**
 * 2 s an attempt, 3 attempts, waits of 0–100 then 0–200 ms, all within
 * 4.5 s: a dependency that hangs is a 503 well inside the site's 8 s
 * deadline (src/services/call-with-deadline.ts); one that refuses at once
 * gets all three tries in a fraction of a second.
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  attempts: 3,
  attemptTimeoutMs: 2_000,
  baseDelayMs: 100,
  budgetMs: 4_500,
};

/** The clock, dice and wait of the loop; tests give their own. */
export interface RetryTools {
  now: () => number;
  random: () => number;
  sleep: (ms: number) => Promise<void>;
}

const REAL_TOOLS: RetryTools = {
  now: () => Date.now(),
  random: Math.random,
  sleep: (ms) => sleepFor(ms),
};

/** An attempt that did not answer within its time. */
export class AttemptTimedOut extends Error {
  readonly code = "OUTBOUND_TIMEOUT";
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = "AttemptTimedOut";
  }
}

/**
 * A failure worth another try, for implementations to throw (a supplier's
 * 5xx or 429, say): the request may not have been seen at all.
 */
export class TransientFailure extends Error {
  readonly transient = true;
}

// Node's and undici's socket errors: the other side is down or unreachable.
const NETWORK_CODE =
  /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|UND_ERR_(SOCKET|CONNECT_TIMEOUT|HEADERS_TIMEOUT|BODY_TIMEOUT|CLOSED)|OUTBOUND_TIMEOUT|OAUTH_TIMEOUT)$/;
const RETRIED_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

/**
 * Whether a thrown error (or one of its causes: fetch wraps the socket's)
 * says the call never got an answer, or a "try again" one. Anything else —
 * a bug, a refused request — is thrown as it is, at once.
 */
export function isTransient(error: unknown): boolean {
  for (let at = error, depth = 0; at && depth < 5; depth += 1) {
    if (typeof at !== "object") return false;
    const { code, name, status, transient } = at as Record<string, unknown>;
    if (transient === true) return true;
    if (typeof code === "string" && NETWORK_CODE.test(code)) return true;
    if (name === "TimeoutError") return true;
    if (typeof status === "number" && RETRIED_STATUSES.has(status)) return true;
    at = (at as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * One call to a dependency, tried again on a transient failure (a timeout,
 * a network error) with exponential backoff and full jitter, within the
 * policy's attempts and budget; then DependencyUnavailable. An answer,
 * however bad (a declined card, a fare no longer sold), is returned as it
 * is: only calls that never answered are repeated. `call` gets a signal
 * that aborts when its attempt times out; one that ignores it is left to
 * finish on its own, its outcome unused.
 *
 * Only reads, and writes carrying an idempotency key the dependency honours,
 * may be guarded: a retried write must not act twice.
 */
export async function guardedCall<T>(
  dependency: Dependency,
  call: (signal: AbortSignal) => Promise<T>,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
  tools: RetryTools = REAL_TOOLS,
): Promise<T> {
  const deadline = tools.now() + policy.budgetMs;
  let failure: unknown;
  for (let attempt = 1; attempt <= policy.attempts; attempt += 1) {
    if (attempt > 1) {
      const ceiling = policy.baseDelayMs * 2 ** (attempt - 2);
      const wait = Math.floor(tools.random() * ceiling);
      if (tools.now() + wait >= deadline) break;
      await tools.sleep(wait);
    }
    const left = deadline - tools.now();
    if (left <= 0) break;
    try {
      return await oneAttempt(call, Math.min(policy.attemptTimeoutMs, left));
    } catch (error) {
      if (!isTransient(error)) throw error;
      failure = error;
    }
  }
  throw new DependencyUnavailable(dependency, failure);
}

async function oneAttempt<T>(
  call: (signal: AbortSignal) => Promise<T>,
  timeoutMs: number,
): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new AttemptTimedOut(timeoutMs);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  // A call that throws before it returns a promise fails the same way.
  const answer = new Promise<T>((resolve) => resolve(call(controller.signal)));
  // An attempt given up on may still fail later: nobody is listening then.
  answer.catch(() => {});
  try {
    return await Promise.race([answer, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
