import { innermostCause } from "./innermost-cause";

/** The outside services the API calls. */
export type Dependency = "fares" | "payments" | "sign-in";

/**
 * Seconds a client is asked to wait before trying again (Retry-After): a
 * sign-in provider found down is not asked again by the health check for
 * 30 s (sign-in-client.ts).
 */
export const DEPENDENCY_RETRY_AFTER_S: Readonly<Record<Dependency, number>> = {
  fares: 5,
  payments: 5,
  "sign-in": 30,
};

/** What a client is told while the dependency cannot be reached (503). */
export const DEPENDENCY_UNAVAILABLE_MESSAGES: Readonly<
  Record<Dependency, string>
> = {
  fares:
    "Flight prices can't be reached right now. Please try again in a moment.",
  payments:
    "Payments can't be taken right now. Nothing was charged. Please try again in a moment.",
  "sign-in":
    "Sign-in is unavailable right now. Please try again in a few minutes.",
};

const NAMES: Readonly<Record<Dependency, string>> = {
  fares: "The fare source",
  payments: "The payment provider",
  "sign-in": "The sign-in provider",
};

/**
 * A dependency that did not answer, its retries spent: the API answers 503
 * with Retry-After (api-errors.ts), nothing of ours having failed.
 */
export class DependencyUnavailable extends Error {
  readonly retryAfterSeconds: number;

  constructor(
    readonly dependency: Dependency,
    cause: unknown,
    /** When the dependency said how long (a rate limit's reset). */
    retryAfterSeconds?: number,
  ) {
    super(`${NAMES[dependency]} did not answer: ${describe(cause)}`, {
      cause,
    });
    this.name = "DependencyUnavailable";
    this.retryAfterSeconds =
      retryAfterSeconds ?? DEPENDENCY_RETRY_AFTER_S[dependency];
  }

  /** The sentence for the client. */
  get publicMessage(): string {
    return DEPENDENCY_UNAVAILABLE_MESSAGES[this.dependency];
  }
}

/** The innermost message and code of a failure, for one log line. */
function describe(cause: unknown): string {
  const { code, message } = innermostCause(
    cause,
    "no attempt could be made within the time allowed",
  );
  const text = message.slice(0, 200);
  return code && !text.includes(code) ? `${text} (${code})` : text;
}
