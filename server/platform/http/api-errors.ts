import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import {
  DATABASE_RETRY_AFTER_S,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from "../db/database-unavailable";
import { DependencyUnavailable } from "../outbound/dependency";

/** A failure the client should see as it is: `{ message }` with this status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Every failure becomes `{ message }` (plus `fields` for bad input); never a stack. */
export function replyWithError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const { instancePath, message } of error.validation) {
      const field = instancePath.replace(/^\//, "").replace(/\//g, ".");
      fields[field || error.validationContext || "body"] ??= message ?? "";
    }
    const summary = Object.entries(fields)
      .map(([field, message]) => `${field}: ${message}`)
      .join("; ");
    return reply
      .code(400)
      .send({ message: `Invalid request: ${summary}`, fields });
  }
  if (error instanceof DependencyUnavailable) {
    // Theirs, not ours: one line, no stack; the client may try again.
    request.log.warn(error.message);
    return reply
      .code(503)
      .header("retry-after", error.retryAfterSeconds)
      .send({ message: error.publicMessage });
  }
  if (isDatabaseUnavailable(error)) {
    // Not a fault of ours or the client's: one line, no stack.
    request.log.warn(`The database is unavailable: ${error.message}`);
    return reply
      .code(503)
      .header("retry-after", DATABASE_RETRY_AFTER_S)
      .send({ message: DATABASE_UNAVAILABLE_MESSAGE });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error(error);
    return reply.code(status).send({ message: "Internal server error" });
  }
  return reply.code(status).send({ message: error.message });
}
