import type { FastifyReply } from "fastify";
import { z } from "zod";
import { IDEMPOTENCY_KEY_PATTERN } from "../../../domain/points/points-contract";

/**
 * The Idempotency-Key of POST /order and POST /point/redeem, answered as the
 * IETF draft (draft-ietf-httpapi-idempotency-key-header) and Stripe do: 400
 * without a key, 422 for the key reused with another body, 409 with
 * Retry-After while the first request with it is still under way, and the
 * first answer again once it is done.
 */
const KEY_MESSAGE =
  "Send an Idempotency-Key header of 1 to 100 letters, digits, or - _ : . characters, the same on a retry.";

export const idempotencyKeyHeaders = z.object({
  "idempotency-key": z
    .string({ error: KEY_MESSAGE })
    .regex(IDEMPOTENCY_KEY_PATTERN, KEY_MESSAGE),
});

/** An answer to give, with the seconds to wait before a retry when in flight. */
export interface KeyedAnswer {
  status: number;
  body: unknown;
  retryAfter?: number;
}

export const IN_FLIGHT_MESSAGE =
  "This request is still being processed. Try again in a moment.";

/** The same key while its first request is under way: try again shortly. */
export const inFlight = (): KeyedAnswer => ({
  status: 409,
  body: { message: IN_FLIGHT_MESSAGE },
  retryAfter: 1,
});

/** 422: the key's first request had another body. */
export const keyReused = (what: string): KeyedAnswer => ({
  status: 422,
  body: {
    message: `This Idempotency-Key was already used for a different ${what}; use a new key.`,
  },
});

/** Sends the answer with its Retry-After, if any; its status is one the route declares. */
export function sendKeyed(reply: FastifyReply, answer: KeyedAnswer) {
  if (answer.retryAfter !== undefined) {
    reply.header("retry-after", String(answer.retryAfter));
  }
  return reply.code(answer.status).send(answer.body);
}
