import type { DuffelError } from "@duffel/api";
import { DependencyUnavailable } from "../../platform/outbound/dependency";
import { TransientFailure } from "../../platform/outbound/guarded-call";

/**
 * Duffel's code for an offer it no longer sells (booked, expired,
 * withdrawn); an unknown offer is a 404.
 */
const OFFER_GONE_CODE = "offer_no_longer_available";

/** Longest a rate limit's reset is believed, in seconds. */
const MAX_RESET_SECONDS = 60;

/** Duffel's answer to a request it refused (4xx other than 429). */
export interface DuffelRefusal {
  status: number;
  code: string;
  /** Duffel's own words, for our log only: never sent to a browser. */
  detail: string;
  /** A validation error's JSON pointer into our request, if it gave one. */
  pointer?: string;
}

/** A validation error's `source` (the client's types leave it out). */
type WithSource = { source?: { field?: string; pointer?: string } };

/**
 * Whether an error is the client's DuffelError (an answer with Duffel's
 * `errors`), told by its shape: the client is loaded only when used.
 */
export const isDuffelError = (
  error: unknown,
): error is InstanceType<typeof DuffelError> =>
  error instanceof Error &&
  Array.isArray((error as { errors?: unknown }).errors) &&
  "headers" in error;

/** The refusal a Duffel error states, or undefined for anything else. */
export function refusalOf(error: unknown): DuffelRefusal | undefined {
  if (!isDuffelError(error)) return undefined;
  const status = error.status ?? error.meta?.status ?? 0;
  if (status < 400 || status >= 500 || status === 408 || status === 429) {
    return undefined;
  }
  const [first] = error.errors ?? [];
  return {
    status,
    code: first?.code ?? "unknown",
    detail:
      `${status} ${first?.code ?? "unknown"}: ${first?.title ?? ""} ${first?.message ?? ""}`
        .trim()
        .slice(0, 300),
    pointer: (first as WithSource | undefined)?.source?.pointer,
  };
}

/** Whether Duffel says the offer is gone (sold, expired, withdrawn). */
export const isOfferGone = (refusal: DuffelRefusal | undefined) =>
  !!refusal && (refusal.status === 404 || refusal.code === OFFER_GONE_CODE);

/**
 * Seconds until Duffel's rate limit resets, from its `ratelimit-reset`
 * header: an HTTP date, epoch seconds or seconds to wait. At least 1.
 */
export function resetSeconds(
  header: string | null | undefined,
  now: number,
): number {
  const value = (header ?? "").trim();
  let seconds = 1;
  if (/^\d+$/.test(value)) {
    const number = Number(value);
    seconds = number > 1e9 ? number - now / 1000 : number;
  } else if (value && !Number.isNaN(Date.parse(value))) {
    seconds = (Date.parse(value) - now) / 1000;
  }
  return Math.min(MAX_RESET_SECONDS, Math.max(1, Math.ceil(seconds)));
}

/** Duffel's rate limit hit: a 503 asking to come back when it resets. */
export class DuffelRateLimited extends DependencyUnavailable {
  constructor(readonly retryAfter: number) {
    // No cause with a status: the guard must not try again (isTransient).
    super(
      "fares",
      new Error(
        `Duffel's rate limit was reached; it resets in ${retryAfter} s`,
      ),
      retryAfter,
    );
  }
}

/**
 * A Duffel error as the guard should see it: a 5xx or 408 is transient
 * (tried again), a 429 is a DuffelRateLimited (not tried again); others
 * are returned as they are. The error never carries the access token:
 * the client puts it in a request header, and errors hold the answer's.
 */
export function classify(error: unknown, now: number): unknown {
  if (!isDuffelError(error)) return error;
  const status = error.status ?? error.meta?.status ?? 0;
  const [first] = error.errors ?? [];
  if (status === 429) {
    return new DuffelRateLimited(
      resetSeconds(error.headers?.get("ratelimit-reset"), now),
    );
  }
  if (status >= 500 || status === 408 || status === 0) {
    return new TransientFailure(
      `Duffel answered ${status || "without a status"}${first?.code ? ` (${first.code})` : ""}`,
    );
  }
  return error;
}
