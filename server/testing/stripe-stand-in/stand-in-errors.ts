import type { FastifyReply } from "fastify";

// Errors as Stripe answers them: { error: { type, code?, message, param? } }
// with the HTTP status its reference gives each type.

export type StripeErrorType =
  "invalid_request_error" | "card_error" | "idempotency_error" | "api_error";

export interface StripeError {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  payment_intent?: unknown;
}

export class StandInError extends Error {
  constructor(
    readonly status: number,
    readonly error: StripeError,
  ) {
    super(error.message);
  }
}

export const sendError = (reply: FastifyReply, failure: StandInError) =>
  reply
    .code(failure.status)
    .header("request-id", `req_${Date.now().toString(36)}`)
    .send({ error: failure.error });

export const invalidRequest = (
  message: string,
  param?: string,
  code?: string,
) =>
  new StandInError(400, {
    type: "invalid_request_error",
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });

export const missingResource = (id: string) =>
  new StandInError(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such payment_intent: '${id}'`,
    param: "intent",
  });

export const unexpectedState = (
  action: string,
  status: string,
  allowed: string[],
) =>
  invalidRequest(
    `This PaymentIntent could not be ${action} because it has a status of ${status}. ` +
      `Only a PaymentIntent with one of the following statuses may be ${action}: ${allowed.join(", ")}.`,
    undefined,
    "payment_intent_unexpected_state",
  );
