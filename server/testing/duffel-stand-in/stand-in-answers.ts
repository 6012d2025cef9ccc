import { randomUUID } from "node:crypto";
import type { FastifyReply } from "fastify";
import type { z } from "zod";

// Duffel's answers as its reference shows them: `{ data }`, or
// `{ errors: [{ type, code, title, message, documentation_url }], meta }`.

export type StandInFailure =
  | "offer_no_longer_available"
  | "validation"
  | "rate_limited"
  | "server_error"
  | "hang"
  /** A 422 validation_error whose `source` points at one field. */
  | `invalid:${string}`;

export const duffelError = (
  type: string,
  code: string,
  title: string,
  message: string,
) => ({
  errors: [
    {
      type,
      code,
      title,
      message,
      documentation_url: `https://duffel.com/docs/api/overview/errors#${code}`,
    },
  ],
  meta: { status: 0, request_id: randomUUID() },
});

export const offerGone = () =>
  duffelError(
    "invalid_state_error",
    "offer_no_longer_available",
    "Offer no longer available",
    "The requested offer is no longer available, please create a new offer request",
  );

export const notFound = (what: string) =>
  duffelError("invalid_request_error", "not_found", "Not found", what);

/** Sends an answer, its error meta stating the status as Duffel's does. */
export function send(reply: FastifyReply, status: number, body: object) {
  if ("meta" in body && body.meta && typeof body.meta === "object") {
    Object.assign(body.meta, { status });
  }
  return reply.code(status).send(body);
}

/** The body or query `schema` reads, or undefined once a 422 is sent. */
export function parse<T extends z.ZodType>(
  schema: T,
  value: unknown,
  reply: FastifyReply,
): z.infer<T> | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues
    .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
    .join("; ");
  void send(
    reply,
    422,
    duffelError(
      "validation_error",
      "validation_required",
      "Field is invalid",
      message,
    ),
  );
  return undefined;
}

/**
 * A validation error about one field of the request, e.g. pointer
 * "/data/passengers/0/born_on": its `source` names the field and points at it.
 */
export function invalidField(pointer: string) {
  const field = pointer.split("/").pop() ?? "";
  const body = duffelError(
    "validation_error",
    "invalid_field",
    "Invalid field",
    `The ${field} field is invalid`,
  );
  Object.assign(body.errors[0]!, { source: { field, pointer } });
  return body;
}

/** A failure asked for by a test, as Duffel would answer it. */
export function failWith(reply: FastifyReply, failure: StandInFailure) {
  if (failure.startsWith("invalid:")) {
    return send(reply, 422, invalidField(failure.slice("invalid:".length)));
  }
  switch (failure) {
    case "hang":
      return new Promise(() => {});
    case "rate_limited":
      reply.header("ratelimit-limit", "120");
      reply.header("ratelimit-remaining", "0");
      reply.header(
        "ratelimit-reset",
        new Date(Date.now() + 30_000).toUTCString(),
      );
      return send(
        reply,
        429,
        duffelError(
          "rate_limit_error",
          "rate_limit_exceeded",
          "Rate limit exceeded",
          "You have exceeded the rate limit; try again later",
        ),
      );
    case "server_error":
      return send(
        reply,
        500,
        duffelError(
          "api_error",
          "internal_server_error",
          "Internal error",
          "Oops",
        ),
      );
    case "offer_no_longer_available":
      return send(reply, 422, offerGone());
    case "validation":
      return send(
        reply,
        422,
        duffelError(
          "validation_error",
          "invalid_phone_number",
          "Invalid phone number",
          "passengers[0].phone_number is not a valid phone number",
        ),
      );
  }
}
